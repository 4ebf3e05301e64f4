// What every call to every service carries besides its own payload (SPEC sections 6 and 7).

/** The header in which a guest's call names its store (the realm name); a signed-in call sends its token. */
export const REALM_HEADER = 'realm-name';

/** The query parameter with the shopper's language, added to every call. */
export const LANGUAGE_CODE_PARAM = 'language-code';

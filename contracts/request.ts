// What every call to every service carries besides its own payload (SPEC sections 6 and 7).

/** The header in which a guest's call names its store (the realm name); a signed-in call sends its token. */
export const REALM_HEADER = 'realm-name';

/** The query parameter with the shopper's language, added to every call. */
export const LANGUAGE_CODE_PARAM = 'language-code';

/** The codes language-code may carry: the six languages the storefront has catalogs for (SPEC section 1). */
export const LANGUAGE_CODES = ['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

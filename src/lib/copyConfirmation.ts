/** SPEC section 9: how long the copy-to-clipboard confirmation stays, in milliseconds. */
export const COPY_CONFIRMATION_MS = 3000;

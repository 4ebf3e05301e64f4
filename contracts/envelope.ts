// The envelope every service answers in (SPEC section 7): the data under response_body, a message beside it.

export interface Envelope<T> {
  /** The answer's data; null when the call failed. */
  response_body: T;
  /** "Success" and the like, or why the call failed (the storefront shows it as it is). */
  response_message: string;
}

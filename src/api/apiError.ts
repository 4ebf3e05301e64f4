/** The one error type every failed API call becomes; `message` is the server's response_message. */
export class ApiError extends Error {
  readonly status: number;
  /** The seconds a 429's Retry-After header named, when it named some. */
  readonly retryAfter?: number;

  constructor(status: number, message: string, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

/** A Retry-After header's seconds (the delta-seconds form), or undefined. */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  if (!header || !/^\d{1,9}$/.test(header.trim())) return undefined;
  const seconds = Number(header.trim());
  return seconds > 0 ? seconds : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

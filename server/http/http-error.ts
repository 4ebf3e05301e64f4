// An error that is the client's fault (or a plain "not found"): its status and message go out as
// they are. Anything else thrown is a bug and becomes a generic 500 (see error-handler.ts).
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

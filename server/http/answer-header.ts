import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler already made. `c.header` would copy the answer to make its
 * headers writable, and the copy reads the body (a page's 100 KB of HTML) into a stream: here the
 * answer's own headers are written, and only an answer whose headers cannot be written (one that
 * came from a fetch, a redirect made by Response.redirect) is copied.
 */
export function setAnswerHeader(c: Context, name: string, value: string, append = false): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    c.header(name, value, { append });
  }
}

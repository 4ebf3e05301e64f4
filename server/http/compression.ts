// gzip or deflate for text answers (Hono's compress), and none for what the render asks of the API in
// this process (in-process.ts), which never reaches a browser.
//
// A request that names no encoding it accepts (a crawler, a health check, the load test) is answered
// as it is, with `Vary: Accept-Encoding` where Hono's would have compressed it for a browser, as Hono
// does; but written on the answer's own headers (answer-header.ts): Hono's copies the answer to add
// it, reading a page's whole body into a stream.
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { setAnswerHeader } from './answer-header.ts';
import { isInProcess } from './in-process.ts';

/** Hono's default: smaller answers are not worth compressing. */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

export function compression(): MiddlewareHandler {
  const compressed = compress();
  return async (c, next) => {
    if (isInProcess(c)) return next();
    if (c.req.header('Accept-Encoding') !== undefined) return compressed(c, next);
    await next();
    // Hono's conditions for an answer it would compress for a client that accepted it.
    const { headers, status } = c.res;
    const length = headers.get('Content-Length');
    const type = headers.get('Content-Type');
    const vary = headers.get('Vary');
    if (
      status === 206 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '') ||
      vary === '*' ||
      (vary && VARIES_BY_ENCODING.test(vary))
    )
      return;
    setAnswerHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
}

// The requests a page's render on the server makes to the API in this process (server/app.ts).
// Their answers are read by the render and never reach a browser: what is there for a browser (the
// security headers, compression) is left out of them. Known by the Request object itself, which
// nothing from outside can name.
import type { Context } from 'hono';

const inProcess = new WeakSet<Request>();

/** A request the render makes to the API ('' base: a path of this server). */
export function inProcessRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  const request =
    input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  inProcess.add(request);
  return request;
}

export function isInProcess(c: Context): boolean {
  return inProcess.has(c.req.raw);
}

// Requests refused before the app sees them: by Node's HTTP parser (an address and headers over its
// 16 KB limit, bytes that are not HTTP, a request that took too long to arrive: 408, see
// http-server.ts), or by @hono/node-server's listener (an address that is not a URL: a backslash in
// the path, a Host that is not a host name, no Host). Node and the listener would answer a bare 431,
// 400 or 408; these get the API's JSON envelope and security headers like every other error, and
// the connection is closed.
import type { Socket } from 'node:net';
import { RequestError } from '@hono/node-server';
import type { Envelope } from '../../contracts/envelope.ts';
import { EVERY_ANSWER, NOTHING_ALLOWED } from './security-headers.ts';

interface ParserError extends Error {
  code?: string;
}

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The address and headers of a request must be at most 16 KB in all',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};
const NOT_HTTP: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP'];

/** The headers of these answers, as of every other error answer (see security-headers.ts). */
const HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=UTF-8',
  ...EVERY_ANSWER,
  'Content-Security-Policy': NOTHING_ALLOWED,
  'Cache-Control': 'no-store',
  Connection: 'close',
};

/** getRequestListener's errorHandler: the answer to a request that could not be made a Request. */
export function answerRequestError(error: unknown): Response {
  if (error instanceof RequestError) {
    return errorResponse(400, 'The request address or its Host header is not valid');
  }
  // The app answers its own errors (error-handler.ts): this is a bug in what runs before it.
  console.error('Unhandled error before the app:', error);
  return errorResponse(500, 'Something went wrong on our side. Please try again later.');
}

function errorResponse(status: number, message: string): Response {
  const body: Envelope<null> = { response_body: null, response_message: message };
  return new Response(JSON.stringify(body), { status, headers: HEADERS });
}

/** The server's 'clientError' listener. */
export function answerClientError(error: ParserError, socket: Socket): void {
  // Nothing can be answered on a connection that is gone or already half answered (a time-out can
  // come while the app's answer is being sent).
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = ANSWERS[error.code ?? ''] ?? NOT_HTTP;
  const body: Envelope<null> = { response_body: null, response_message: message };
  const json = JSON.stringify(body);
  const headers = { ...HEADERS, 'Content-Length': String(Buffer.byteLength(json)) };
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `\r\n${json}`,
    // Closed for reading too once the answer is out: a client that never closes its side keeps nothing.
    () => socket.destroy(),
  );
}

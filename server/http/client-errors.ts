// Requests Node's HTTP parser refuses before the app sees them: an address and headers over its
// 16 KB limit, or bytes that are not HTTP. Node would answer a bare 431 or 400; these get the API's
// JSON envelope like every other error, and the connection is closed (its stream is unusable).
import type { Socket } from 'node:net';
import type { Envelope } from '../../contracts/envelope.ts';

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

/** The server's 'clientError' listener. */
export function answerClientError(error: ParserError, socket: Socket): void {
  // Nothing can be answered on a connection that is gone or already half answered.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = ANSWERS[error.code ?? ''] ?? NOT_HTTP;
  const body: Envelope<null> = { response_body: null, response_message: message };
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      `Connection: close\r\n\r\n${json}`,
  );
}

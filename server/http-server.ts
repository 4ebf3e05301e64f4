// The HTTP server around the app: Node's, with @hono/node-server's request listener, JSON answers
// for what Node or the listener refuses before the app sees it, time limits on requests that
// arrive too slowly, and a graceful stop. main.ts starts it on PORT; the tests start it on a free
// port to send real requests over real sockets.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ServerConfig } from './config.ts';
import { answerClientError, answerRequestError } from './http/client-errors.ts';
import { GracefulStop } from './http/graceful-stop.ts';

/** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS (see config.ts). */
export type HttpTimeouts = Pick<ServerConfig, 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs'>;

export type Fetch = (request: Request) => Response | Promise<Response>;

export interface HttpServer {
  server: Server;
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  /** Stops accepting, finishes what is under way (see http/graceful-stop.ts), then resolves. */
  stop(graceMs?: number): Promise<void>;
}

const GRACE_MS = 10_000;

/**
 * Listens on `port` (0: any free one); rejects when it cannot (the port is taken). A request that
 * has not fully arrived after `requestTimeoutMs` (its headers after `headersTimeoutMs`) is answered
 * 408 and its connection closed: Node checks every 30 s by default (a trickled body was cut off
 * only after about 309 s), here several times per time-out, at least once a second.
 */
export function startHttpServer(fetch: Fetch, port: number, timeouts: HttpTimeouts): Promise<HttpServer> {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs } = timeouts;
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(headersTimeoutMs / 5))),
      // A request without Host is answered by answerRequestError, in the envelope, not by Node.
      requireHostHeader: false,
    },
    // A request whose address is not a URL (a backslash in the path, a bad Host) is refused here.
    getRequestListener(fetch, { errorHandler: answerRequestError }),
  );
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.on('clientError', answerClientError);
  const graceful = new GracefulStop(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      const { port: listening } = server.address() as AddressInfo;
      resolve({ server, port: listening, stop: (graceMs = GRACE_MS) => graceful.stop(graceMs) });
    });
  });
}

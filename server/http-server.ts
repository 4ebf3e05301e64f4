// The HTTP server around the app: Node's, through @hono/node-server, with JSON answers for what
// Node refuses itself, and a graceful stop. main.ts starts it on PORT; the tests start it on a
// free port to send real requests over real sockets.
import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { answerClientError } from './http/client-errors.ts';
import { GracefulStop } from './http/graceful-stop.ts';

export type Fetch = (request: Request) => Response | Promise<Response>;

export interface HttpServer {
  server: Server;
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  /** Stops accepting, finishes what is under way (see http/graceful-stop.ts), then resolves. */
  stop(graceMs?: number): Promise<void>;
}

const GRACE_MS = 10_000;

/** Listens on `port` (0: any free one); rejects when it cannot (the port is taken). */
export function startHttpServer(fetch: Fetch, port: number): Promise<HttpServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({ server: http, port: info.port, stop: (graceMs = GRACE_MS) => graceful.stop(graceMs) });
    });
    if (!(server instanceof Server)) throw new Error('Expected an HTTP/1.1 server');
    const http = server;
    const graceful = new GracefulStop(http);
    server.once('error', reject);
    server.on('clientError', answerClientError);
  });
}

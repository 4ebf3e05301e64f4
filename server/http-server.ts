// The HTTP server around the app: Node's, through @hono/node-server. main.ts starts it on PORT; the
// tests start it on a free port to send real requests over real sockets.
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { answerClientError } from './http/client-errors.ts';

export type Fetch = (request: Request) => Response | Promise<Response>;

export interface HttpServer {
  server: ServerType;
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
}

/** Listens on `port` (0: any free one); rejects when it cannot (the port is taken). */
export function startHttpServer(fetch: Fetch, port: number): Promise<HttpServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({ server, port: info.port });
    });
    server.once('error', reject);
    server.on('clientError', answerClientError);
  });
}

// Stopping an HTTP server without breaking a request it accepted: no new connections; every
// request under way is finished and answered with `Connection: close`, as is any request still
// sent on an open connection (so no client reuses it); connections left idle are closed once
// nothing has been under way for LINGER_MS; after the grace period whatever is left is cut off.
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long to wait, once nothing is under way, for a request already on its way on an open connection. */
const LINGER_MS = 500;

export class GracefulStop {
  private readonly underWay = new Set<ServerResponse>();
  private stopping = false;
  private linger: NodeJS.Timeout | undefined;

  constructor(private readonly server: Server) {
    // Before the app's own listener, so that the header is set before the app can answer.
    server.prependListener('request', (_request, response: ServerResponse) => this.track(response));
  }

  /** Resolves when every connection has closed. */
  stop(graceMs: number): Promise<void> {
    this.stopping = true;
    for (const response of this.underWay) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    return new Promise((resolve) => {
      const cutOff = setTimeout(() => this.server.closeAllConnections(), graceMs);
      // net.Server's close stops accepting and calls back once every connection has ended.
      // http.Server's own would also drop the idle keep-alive connections at once, racing a
      // request that a client may be sending on one of them at that very moment.
      NetServer.prototype.close.call(this.server, () => {
        clearTimeout(cutOff);
        clearTimeout(this.linger);
        resolve();
      });
      this.closeIdleWhenQuiet();
    });
  }

  private track(response: ServerResponse): void {
    if (this.stopping) {
      response.setHeader('Connection', 'close');
      clearTimeout(this.linger);
    }
    this.underWay.add(response);
    response.on('close', () => {
      this.underWay.delete(response);
      if (this.stopping) this.closeIdleWhenQuiet();
    });
  }

  private closeIdleWhenQuiet(): void {
    if (this.underWay.size > 0) return;
    clearTimeout(this.linger);
    this.linger = setTimeout(() => this.server.closeIdleConnections(), LINGER_MS);
  }
}

// The address a request came from, for per-address rate limits: the first X-Forwarded-For entry
// when a proxy set one, else the socket's peer. Without a socket (app.request in tests) 'unknown'.
// X-Forwarded-For is taken on trust: behind no proxy a client can choose its own address.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

// Where a request came from, for the per-address limits and the loopback-only outbox: the socket's
// peer, unless that peer is a trusted proxy (TRUST_PROXY). Then X-Forwarded-For is read from the
// right, each trusted proxy vouching for the hop before it, and the first hop not trusted is the
// client. A client cannot choose its address by sending the header itself.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { TrustedProxies } from './trusted-proxies.ts';

/** Without a socket (app.request in tests that give none) every request shares this address. */
export const UNKNOWN_ADDRESS = 'unknown';

const FORWARDING_HEADERS = [
  'X-Forwarded-For',
  'X-Forwarded-Proto',
  'X-Forwarded-Host',
  'Forwarded',
  'X-Real-IP',
];

/** The socket's peer, IPv4-mapped IPv6 written as plain IPv4; undefined without a socket. */
export function peerAddress(c: Context): string | undefined {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
  return address === undefined ? undefined : unmapped(address);
}

export function clientAddress(c: Context, proxies: TrustedProxies): string {
  let client = peerAddress(c);
  if (client === undefined) return UNKNOWN_ADDRESS;
  const hops = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter((hop) => hop !== '');
  while (proxies.has(client)) {
    const previous = hops.pop();
    if (previous === undefined) break;
    client = previous;
  }
  return client.slice(0, 64);
}

/** True when the request says it passed through a proxy (trusted or not). */
export function isForwarded(c: Context): boolean {
  return FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
}

/** Served over https: directly, or by a trusted proxy's word (X-Forwarded-Proto). */
export function isHttps(c: Context, proxies: TrustedProxies): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const peer = peerAddress(c);
  if (peer === undefined || !proxies.has(peer)) return false;
  return c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** 127.0.0.0/8 and ::1: the machine itself. */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^127(\.\d{1,3}){3}$/.test(address));
}

function unmapped(address: string): string {
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(address) ? address.slice(7) : address;
}

// Where a request came from, for the per-address limits and the loopback-only outbox: the socket's
// peer, unless that peer is a trusted proxy (TRUST_PROXY). Then X-Forwarded-For is read from the
// right, each trusted proxy vouching for the hop before it, and the first hop not trusted is the
// client. A client cannot choose its address by sending the header itself. The limits key an IPv6
// client by its /64 (see addressKey).
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
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
  // Asked first: getConnInfo throws without one, and an error's stack costs (in every API call a
  // page's render makes in process).
  if (!hasSocket(c)) return undefined;
  const address = getConnInfo(c).remote.address;
  return address === undefined ? undefined : unmapped(address);
}

/** Whether the request came over a socket of @hono/node-server (its bindings, as getConnInfo reads them). */
function hasSocket(c: Context): boolean {
  const env = c.env as { server?: { incoming?: IncomingMessage }; incoming?: IncomingMessage } | undefined;
  return (env?.server ?? env)?.incoming?.socket !== undefined;
}

/** The client, as the per-address limits and hashing turns count it (see addressKey). */
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
  return addressKey(client);
}

/**
 * What the per-address limits count: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6
 * address by its /64 prefix ("2001:db8:1:2::/64"), since one host is routinely given a whole /64 and
 * could take a new address for every request. Anything else is kept as it is (at most 64 characters).
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (groups === undefined) return address.slice(0, 64);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${compressGroups([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped); undefined for anything else. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? 0 : 8 - before.length - after.length;
  return [...before, ...Array<number>(zeros).fill(0), ...after];
}

/** Eight groups written the usual short way: lower-case hex, the longest run of zeros as "::". */
function compressGroups(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < groups.length; start++) {
    let length = 0;
    while (groups[start + length] === 0) length++;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
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

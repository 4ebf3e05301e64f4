// The proxies named in TRUST_PROXY (addresses or CIDR ranges): only their forwarding headers
// (X-Forwarded-For, X-Forwarded-Proto) are believed. Anyone else could write any address there.
import { BlockList, isIP } from 'node:net';

/** Checks TRUST_PROXY's comma-separated entries; throws a start-up error naming a bad one. */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!parseEntry(entry)) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or ranges such as 10.0.0.1, 172.16.0.0/12 or ::1, got "${entry}"`,
      );
    }
  }
  return entries;
}

export class TrustedProxies {
  private readonly list = new BlockList();

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const parsed = parseEntry(entry);
      if (!parsed) throw new Error(`Not a proxy address or range: ${entry}`);
      const family = parsed.family === 4 ? 'ipv4' : 'ipv6';
      if (parsed.prefix === undefined) this.list.addAddress(parsed.address, family);
      else this.list.addSubnet(parsed.address, parsed.prefix, family);
    }
  }

  /** Whether `address` is one of the proxies (IPv4-mapped IPv6 forms included). */
  has(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

function parseEntry(entry: string): { address: string; family: 4 | 6; prefix?: number } | undefined {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  if ((version !== 4 && version !== 6) || extra !== undefined) return undefined;
  const family: 4 | 6 = version;
  if (prefixText === undefined) return { address, family };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) return undefined;
  return { address, family, prefix };
}

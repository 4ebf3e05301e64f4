/**
 * A sign-in's or session's address (/loginSessions, /activeSessions) as a shopper can read it. The
 * server keeps what its per-address limits count (server/http/client-address.ts, addressKey): an
 * IPv4 address as it is, an IPv6 client only by its /64 network ("2001:db8:1:2::/64"), 'unknown'
 * without one. docs/decisions/0123-the-customers-account.md ("Sign-in dates and addresses"):
 * - the machine itself (127.0.0.0/8, ::1, and "::/64", the network ::1 is kept as) is 'local': the
 *   screen says "This computer (local)" in the shopper's language;
 * - an IPv6 network is its first four groups written out and an ellipsis ('2001:db8:1:2:…'): the
 *   rest of the address was never kept, and "::/64" means nothing to a shopper;
 * - nothing, 'unknown' or an address that is not one is 'unknown' ("Unknown address");
 * - any other address (IPv4, a whole IPv6 address) is shown as it is.
 */
export type AddressText = { kind: 'unknown' } | { kind: 'local' } | { kind: 'address'; text: string };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
/** A /64 network as the server writes it: up to four groups, then '::/64'. */
const IPV6_NETWORK = /^((?:[0-9a-f]{1,4})(?::[0-9a-f]{1,4}){0,3})?::\/64$/i;
/** A whole IPv6 address (hex groups and colons, maybe a dotted IPv4 tail), loosely. */
const IPV6_ADDRESS = /^[0-9a-f:]*:[0-9a-f:.]*$/i;

export function addressText(address: string | null | undefined): AddressText {
  const text = (address ?? '').trim();
  if (text === '' || text.toLowerCase() === 'unknown') return { kind: 'unknown' };
  const ipv4 = IPV4.exec(text);
  if (ipv4) {
    if (ipv4.slice(1).some((part) => Number(part) > 255)) return { kind: 'unknown' };
    return ipv4[1] === '127' ? { kind: 'local' } : { kind: 'address', text };
  }
  const network = IPV6_NETWORK.exec(text);
  if (network) {
    const groups = network[1] ? network[1].toLowerCase().split(':') : [];
    if (groups.length === 0) return { kind: 'local' };
    while (groups.length < 4) groups.push('0');
    return { kind: 'address', text: `${groups.join(':')}:…` };
  }
  if (text === '::1') return { kind: 'local' };
  if (IPV6_ADDRESS.test(text) && text.length <= 45) return { kind: 'address', text: text.toLowerCase() };
  return { kind: 'unknown' };
}

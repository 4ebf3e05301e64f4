import { describe, expect, it } from 'vitest';
import { addressText } from '../../src/features/account/rules/signInAddress.ts';

describe('addressText', () => {
  it('calls the machine itself local: IPv4 loopback, ::1 and the /64 it is kept as', () => {
    for (const address of ['127.0.0.1', '127.4.5.6', '::1', '::/64', ' ::/64 ']) {
      expect(addressText(address)).toEqual({ kind: 'local' });
    }
  });

  it('writes an IPv6 network as its four groups and an ellipsis, never the /64 notation', () => {
    expect(addressText('2001:db8:1:2::/64')).toEqual({ kind: 'address', text: '2001:db8:1:2:…' });
    expect(addressText('2001:DB8::/64')).toEqual({ kind: 'address', text: '2001:db8:0:0:…' });
    expect(addressText('fe80::/64')).toEqual({ kind: 'address', text: 'fe80:0:0:0:…' });
  });

  it('shows an IPv4 address, or a whole IPv6 address, as it is', () => {
    expect(addressText('203.0.113.9')).toEqual({ kind: 'address', text: '203.0.113.9' });
    expect(addressText('2001:db8::7')).toEqual({ kind: 'address', text: '2001:db8::7' });
  });

  it('says unknown for nothing, the server’s "unknown" and what is not an address', () => {
    for (const address of [null, undefined, '', '  ', 'unknown', 'UNKNOWN', '300.1.1.1', 'a proxy', '<b>']) {
      expect(addressText(address)).toEqual({ kind: 'unknown' });
    }
  });
});

// The input rules every endpoint relies on, without a database.
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../server/http/client-address.ts';
import { HttpError } from '../../server/http/http-error.ts';
import { pageOf, readPage } from '../../server/http/pagination.ts';
import { parseInteger, QueryParams } from '../../server/http/query.ts';
import { parseRealm, parseRealmName } from '../../server/http/realm.ts';

function errorOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('QueryParams', () => {
  it('decodes percent-escapes and plus signs, trims, and treats blank as absent', () => {
    const params = QueryParams.fromUrl('http://x/p?name=Caf%C3%A9+au+lait&blank=%20&flag#frag=1');
    expect(params.get('name')).toBe('Café au lait');
    expect(params.get('blank')).toBeUndefined();
    expect(params.get('flag')).toBeUndefined();
    expect(params.get('frag')).toBeUndefined();
    expect(params.get('missing')).toBeUndefined();
  });

  it('rejects malformed percent-encoding and repeated keys with a 400', () => {
    const malformed = errorOf(() => QueryParams.fromUrl('http://x/p?a=%ZZ'));
    expect([malformed.status, malformed.message]).toEqual([
      400,
      'The query string has malformed percent-encoding',
    ]);
    const repeated = errorOf(() => QueryParams.fromUrl('http://x/p?a=1&a=2').get('a'));
    expect([repeated.status, repeated.message]).toEqual([400, '“a” must be given only once.']);
  });

  it('require() names the missing parameter', () => {
    expect(errorOf(() => QueryParams.fromUrl('http://x/p').require('store-id')).message).toBe(
      '“store-id” is required.',
    );
  });
});

describe('parseInteger', () => {
  it.each([
    ['19', 19],
    ['-1', -1],
    ['007', 7],
    ['1.0', undefined],
    ['1e3', undefined],
    ['+5', undefined],
    [' 5', undefined],
    ['0x10', undefined],
    ['1234567890123456', undefined],
  ])('%s → %s', (input, expected) => {
    expect(parseInteger(input)).toBe(expected);
  });
});

describe('readPage / pageOf', () => {
  const params = (query: string) => QueryParams.fromUrl(`http://x/p?${query}`);

  it('turns page numbers into limit and offset; -1 means everything', () => {
    expect(readPage(params('p=3'), 'p', 10, 1)).toEqual({ limit: 10, offset: 20 });
    expect(readPage(params('p=-1'), 'p', 10, 1)).toEqual({ limit: null, offset: 0 });
    expect(readPage(params(''), 'p', 10, -1)).toEqual({ limit: null, offset: 0 });
    expect(pageOf([1, 2, 3, 4, 5], { limit: 2, offset: 2 })).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], { limit: null, offset: 0 })).toEqual([1, 2, 3]);
  });

  it.each(['p=0', 'p=-5', 'p=2.5', 'p=1000001'])('rejects %s', (query) => {
    expect(errorOf(() => readPage(params(query), 'p', 10, 1)).message).toBe(
      '“p” must be -1 (all) or a page number of at least 1.',
    );
  });
});

describe('realm names', () => {
  it('parseRealm lower-cases an exact realm and refuses suffixes', () => {
    expect(parseRealm(' Demo_2 ', 'realm')).toBe('demo_2');
    expect(errorOf(() => parseRealm('demo-customers', 'realm')).status).toBe(400);
    expect(errorOf(() => parseRealm(undefined, 'realm')).message).toBe('“realm” is required.');
  });

  it('parseRealmName keeps the first dash-separated word', () => {
    expect(parseRealmName('DEMO-customers-eu', 'realm-name')).toBe('demo');
    expect(errorOf(() => parseRealmName('-demo', 'realm-name')).message).toBe(
      '“realm-name” must be 1 to 64 letters, digits or underscores.',
    );
    expect(errorOf(() => parseRealmName('é-demo', 'realm-name')).status).toBe(400);
  });
});

// A host with IPv6 usually holds a whole /64 (often far more): keyed by its full address, one
// host could take a fresh per-address limit for every request.
describe('addressKey', () => {
  it('keys an IPv4 client by its address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('keys an IPv6 client by its /64 prefix, however the address is written', () => {
    const prefix = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2:a:b:c:d',
      '2001:db8:1:2::77%eth0',
    ]) {
      expect(addressKey(address)).toBe(prefix);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('2001:db8:0:0:1::')).toBe('2001:db8::/64');
    expect(addressKey('2001:db8:a:b:1::')).toBe('2001:db8:a:b::/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:c000:201')).toBe('192.0.2.1');
    expect(addressKey('0:0:0:0:0:ffff:c000:0201')).toBe('192.0.2.1');
  });

  it('keeps anything that is not an address as it is, at most 64 characters', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('x'.repeat(100))).toBe('x'.repeat(64));
  });
});

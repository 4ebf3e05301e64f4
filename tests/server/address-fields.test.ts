// The free-text fields of an address refuse what names refuse (refuseHiddenCharacters in
// server/customers/identifiers.ts): text-direction overrides, isolates and marks that make an
// address read differently on a label or an invoice from what it holds, other invisible formatting,
// and halves of characters (lone surrogates). Each field, added and edited; nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ADDRESS_FIELD_MAX_LENGTH, AddressList, CustomerAddress } from '../../contracts/address.ts';
import type { Harness } from './auth-harness.ts';
import { expectFailure, okBody, type Shopper } from './cart-kit.ts';
import { ADDRESSES, type CheckoutCalls, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let a: Shopper;
let k: CheckoutCalls;

beforeAll(async () => {
  ({ h, a, k } = await openCheckoutWorld('address.fields@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

const ADDRESS = {
  full_name: 'Ravi Kumar',
  phone_number: '9123456780',
  address_line_1: '7 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700001',
};

const LABELS: Record<keyof typeof ADDRESS_FIELD_MAX_LENGTH, string> = {
  full_name: 'Full name',
  address_line_1: 'Address line 1',
  address_line_2: 'Address line 2',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  country: 'Country',
};
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];

const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const LONE_SURROGATES = ['\uD83D', '\uDE00', 'x\uDBFFy'];

const hidden = (field: string) =>
  `“${field}” must not contain invisible formatting characters (such as text-direction or zero-width marks).`;
const broken = (field: string) =>
  `“${field}” must not contain broken characters (half of an emoji or of another character).`;

async function storedTexts(): Promise<string> {
  const rows = await h.db.query('SELECT * FROM customer_addresses WHERE customer_id = $1', [a.id]);
  return JSON.stringify(rows);
}

describe('address fields', () => {
  it.each(FIELDS)(
    '%s refuses every text-direction control and lone surrogate, added or edited',
    async (field) => {
      const before = await storedTexts();
      const [existing] = okBody(
        await h.call<AddressList>('GET', ADDRESSES, { headers: a.headers }),
      ).addresses;
      const path = `${ADDRESSES}/${existing?.address_id}`;
      for (const mark of BIDI) {
        const body = { ...ADDRESS, [field]: `Park ${mark}teertS` };
        expectFailure(await k.addAddress(a, body), 400, hidden(LABELS[field]));
        expectFailure(await h.call('PUT', path, { headers: a.headers, body }), 400, hidden(LABELS[field]));
      }
      for (const half of LONE_SURROGATES) {
        const body = { ...ADDRESS, [field]: `Park ${half} Street` };
        expectFailure(await k.addAddress(a, body), 400, broken(LABELS[field]));
        expectFailure(await h.call('PUT', path, { headers: a.headers, body }), 400, broken(LABELS[field]));
      }
      // A zero-width space hides text too.
      expectFailure(
        await k.addAddress(a, { ...ADDRESS, [field]: 'Park\u200BStreet' }),
        400,
        hidden(LABELS[field]),
      );
      expect(await storedTexts()).toBe(before);
    },
  );

  it('keeps what real addresses hold: joiners between letters, whole emoji, right-to-left scripts', async () => {
    const body = {
      ...ADDRESS,
      full_name: 'مهدی\u200Cزاده',
      address_line_1: 'شارع الملك فهد 12',
      landmark: 'Near the 🏛️ museum',
      city: 'कोच्चि',
    };
    const added = await k.addAddress(a, body);
    expect(added.status).toBe(201);
    const address = added.body.response_body as CustomerAddress;
    expect(address).toMatchObject({
      full_name: 'مهدی\u200Cزاده',
      address_line_1: 'شارع الملك فهد 12',
      landmark: 'Near the 🏛️ museum',
    });
    await h.call('DELETE', `${ADDRESSES}/${address.address_id}`, { headers: a.headers });
  });
});

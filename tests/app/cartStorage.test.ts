import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine, CartProduct } from '../../machines/cart/cart.types.ts';
import {
  readBuyNow,
  readCartInput,
  readGuestCart,
  readPendingAdd,
  toGuestCartItem,
  writeBuyNow,
  writeMergeRefused,
  writePendingMerge,
} from '../../src/app/storage/cartStorage.ts';

// The cart's browser storage is read with the rules the server applies: ids, slot ids and
// quantities are whole numbers of at least 1, so a hand edit (2.5, 1.5, -1) never reaches the
// server, and an unreadable kept merge is dropped rather than wedging the merge after sign-in.

const product = (productId: number, name: string): CartProduct => ({
  productId,
  name,
  price: 20,
  sellingPrice: 15,
  discountDetails: null,
  image: `products/${productId}/1.svg`,
  productType: 'Physical',
  maxQuantity: 5,
  priceVisible: true,
  slot: null,
});
const line = (of: CartProduct, quantity: number): CartLine => ({ ...of, cartItemId: null, quantity });

const KETTLE = product(1, 'Kettle');
const LAMP = product(2, 'Lamp');
const set = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

afterEach(() => localStorage.clear());

describe('pending_cart_item', () => {
  it('is read when its product id is a whole number of at least 1', () => {
    set('pending_cart_item', KETTLE);
    expect(readPendingAdd()).toEqual(KETTLE);
  });

  it.each([
    ['a fractional product id', { ...KETTLE, productId: 2.5 }],
    ['a negative product id', { ...KETTLE, productId: -1 }],
    ['a product id as text', { ...KETTLE, productId: '1' }],
    ['a fractional slot id', { ...KETTLE, slot: { slotId: 1.5, label: 'Mon 10:00' } }],
  ])('is dropped with %s', (_name, value) => {
    set('pending_cart_item', value);
    expect(readPendingAdd()).toBeNull();
  });

  it('a limit that is not a whole number of at least 1 reads as not known', () => {
    set('pending_cart_item', { ...KETTLE, maxQuantity: 2.5 });
    expect(readPendingAdd()?.maxQuantity).toBeNull();
  });
});

describe('slot_selected', () => {
  it('keeps slots with whole slot ids only', () => {
    set('cart', [toGuestCartItem(line(KETTLE, 1)), toGuestCartItem(line(LAMP, 1))]);
    set('slot_selected', {
      1: { slotId: 7, label: 'Mon 10:00' },
      2: { slotId: 1.5, label: 'Tue 11:00' },
    });
    expect(readGuestCart().map((entry) => entry.slot)).toEqual([{ slotId: 7, label: 'Mon 10:00' }, null]);
  });
});

describe('cart (the guest cart)', () => {
  it('keeps whether the price is shown; an item without the field shows it (SPEC section 5)', () => {
    const hidden = line({ ...LAMP, priceVisible: false }, 1);
    set('cart', [toGuestCartItem(line(KETTLE, 1)), toGuestCartItem(hidden)]);
    expect(readGuestCart().map((entry) => entry.priceVisible)).toEqual([true, false]);
    const { price_visibility: _dropped, ...older } = toGuestCartItem(hidden);
    set('cart', [older]);
    expect(readGuestCart()[0]?.priceVisible).toBe(true);
  });

  it('a pending add keeps a hidden price hidden', () => {
    set('pending_cart_item', { ...KETTLE, priceVisible: false });
    expect(readPendingAdd()?.priceVisible).toBe(false);
  });

  it("reads a guest item's limit (`quantity`) only when it is a whole number of at least 1", () => {
    set('cart', [
      { ...toGuestCartItem(line(KETTLE, 1)), quantity: 2.5 },
      { ...toGuestCartItem(line(LAMP, 1)), quantity: 7 },
    ]);
    expect(readGuestCart().map((entry) => entry.maxQuantity)).toEqual([null, 7]);
  });
});

describe('cart_merge (a merge sent but not confirmed)', () => {
  const input = () => readCartInput();

  it('is kept when it reads whole', () => {
    const merge = { key: 'merge-key-1', lines: [line(KETTLE, 2)] };
    writePendingMerge(merge);
    expect(input().pendingMerge).toEqual(merge);
  });

  it.each([
    [
      'a quantity of -1',
      { key: 'merge-key-1', lines: [line(LAMP, 1), { ...line(KETTLE, 1), quantity: -1 }] },
    ],
    [
      'a product id of 2.5',
      { key: 'merge-key-1', lines: [line(LAMP, 1), { ...line(KETTLE, 1), productId: 2.5 }] },
    ],
    ['a line without a name', { key: 'merge-key-1', lines: [line(LAMP, 1), { productId: 1, quantity: 1 }] }],
    ['a key the server refuses', { key: 'x', lines: [line(LAMP, 1)] }],
  ])('with %s is dropped, and its readable lines go back to the guest cart', (_name, merge) => {
    set('cart', [toGuestCartItem(line(KETTLE, 3))]);
    set('cart_merge', merge);
    const { guestLines, pendingMerge } = input();
    expect(pendingMerge).toBeNull();
    expect(localStorage.getItem('cart_merge')).toBeNull();
    // The guest cart keeps its own line for a product both hold; the merge's other lines join it.
    expect(guestLines.map((entry) => [entry.name, entry.quantity])).toEqual([
      ['Kettle', 3],
      ['Lamp', 1],
    ]);
    expect((stored('cart') as Array<{ productName: string }>).map((item) => item.productName)).toEqual([
      'Kettle',
      'Lamp',
    ]);
  });

  it('with no lines at all is dropped', () => {
    set('cart_merge', { key: 'merge-key-1', lines: [] });
    expect(input()).toMatchObject({ pendingMerge: null, guestLines: [] });
    expect(localStorage.getItem('cart_merge')).toBeNull();
  });
});

describe('cart_merge_refused', () => {
  it('says that the server refused a merge for good, until it is forgotten', () => {
    expect(readCartInput().mergeRefused).toBe(false);
    writeMergeRefused(true);
    expect(readCartInput().mergeRefused).toBe(true);
    writeMergeRefused(false);
    expect(readCartInput().mergeRefused).toBe(false);
  });
});

describe('buyNowItem', () => {
  it('keeps the product in the guest cart shape, with its slot, for the checkout to start from', () => {
    writeBuyNow({ ...KETTLE, slot: { slotId: 4, label: 'Monday, 10:00 AM–11:00 AM' } });
    expect(stored('buyNowItem')).toMatchObject({ productId: 1, productName: 'Kettle', cartQuantity: 1 });
    expect(readBuyNow()).toEqual({ productId: 1, quantity: 1, slotId: 4 });
    writeBuyNow(LAMP);
    expect(readBuyNow()).toEqual({ productId: 2, quantity: 1, slotId: null });
  });

  it('reads as nothing when absent or not whole', () => {
    expect(readBuyNow()).toBeNull();
    set('buyNowItem', { productId: 2.5, cartQuantity: 1 });
    expect(readBuyNow()).toBeNull();
    set('buyNowItem', { productId: 2, cartQuantity: 1, slot: { slotId: -1, label: 'x' } });
    expect(readBuyNow()).toEqual({ productId: 2, quantity: 1, slotId: null });
  });
});

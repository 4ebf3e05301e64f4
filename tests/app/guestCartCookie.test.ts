import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { writeGuestCart } from '../../src/app/storage/cartStorage.ts';
import { mirrorGuestCartLines } from '../../src/app/storage/guestCartCookie.ts';
import { clearBrowserSession } from '../../src/app/storage/sessionPersistence.ts';
import { cartLine } from '../components/cartFixtures.ts';

// The guest cart is kept in storage; its number of lines is mirrored in the `cart_lines` cookie, so
// that the server draws the cart's count and an empty cart as they are (contracts/first-screen.ts).

const line = (productId: number) => cartLine(productId, `Product ${productId}`, 20, 15, 1);

afterEach(() => {
  localStorage.clear();
  Cookies.remove('cart_lines');
});

describe('the guest cart’s line count in a cookie', () => {
  it('follows every write of the guest cart, and goes when the cart is empty', () => {
    writeGuestCart([line(1), line(2)]);
    expect(Cookies.get('cart_lines')).toBe('2');
    writeGuestCart([line(1)]);
    expect(Cookies.get('cart_lines')).toBe('1');
    writeGuestCart([]);
    expect(Cookies.get('cart_lines')).toBeUndefined();
  });

  it('is mirrored for a cart kept before the cookie existed', () => {
    mirrorGuestCartLines(3);
    expect(Cookies.get('cart_lines')).toBe('3');
  });

  it('goes with storage on sign-out', () => {
    writeGuestCart([line(1)]);
    clearBrowserSession();
    expect(Cookies.get('cart_lines')).toBeUndefined();
  });
});

// The header's cart link is named for what the cart holds: empty, one product, several.
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { CartLine } from '../../machines/cart.types.ts';
import { toGuestCartItem } from '../../src/app/cartStorage.ts';
import { CartLink } from '../../src/features/shell/CartLink.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const line = (productId: number, quantity: number): CartLine => ({
  productId,
  cartItemId: null,
  name: `Product ${productId}`,
  price: 10,
  sellingPrice: 10,
  discountDetails: null,
  image: `products/${productId}/1.svg`,
  productType: 'Physical',
  maxQuantity: 5,
  priceVisible: true,
  slot: null,
  quantity,
});

async function renderLink(lines: CartLine[]) {
  if (lines.length > 0) localStorage.setItem('cart', JSON.stringify(lines.map(toGuestCartItem)));
  const rendered = await renderWithStore(<CartLink />, { withRouter: true });
  await waitFor(rendered.system.cart, (snapshot) => snapshot.matches('guest'));
  return screen.findByRole('link', { name: /^Cart, / });
}

afterEach(() => {
  localStorage.clear();
  for (const name of ['access_token', 'refresh_token', 'id_token']) Cookies.remove(name);
});

/** An unsigned JWT the session can read (the server checks signatures, the browser does not). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('CartLink', () => {
  it('names an empty cart as empty, without a count badge', async () => {
    const link = await renderLink([]);
    expect(link).toHaveAccessibleName('Cart, empty');
    expect(link).toHaveAttribute('href', '/cart');
    expect(link.querySelector('[data-count]')).toBeNull();
  });

  it('counts one product in the singular', async () => {
    const link = await renderLink([line(1, 1)]);
    expect(link).toHaveAccessibleName('Cart, 1 product');
    expect(link.querySelector('[data-count]')).toHaveAttribute('data-count', '1');
  });

  it('counts products, not their quantities', async () => {
    const link = await renderLink([line(1, 3), line(2, 1)]);
    expect(link).toHaveAccessibleName('Cart, 2 products');
  });

  it('does not call a signed-in customer’s cart empty before the server has said what it holds', async () => {
    const claims = { sub: 'c-1', name: 'Asha Rao', realm: 'demo', sid: 's-1', iat: 1, exp: 4_000_000_000 };
    Cookies.set('access_token', jwt(claims));
    Cookies.set('refresh_token', 'refresh-1');
    Cookies.set('id_token', 'id-1');
    let answerCart: (reply: [number, unknown]) => void = () => {};
    const held = new Promise<[number, unknown]>((resolve) => {
      answerCart = resolve;
    });
    const rendered = await renderWithStore(<CartLink />, {
      withRouter: true,
      answers: { '/cfs/rest/v3/customer-cart': () => held },
    });
    await waitFor(rendered.system.cart, (snapshot) => snapshot.matches({ customer: 'loading' }));
    expect(await screen.findByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    answerCart([200, { Products: [], total_count: 0 }]);
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
  });
});

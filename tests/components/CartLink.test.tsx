// The header's cart link is named for what the cart holds once it holds something: one product,
// several. An empty cart is only "Cart", the name the screen drawn on the server gives it too
// (docs/decisions/0144-cart-link-name.md).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectCartStatus } from '../../machines/cart/cart.machine.ts';
import type { CartLine } from '../../machines/cart/cart.types.ts';
import { CartLink } from '../../src/features/shell/CartLink.tsx';
import { cartLine as line, signInCustomer, signOutCustomer, storeGuestCart } from './cartFixtures.ts';
import { renderWithStore } from './renderWithStore.tsx';

async function renderLink(lines: CartLine[]) {
  if (lines.length > 0) storeGuestCart(lines);
  const rendered = await renderWithStore(<CartLink />, { withRouter: true });
  await waitFor(rendered.system.cart, (snapshot) => snapshot.matches('guest'));
  return screen.findByRole('link', { name: /^Cart\b/ });
}

afterEach(() => {
  localStorage.clear();
  signOutCustomer();
});

describe('CartLink', () => {
  it('names an empty cart only "Cart", as the drawn screen does, without a count badge', async () => {
    const link = await renderLink([]);
    expect(link).toHaveAccessibleName('Cart');
    expect(link).toHaveAttribute('href', '/cart');
    expect(link.querySelector('[data-count]')).toBeNull();
  });

  it('counts one product in the singular', async () => {
    const link = await renderLink([line(1, 'Kettle', 10, 10, 1)]);
    expect(link).toHaveAccessibleName('Cart, 1 product');
    expect(link.querySelector('[data-count]')).toHaveAttribute('data-count', '1');
  });

  it('counts products, not their quantities', async () => {
    const link = await renderLink([line(1, 'Kettle', 10, 10, 3), line(2, 'Lamp', 10, 10, 1)]);
    expect(link).toHaveAccessibleName('Cart, 2 products');
  });

  it('keeps a signed-in customer’s empty cart "Cart" before and after the server says what it holds', async () => {
    signInCustomer();
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
    await waitFor(rendered.system.cart, (snapshot) => selectCartStatus(snapshot) === 'ready');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });
});

import { act, screen, waitFor as waitForDom, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { CartProduct } from '../../machines/cart/cart.types.ts';
import { miniCart } from '../../src/app/hooks/miniCart.ts';
import { useCartActions } from '../../src/app/hooks/useCartActions.ts';
import { CartLink } from '../../src/features/shell/CartLink.tsx';
import { cartItem, cartLine, signInCustomer, signOutCustomer, storeGuestCart } from './cartFixtures.ts';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

vi.mock('../../src/app/toast.ts', () => ({ toast: vi.fn(async () => {}), placeToasts: vi.fn() }));

const kettle: CartProduct = {
  productId: 7,
  name: 'Boil Kettle',
  price: 500,
  sellingPrice: 450,
  discountDetails: null,
  image: 'products/7/1.svg',
  productType: 'Physical',
  maxQuantity: 5,
  priceVisible: true,
  slot: null,
};

/** A page with an Add to cart button for the kettle, and the header's cart link (the mini-cart's host). */
function Page() {
  const cart = useCartActions();
  return (
    <>
      <CartLink />
      <button type="button" onClick={() => cart.add(kettle)}>
        Add to cart
      </button>
    </>
  );
}

afterEach(() => {
  act(() => miniCart.close());
  localStorage.clear();
  signOutCustomer();
});

describe('the mini-cart', () => {
  it("opens on a guest's add with the line and the subtotal; Escape closes it and focus returns to the button", async () => {
    storeGuestCart([cartLine(2, 'Lamp', 120, 120, 2)]);
    const { system } = await renderWithStore(<Page />, { withRouter: true });
    await waitFor(system.cart, (snapshot) => snapshot.matches('guest'));
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);

    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(within(dialog).getByText('Boil Kettle')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity: 1')).toBeInTheDocument();
    // The line's price, and the cart's subtotal: 2 lamps and the kettle.
    expect(within(dialog).getByText('R 450.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(within(dialog).getByText('R 690.00')).toBeInTheDocument();
    // Checkout is the cart page's way to checkout.
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/cart');
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // Focus is in the dialog.
    await waitForDom(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitForDom(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitForDom(() => expect(add).toHaveFocus());
  });

  it('does not open for a product already in the cart', async () => {
    storeGuestCart([cartLine(7, 'Boil Kettle', 500, 450, 1)]);
    const { system } = await renderWithStore(<Page />, { withRouter: true });
    await waitFor(system.cart, (snapshot) => snapshot.matches('guest'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(miniCart.get()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens for a customer only once the server has confirmed the add', async () => {
    signInCustomer();
    let release: (() => void) | undefined;
    const cart: FakeAnswer = (_url, request) => {
      if (request.method !== 'POST') return [200, { Products: [], total_count: 0 }];
      return new Promise((resolve) => {
        release = () =>
          resolve([
            200,
            { Products: [cartItem(11, 7, 'Boil Kettle', 1, { product_price: 450 })], total_count: 1 },
          ]);
      });
    };
    const { system } = await renderWithStore(<Page />, {
      withRouter: true,
      answers: { '/cfs/rest/v3/customer-cart': cart },
    });
    await waitFor(system.cart, (snapshot) => snapshot.matches({ customer: 'idle' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(system.cart, (snapshot) => snapshot.matches({ customer: 'saving' }));
    // Sent, not yet confirmed: no mini-cart.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => release?.());
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(within(dialog).getByText('Subtotal (1 item)')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitForDom(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not open when the server refused the add (its error message says why)', async () => {
    signInCustomer();
    const cart: FakeAnswer = (_url, request) =>
      request.method === 'POST'
        ? [400, 'This product cannot be added']
        : [200, { Products: [], total_count: 0 }];
    const { system, requests } = await renderWithStore(<Page />, {
      withRouter: true,
      answers: { '/cfs/rest/v3/customer-cart': cart },
    });
    await waitFor(system.cart, (snapshot) => snapshot.matches({ customer: 'idle' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    // Refused, then the server cart read again.
    const cartReads = () =>
      requests.filter((request) => request.method === 'GET' && request.path.endsWith('/customer-cart'));
    await waitForDom(() => expect(cartReads()).toHaveLength(2));
    await waitFor(system.cart, (snapshot) => snapshot.matches({ customer: 'idle' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(true);
    expect(miniCart.get()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

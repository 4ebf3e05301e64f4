import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { CartLine } from '../../machines/cart.types.ts';
import { toGuestCartItem } from '../../src/app/cartStorage.ts';
import { CartPage } from '../../src/features/cart/CartPage.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const line = (
  productId: number,
  name: string,
  price: number,
  sellingPrice: number,
  quantity: number,
): CartLine => ({
  productId,
  cartItemId: null,
  name,
  price,
  sellingPrice,
  discountDetails: price > sellingPrice ? 'Festive offer' : null,
  image: `products/${productId}/1.svg`,
  productType: 'Physical',
  maxQuantity: 5,
  slot: null,
  quantity,
});

/** The guest cart a previous visit left in local storage. */
function storeGuestCart(lines: CartLine[]) {
  localStorage.setItem('cart', JSON.stringify(lines.map(toGuestCartItem)));
}

async function renderCart(lines: CartLine[]) {
  storeGuestCart(lines);
  const rendered = await renderWithStore(<CartPage />, { withRouter: true });
  await waitFor(rendered.system.cart, (snapshot) => snapshot.matches('guest'));
  return rendered;
}

afterEach(() => localStorage.clear());

describe('CartPage (a guest)', () => {
  it('shows each line with its total, and the cart totals and savings in the store currency', async () => {
    await renderCart([line(1, 'Kettle', 500, 450, 2), line(2, 'Lamp', 120, 120, 1)]);
    const products = await screen.findByRole('region', { name: 'Products in your cart' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(2);
    expect(within(products).getByRole('link', { name: 'Kettle' })).toBeInTheDocument();
    expect(within(products).getByLabelText('Total for Kettle: R 900.00')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Products (3)').nextSibling).toHaveTextContent('R 1,020.00');
    expect(within(summary).getByText('You save').nextSibling).toHaveTextContent('R 100.00');
  });

  it('changes a quantity with the stepper and by typing, within the limit, and keeps it in local storage', async () => {
    await renderCart([line(1, 'Kettle', 500, 450, 2)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More of Kettle' }));
    const field = screen.getByRole('textbox', { name: 'Quantity of Kettle' });
    expect(field).toHaveValue('3');
    await user.clear(field);
    await user.type(field, '9x{Enter}');
    // 9 is over the limit of 5: the quantity stays; letters never get in.
    expect(field).toHaveValue('3');
    await user.clear(field);
    await user.type(field, '5{Enter}');
    expect(field).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'More of Kettle' })).toBeDisabled();
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ cartQuantity: number }>;
    expect(stored.map((item) => item.cartQuantity)).toEqual([5]);
  });

  it('removes a line and empties the cart, then offers the products', async () => {
    await renderCart([line(1, 'Kettle', 500, 450, 1), line(2, 'Lamp', 120, 120, 1)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Kettle from the cart' }));
    expect(screen.queryByRole('link', { name: 'Kettle' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empty the cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toBeInTheDocument();
    expect(localStorage.getItem('cart')).toBe('[]');
  });
});

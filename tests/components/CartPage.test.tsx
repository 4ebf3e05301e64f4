import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { CartItem } from '../../contracts/cfs.ts';
import type { CartLine } from '../../machines/cart/cart.types.ts';
import { toast } from '../../src/app/toast.ts';
import { CartPage } from '../../src/features/cart/CartPage.tsx';
import {
  cartItem,
  cartLine as line,
  signInCustomer,
  signOutCustomer,
  storeGuestCart,
} from './cartFixtures.ts';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

// Toasts are checked by what they say (notistack itself is not mounted here).
vi.mock('../../src/app/toast.ts', () => ({ toast: vi.fn(async () => {}) }));

async function renderCart(lines: CartLine[]) {
  storeGuestCart(lines);
  const rendered = await renderWithStore(<CartPage />, { withRouter: true });
  await waitFor(rendered.system.cart, (snapshot) => snapshot.matches('guest'));
  return rendered;
}

afterEach(() => {
  vi.mocked(toast).mockClear();
  localStorage.clear();
  signOutCustomer();
});

const CART_PATH = '/cfs/rest/v3/customer-cart';

/** A signed-in customer's /cart; `cart` answers the customer-cart calls (by default, `items`). */
async function renderCustomerCart(
  items: CartItem[],
  cart?: FakeAnswer,
  answers: Record<string, FakeAnswer> = {},
) {
  signInCustomer();
  const page = { Products: items, total_count: items.length };
  const rendered = await renderWithStore(<CartPage />, {
    withRouter: true,
    answers: { [CART_PATH]: cart ?? [200, page], ...answers },
  });
  await waitFor(rendered.system.cart, (snapshot) => snapshot.matches({ customer: 'idle' }));
  return rendered;
}

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

  it('shows a price on request without a line total, leaves it out of the totals and says so', async () => {
    await renderCart([
      line(1, 'Kettle', 500, 450, 2),
      { ...line(2, 'Lamp', 120, 60, 1), priceVisible: false },
    ]);
    const products = await screen.findByRole('region', { name: 'Products in your cart' });
    const [, lamp] = within(products).getAllByRole('listitem');
    expect(within(lamp as HTMLElement).getByText('Price on request')).toBeInTheDocument();
    expect(within(lamp as HTMLElement).queryByText(/R /)).not.toBeInTheDocument();
    expect(within(products).queryByLabelText(/^Total for Lamp/)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('R 900.00');
    expect(within(summary).getByText('You save').nextSibling).toHaveTextContent('R 100.00');
    expect(within(summary).getByText(/price on request.*will be confirmed/i)).toBeInTheDocument();
  });

  it("shows a discount once: the price's percent, and the details only when they say more", async () => {
    await renderCart([
      { ...line(1, 'Kettle', 500, 250, 1), discountDetails: '50% off' },
      { ...line(2, 'Lamp', 200, 150, 1), discountDetails: 'Festive offer' },
    ]);
    const products = await screen.findByRole('region', { name: 'Products in your cart' });
    const [kettle, lamp] = within(products).getAllByRole('listitem') as HTMLElement[];
    expect(within(kettle as HTMLElement).getAllByText(/50% off/)).toHaveLength(1);
    expect(within(lamp as HTMLElement).getByText('25% off')).toBeInTheDocument();
    expect(within(lamp as HTMLElement).getByText('Festive offer')).toBeInTheDocument();
  });

  it('labels the quantity visibly ("Quantity"), names it for the product, and says its bounds', async () => {
    await renderCart([line(1, 'Kettle', 500, 450, 2)]);
    const field = await screen.findByRole('textbox', { name: 'Quantity of Kettle' });
    expect(screen.getByText('Quantity', { selector: 'label' })).toHaveAttribute('for', field.id);
    expect(field).toHaveAccessibleDescription('1 to 5');
    expect(screen.getByRole('button', { name: 'Fewer of Kettle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More of Kettle' })).toBeInTheDocument();
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

  it('keeps keyboard focus in the cart after Remove and Empty the cart', async () => {
    await renderCart([
      line(1, 'Kettle', 500, 450, 1),
      line(2, 'Lamp', 120, 120, 1),
      line(3, 'Mug', 80, 80, 1),
    ]);
    const user = userEvent.setup();
    // Removing a line: the next line's quantity takes the focus…
    await user.click(await screen.findByRole('button', { name: 'Remove Kettle from the cart' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Lamp' })).toHaveFocus();
    // …or, for the last line, the line now last.
    await user.click(screen.getByRole('button', { name: 'Remove Mug from the cart' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Lamp' })).toHaveFocus();
    // Emptying the cart: the cart's heading.
    await user.click(screen.getByRole('button', { name: 'Empty the cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
  });

  it('moves focus to the heading when the last line is removed', async () => {
    await renderCart([line(1, 'Kettle', 500, 450, 1)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Kettle from the cart' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
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

describe('CartPage (a signed-in customer)', () => {
  it('after a refused change, shows what the server holds (the cart was emptied on another device)', async () => {
    let reads = 0;
    const lines = [cartItem(11, 1, 'Kettle', 1), cartItem(12, 2, 'Lamp', 1)];
    await renderCustomerCart(
      lines,
      () => {
        reads += 1;
        return [200, reads === 1 ? { Products: lines, total_count: 2 } : { Products: [], total_count: 0 }];
      },
      { [`${CART_PATH}/11`]: [404, 'Cart item not found'] },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Kettle from the cart' }));
    // The Lamp line is gone too: the server's cart is empty.
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(toast).toHaveBeenCalledWith('Cart item not found', 'error');
  });

  it("shows a server line whose price is hidden (item_type request_item) as 'Price on request'", async () => {
    await renderCustomerCart([
      cartItem(11, 1, 'Kettle', 1),
      cartItem(12, 2, 'Consulting', 1, { item_type: 'request_item', price_visibility: false }),
    ]);
    const products = await screen.findByRole('region', { name: 'Products in your cart' });
    const [, consulting] = within(products).getAllByRole('listitem');
    expect(within(consulting as HTMLElement).getByText('Price on request')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('R 450.00');
  });

  it('lists the guest products a refused merge left on this device, and sends no merge', async () => {
    storeGuestCart([line(1, 'Kettle', 500, 450, 2), line(2, 'Lamp', 120, 120, 1)]);
    localStorage.setItem('cart_merge_refused', 'true');
    const { calls } = await renderCustomerCart([cartItem(11, 3, 'Phone', 1)]);
    const products = await screen.findByRole('region', { name: 'Products in your cart' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(1);
    const kept = screen.getByRole('region', { name: "Not moved to your account's cart" });
    expect(within(kept).getByRole('link', { name: 'Kettle' })).toBeInTheDocument();
    expect(within(kept).getByRole('link', { name: 'Lamp' })).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith(CART_PATH))).toEqual([`${CART_PATH}?page_number=-1`]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDetails } from '../../contracts/pbs.ts';
import { PurchaseActions } from '../../src/features/catalogue/details/PurchaseActions.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const product = (in_stock: boolean) => ({ product_id: 7, product_name: 'Mug', in_stock }) as ProductDetails;

describe('PurchaseActions', () => {
  it('disables every button, with an explanation, while no handler is wired', async () => {
    await renderWithStore(<PurchaseActions slot={null} product={product(true)} />);
    const cart = screen.getByRole('button', { name: 'Add to cart' });
    expect(cart).toBeDisabled();
    expect(cart).toHaveAttribute('title', 'Adding to the cart is not available yet');
    expect(screen.getByRole('button', { name: 'Buy now' })).toHaveAttribute(
      'title',
      'Buying now is not available yet',
    );
    expect(screen.getByRole('button', { name: 'Add to wish list' })).toBeDisabled();
  });

  it('calls the handlers with the product', async () => {
    const handlers = { onAddToCart: vi.fn(), onBuyNow: vi.fn(), onAddToWishList: vi.fn() };
    await renderWithStore(<PurchaseActions slot={null} product={product(true)} {...handlers} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
    expect(handlers.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ product_id: 7 }), null);
    expect(handlers.onBuyNow).toHaveBeenCalledTimes(1);
    expect(handlers.onAddToWishList).toHaveBeenCalledTimes(1);
  });

  it('keeps an out-of-stock product out of the cart but lets it onto the wish list', async () => {
    const handlers = { onAddToCart: vi.fn(), onBuyNow: vi.fn(), onAddToWishList: vi.fn() };
    await renderWithStore(<PurchaseActions slot={null} product={product(false)} {...handlers} />);
    for (const name of ['Add to cart', 'Buy now']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'This product is out of stock');
    }
    expect(screen.getByRole('button', { name: 'Add to wish list' })).toBeEnabled();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, type PriceProduct } from '../../src/components/Price.tsx';
import { RAND, renderWithStore } from './renderWithStore.tsx';

const product = (fields: Partial<PriceProduct> = {}): PriceProduct => ({
  product_price: 1499,
  final_price: 1299,
  ...fields,
});

describe('Price', () => {
  it('shows a discounted price with the original struck through and the discount percent', async () => {
    const { container } = await renderWithStore(<Price product={product()} />);
    expect(screen.getByText('R 1,299.00')).toBeInTheDocument();
    const original = container.querySelector('s');
    expect(original).toHaveTextContent('R 1,499.00');
    // The strike-through is explained to screen readers.
    expect(original).toHaveTextContent('Original price:');
    // (1499 − 1299) / 1499 × 100 = 13.34… → 13 (SPEC section 5: truncated).
    expect(screen.getByText('13% off')).toBeInTheDocument();
  });

  it('shows the selling price alone when there is no discount', async () => {
    const { container } = await renderWithStore(
      <Price product={product({ product_price: 500, final_price: 500 })} />,
    );
    expect(screen.getByText('R 500.00')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('shows no original price when only the selling price is known', async () => {
    const { container } = await renderWithStore(<Price product={{ final_price: 80 }} />);
    expect(screen.getByText('R 80.00')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
  });

  it('hides the price when price_visibility is false', async () => {
    const { container } = await renderWithStore(<Price product={product({ price_visibility: false })} />);
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('1,299');
    expect(container).not.toHaveTextContent('% off');
  });

  it('shows the price when price_visibility is missing or true', async () => {
    const missing = await renderWithStore(<Price product={product()} />);
    expect(missing.container).toHaveTextContent('R 1,299.00');
    expect(screen.queryByText('Price on request')).toBeNull();
    missing.unmount();
    await renderWithStore(<Price product={product({ price_visibility: true })} />);
    expect(screen.getByText('R 1,299.00')).toBeInTheDocument();
  });

  it("uses the store's currency symbol, and the default store's (₹) when it has none", async () => {
    const rand = await renderWithStore(<Price product={product({ product_price: 20, final_price: 20 })} />, {
      currency: [{ ...RAND, symbol: 'ZAR' }],
    });
    expect(screen.getByText('ZAR 20.00')).toBeInTheDocument();
    rand.unmount();
    await renderWithStore(<Price product={product({ product_price: 20, final_price: 20 })} />, {
      currency: [],
    });
    expect(screen.getByText('₹ 20.00')).toBeInTheDocument();
  });
});

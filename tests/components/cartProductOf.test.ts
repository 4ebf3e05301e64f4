import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../contracts/pbs.ts';
import { cartProductOf } from '../../src/app/hooks/cartProductOf.ts';

const summary = (extra: Partial<ProductSummary> = {}): ProductSummary => ({
  product_id: 7,
  product_name: 'Copper Kettle',
  product_price: 499,
  final_price: 449,
  discount_details: '10% off',
  product_image: '/media/products/7/1.svg,/media/products/7/2.svg',
  rating: 4.5,
  rating_count: 12,
  product_type_name: 'Physical',
  category_id: 3,
  category_name: 'Kitchen',
  vendor_id: 2,
  vendor_name: 'Test Kitchen',
  price_visibility: true,
  in_stock: true,
  max_quantity: 3,
  is_subscribed: false,
  ...extra,
});

describe('cartProductOf (what the cart keeps of a catalogue product)', () => {
  it("carries the product's limit (stock and its own limit per order), so a guest's stepper stops there", () => {
    expect(cartProductOf(summary()).maxQuantity).toBe(3);
  });

  it('reads a missing or unusable limit as not known (the cart then bounds the line at 99)', () => {
    expect(cartProductOf(summary({ max_quantity: undefined })).maxQuantity).toBeNull();
    expect(cartProductOf(summary({ max_quantity: 0 })).maxQuantity).toBeNull();
    expect(cartProductOf(summary({ max_quantity: 2.5 })).maxQuantity).toBeNull();
  });

  it('carries whether the price is shown', () => {
    expect(cartProductOf(summary()).priceVisible).toBe(true);
    expect(cartProductOf(summary({ price_visibility: false })).priceVisible).toBe(false);
    expect(cartProductOf(summary({ price_visibility: undefined })).priceVisible).toBe(true);
  });
});

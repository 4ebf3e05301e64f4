import type { ProductSummary } from '../../contracts/pbs.ts';

/** A product as the listings return it: 'Clay mug N', in stock unless said otherwise. */
export const productSummary = (id: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  product_id: id,
  product_name: `Clay mug ${id}`,
  product_price: 200,
  final_price: 150,
  discount_details: null,
  product_image: `/media/products/${id}.svg`,
  rating: 4.2,
  rating_count: 12,
  product_type_name: 'Physical',
  category_id: 3,
  category_name: 'Mugs',
  vendor_id: 2,
  vendor_name: 'Clay Co',
  in_stock: true,
  is_subscribed: false,
  ...overrides,
});

import type { ProductSummary } from '../../../contracts/pbs.ts';
import type { CartProduct, CartSlot } from '../../../machines/cart.types.ts';
import { isPriceVisible } from '../../lib/priceVisibility.ts';
import { firstImage } from '../../lib/productImage.ts';

/** What the cart keeps of a catalogue product (the server knows its stock; the cart learns it). */
export function cartProductOf(product: ProductSummary, slot: CartSlot | null = null): CartProduct {
  return {
    productId: product.product_id,
    name: product.product_name,
    price: product.product_price,
    sellingPrice: product.final_price,
    discountDetails: product.discount_details,
    image: firstImage(product.product_image) ?? '',
    productType: product.product_type_name,
    maxQuantity: null,
    priceVisible: isPriceVisible(product),
    slot,
  };
}

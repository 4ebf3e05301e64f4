import type { ProductSummary } from '../../../contracts/pbs.ts';
import type { CartProduct, CartSlot } from '../../../machines/cart/cart.types.ts';
import { isPriceVisible } from '../../../machines/shared/priceVisibility.ts';
import { firstImage } from '../../lib/productImage.ts';

/** A limit the cart can use: a whole number of at least 1 (0, out of stock, has no line to bound). */
const limitOf = (value: number | undefined): number | null =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? value : null;

/**
 * What the cart keeps of a catalogue product: its display fields, whether its price is shown, and
 * its limit (`max_quantity`: stock and its own limit per order), so a guest's stepper is bounded as
 * the server bounds a customer's; a missing or unusable limit is not known (the cart's 99 applies).
 */
export function cartProductOf(product: ProductSummary, slot: CartSlot | null = null): CartProduct {
  return {
    productId: product.product_id,
    name: product.product_name,
    price: product.product_price,
    sellingPrice: product.final_price,
    discountDetails: product.discount_details,
    image: firstImage(product.product_image) ?? '',
    productType: product.product_type_name,
    maxQuantity: limitOf(product.max_quantity),
    priceVisible: isPriceVisible(product),
    slot,
  };
}

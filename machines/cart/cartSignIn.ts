import type { ProductTypeName } from '../../contracts/pbs.ts';

/**
 * Products a guest cannot put in a local cart: a subscription or an API plan is an agreement with
 * an account, so adding one asks the shopper to sign in first; it is added right after.
 */
const ACCOUNT_PRODUCT_TYPES: readonly ProductTypeName[] = ['Subscription', 'API'];

export function addingNeedsSignIn(productType: ProductTypeName): boolean {
  return ACCOUNT_PRODUCT_TYPES.includes(productType);
}

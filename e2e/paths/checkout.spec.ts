import { checkoutPaths } from '../support/paths/checkoutPaths.ts';
import { describeBrowserPaths } from '../support/paths/describePaths.ts';

// The checkout's generated paths (a new checkout from the cart, refused or cut; a checkout loaded
// fresh, with a pincode kept, its addresses chosen before, its order placed already, or a request;
// addresses chosen, added, edited and refused; coupons checked, applied, refused, removed; a slot
// chosen; paying by cash or card, placed, handed off or refused; each request's network fault) in
// the browser.
//
// Not taken in the browser (and not counted):
// - open.addresses.idle —RETRY [hasChoice]→ open.addresses.savingChoice: the address step offers no
//   Try again after the addresses failed to be sent; the shopper picks an address again instead.
await describeBrowserPaths(checkoutPaths);

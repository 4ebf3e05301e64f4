import { cartPaths } from '../support/paths/cartPaths.ts';
import { describeBrowserPaths } from '../support/paths/describePaths.ts';

// The cart's generated paths (guest cart, sign-in merge, server changes, network faults) in the browser.
await describeBrowserPaths(cartPaths);

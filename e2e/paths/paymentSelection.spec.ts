import { describeBrowserPaths } from '../support/paths/describePaths.ts';
import { paymentSelectionPaths } from '../support/paths/paymentSelectionPaths.ts';

// The payment selection's generated paths (the payment step's radios, the gateway's configuration
// answered, cut and tried again, the selection started again as a coupon makes the order free and
// payable again) in the browser.
//
// Not played: the model's "pay on delivery only" scenario (the demo store takes both modes and no
// product takes online payment away), a removal that leaves nothing chosen (the radios never do)
// and cash on delivery added to an online method (one way to pay). Every transition is still taken.
await describeBrowserPaths(paymentSelectionPaths);

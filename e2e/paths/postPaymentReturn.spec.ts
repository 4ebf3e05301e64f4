import { describeBrowserPaths } from '../support/paths/describePaths.ts';
import { postPaymentReturnPaths } from '../support/paths/postPaymentReturnPaths.ts';

// The post-payment return's generated paths (the kept flags, each answer of the order-status check,
// its refusal and no answer at all, signing in and out, pages that check and pages that do not).
await describeBrowserPaths(postPaymentReturnPaths);

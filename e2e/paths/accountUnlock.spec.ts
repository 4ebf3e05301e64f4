import { accountUnlockPaths } from '../support/paths/accountUnlockPaths.ts';
import { describeBrowserPaths } from '../support/paths/describePaths.ts';

// Account unlock's generated paths (the form, a link, a code, resends, countdowns, refusals and
// network faults) in the browser.
await describeBrowserPaths(accountUnlockPaths);

import type { BrowserPaths } from './support/paths/browserPaths.ts';
import { describeBrowserPaths } from './support/paths/describePaths.ts';
import { languagePaths } from './support/paths/languagePaths.ts';
import { sessionPaths } from './support/paths/sessionPaths.ts';
import { storeBootstrapPaths } from './support/paths/storeBootstrapPaths.ts';

// Paths generated from the machine graphs of the machines shoppers see, played through the real UI
// against the real server (docs/MODEL-TESTING.md, "In the browser"): an edge cover, so that the
// browser takes every transition a browser can cause, each at least once.

const machines: BrowserPaths[] = [storeBootstrapPaths, languagePaths, sessionPaths];

for (const paths of machines) await describeBrowserPaths(paths);

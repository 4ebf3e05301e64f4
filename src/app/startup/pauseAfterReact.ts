// The entry chunk's modules are evaluated one after another in a single task, which on a phone's
// CPU holds the main thread for a quarter of a second: a tap on the page the server drew waits that
// long. The build keeps this module's top-level await where main.tsx imports it, so the modules after
// it are evaluated in a task of their own. React DOM, evaluated before it, is about half of the whole.
import { yieldToBrowser } from '../../lib/yieldToBrowser.ts';

if (typeof document !== 'undefined') await yieldToBrowser();

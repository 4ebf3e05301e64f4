// A second pause in the entry chunk's evaluation (see pauseAfterReact.ts): after the app's
// components, MUI and the router's React bindings, before the router's routes and the system.
import { yieldToBrowser } from '../../lib/yieldToBrowser.ts';

if (typeof document !== 'undefined') await yieldToBrowser();

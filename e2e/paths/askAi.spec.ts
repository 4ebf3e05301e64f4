import { askAiPaths } from '../support/paths/askAiPaths.ts';
import { describeBrowserPaths } from '../support/paths/describePaths.ts';

// Ask AI's generated paths in the browser: questions asked, stopped, retried and begun anew, an
// earlier conversation opened, the answer's stream given out one event at a time (the server's own
// events, and a notice made as the server writes it), a question refused (429) and a stream cut
// halfway.
//
// Not taken in the browser: answering —xstate.error.actor.askQuestion→ failed. The app's
// askQuestion actor catches every failure of the request and of its stream and sends STREAM.FAILED
// instead (src/features/askAi/actors/askAi.ts), so the actor never fails.
await describeBrowserPaths(askAiPaths);

// Waits said in messages ("Please try again in {wait}."), as messages of their own so that each
// language says its plural: "1 minute", "15 minutes", "دقيقة واحدة", "15 मिनट"…
import { msg, type ServerMessage } from './server-message.ts';

/** "{count} seconds" in each language's plural. */
export function secondsText(count: number): ServerMessage {
  return msg('{count} seconds', { count });
}

/** "45 seconds", "1 minute", "15 minutes", rounded up so the wait is never understated. */
export function waitText(seconds: number): ServerMessage {
  if (seconds < 60) return secondsText(Math.max(1, Math.ceil(seconds)));
  return msg('{count} minutes', { count: Math.ceil(seconds / 60) });
}

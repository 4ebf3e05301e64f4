// What whoever starts the server should know at once: where one-time codes and reset links go (a
// newcomer on `npm start` has no mail server), and where the links in them point.
import type { ServerConfig } from './config.ts';

export function startupNotes(config: ServerConfig): string[] {
  const here = `http://localhost:${config.port}`;
  const notes = [
    config.devOutbox
      ? `Development outbox: one-time codes and reset links are in this log and at ${here}/dev/outbox (for this machine only)`
      : 'One-time codes and reset links are written to this log (set DEV_OUTBOX=true to see them at /dev/outbox too)',
  ];
  if (!config.publicOrigin) {
    notes.push(
      config.nodeEnv === 'production'
        ? `PUBLIC_ORIGIN is not set: e-mailed links point to ${here}; set it to the storefront's address`
        : 'PUBLIC_ORIGIN is not set: e-mailed links point to the storefront on this machine',
    );
  }
  return notes;
}

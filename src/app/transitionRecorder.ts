import type { InspectionEvent } from 'xstate';

/** One machine transition the browser took, as `npm run paths` merges it into its coverage. */
export interface TransitionRecord {
  machine: string;
  source: string;
  event: string;
  target: string;
}

interface StateNodeLike {
  path: string[];
  machine: { id: string };
}

interface TransitionLike {
  source: StateNodeLike;
  target?: StateNodeLike[];
  eventType: string;
}

declare global {
  interface Window {
    /** Set by the Playwright suite; absent for shoppers, so nothing is recorded. */
    __XSTATE_TRANSITIONS__?: { push: (record: TransitionRecord) => void };
  }
}

/**
 * When the browser suite asks for it, records every transition the app's machines take, so that
 * path coverage includes what the real UI drove against the real server.
 */
export function transitionRecorder(): ((event: InspectionEvent) => void) | undefined {
  const records = window.__XSTATE_TRANSITIONS__;
  if (typeof records?.push !== 'function') return undefined;
  return (event) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions as unknown as TransitionLike[]) {
      records.push({
        machine: transition.source.machine.id,
        source: transition.source.path.join('.'),
        event: transition.eventType,
        target: (transition.target ?? [transition.source]).map((node) => node.path.join('.')).join(','),
      });
    }
  };
}

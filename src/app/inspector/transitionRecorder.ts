import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * One machine transition the browser took, named the way `npm run paths` names it
 * (scripts/paths/graphCoverage.ts): eventless transitions are `always`, and `index` tells apart
 * the guarded alternatives of one event that share a source and target.
 */
export interface TransitionRecord {
  machine: string;
  /** The source state's path without the machine id; '' for the root node. */
  source: string;
  event: string;
  /** Target paths joined with ','; the source itself for a targetless transition. */
  target: string;
  /** Position among the source's transitions for this event (or among its `always` list). */
  index: number;
}

declare global {
  interface Window {
    /** Set by the Playwright suite; absent for shoppers, so nothing is recorded. */
    __XSTATE_TRANSITIONS__?: { push: (record: TransitionRecord) => void };
  }
}

/** The record of a transition definition (a microstep's `_transitions` entry). */
export function transitionRecordOf(transition: AnyTransitionDefinition): TransitionRecord {
  const { source } = transition;
  const always = source.always ?? [];
  // XState gives eventless transitions the event type ''.
  const eventless = always.includes(transition);
  const siblings = eventless ? always : (source.transitions.get(transition.eventType) ?? []);
  return {
    machine: source.machine.id,
    source: source.path.join('.'),
    event: eventless ? 'always' : transition.eventType,
    target: (transition.target ?? [source]).map((node) => node.path.join('.')).join(','),
    index: siblings.indexOf(transition),
  };
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
    for (const transition of event._transitions) records.push(transitionRecordOf(transition));
  };
}

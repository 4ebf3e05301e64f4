import type { AnyActorLogic } from 'xstate';

/**
 * A stand-in for a machine that a parent invokes but the app provides (`parent.provide({ actors })`):
 * typed as that machine, so the parent's children stay typed, without importing its code. The
 * storefront invokes the page flows this way, which the app loads only when their page opens
 * (the first render does not carry them). Invoking the stand-in itself is a wiring error
 * and fails at once.
 */
export function providedByApp<T extends AnyActorLogic>(name: string): T {
  const missing = (): never => {
    throw new Error(`${name}: the app provides this machine (storefrontMachine.provide)`);
  };
  const standIn = {
    config: undefined,
    transition: missing,
    getInitialSnapshot: missing,
    getPersistedSnapshot: missing,
  };
  return standIn as unknown as T;
}

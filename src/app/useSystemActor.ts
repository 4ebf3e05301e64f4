import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpVerificationMachine } from '../../machines/auth/otpVerification.machine.ts';
import { useAppSystem } from './AppSystemContext.tsx';
import type { AppSystem } from './system.ts';

// Beside the hooks of AppSystemContext.tsx, in a module of its own: only the screens of page and
// dialog flows use it, and they are not part of the first render.

type StorefrontSnapshot = ReturnType<AppSystem['storefront']['getSnapshot']>;

/** The actors the system holds by system id, with their types (the storefront's children, and the code child). */
export type SystemActors = Required<StorefrontSnapshot['children']> & {
  otpVerification: ActorRefFrom<typeof otpVerificationMachine>;
};

/**
 * The actor the system holds under `systemId` (`system.get`), or undefined while none runs: a page
 * or dialog flow starts when its page or dialog opens and stops when it closes; the hook follows.
 */
export function useSystemActor<K extends keyof SystemActors>(systemId: K): SystemActors[K] | undefined {
  const { system } = useAppSystem().storefront;
  // Any actor of the system starting, changing or stopping may be this one coming or going.
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = system.inspect(changed);
      return () => subscription.unsubscribe();
    },
    [system],
  );
  const current = () => system.get(systemId) as SystemActors[K] | undefined;
  // The server's render has a system of its own: the same read (src/entry-server.tsx).
  return useSyncExternalStore(subscribe, current, current);
}

import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpVerificationMachine } from '../../machines/auth/otpVerification.machine.ts';
import type { AppSystem } from './system.ts';

const AppSystemContext = createContext<AppSystem | null>(null);

export function AppSystemProvider(props: { system: AppSystem; children: ReactNode }) {
  return <AppSystemContext.Provider value={props.system}>{props.children}</AppSystemContext.Provider>;
}

export function useAppSystem(): AppSystem {
  const system = useContext(AppSystemContext);
  if (!system) throw new Error('useAppSystem must be used inside AppSystemProvider');
  return system;
}

type StorefrontSnapshot = ReturnType<AppSystem['storefront']['getSnapshot']>;
type BootstrapSnapshot = ReturnType<AppSystem['storeBootstrap']['getSnapshot']>;
type LanguageSnapshot = ReturnType<AppSystem['language']['getSnapshot']>;
type SessionSnapshot = ReturnType<AppSystem['session']['getSnapshot']>;
type CartSnapshot = ReturnType<AppSystem['cart']['getSnapshot']>;

// Each hook reads one actor of the system through a selector the machine file exports.

export function useStorefront<T>(selector: (snapshot: StorefrontSnapshot) => T): T {
  return useSelector(useAppSystem().storefront, selector);
}

export function useStoreBootstrap<T>(selector: (snapshot: BootstrapSnapshot) => T): T {
  return useSelector(useAppSystem().storeBootstrap, selector);
}

export function useLanguage<T>(selector: (snapshot: LanguageSnapshot) => T): T {
  return useSelector(useAppSystem().language, selector);
}

export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useAppSystem().session, selector);
}

export function useCart<T>(selector: (snapshot: CartSnapshot) => T): T {
  return useSelector(useAppSystem().cart, selector);
}

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
  return useSyncExternalStore(subscribe, () => system.get(systemId) as SystemActors[K] | undefined);
}

import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
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

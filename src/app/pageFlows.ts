import { isPage, PAGES } from '../../machines/storefront/pages.ts';
import type { ApiClient } from '../api/client.ts';
import type { PageFlowLogics } from './actors/pageFlows.ts';
import type { SignedInFlowDeps, SignedInFlowLogics } from './actors/signedInFlows.ts';

// The flows the storefront machine runs while a page, a dialog or a panel is open are code only
// that page or dialog needs, so they are not part of the first render: the guest pages' (sign-in,
// sign-up, forgot password, password reset, account unlock) in one chunk, the signed-in customer's
// (the account pages', the enquiry's, Ask AI's) in another, the checkout's beside its screens. A
// chunk loads when its page opens (its route's loader, or the start on it) or before the dialog or
// panel tells the storefront, which then invokes them as ever. Until then the storefront holds
// stand-ins that resolve to the loaded machines when invoked.

/**
 * A chunk of flows loaded on demand. `load()` loads it (once; a failed load is tried again on the
 * next call); `lazy(make)` stands for what `make` builds from the loaded chunk, built on first use.
 * Using a stand-in before `load()` has finished is a wiring error and throws.
 */
export function flowChunk<M>(name: string, importChunk: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  return {
    async load(): Promise<void> {
      loading ??= importChunk().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      loaded = await loading;
    },
    lazy<T extends object>(make: (chunk: M) => T): T {
      let made: T | undefined;
      return deferred(() => {
        if (!loaded) throw new Error(`${name} is invoked before its code was loaded`);
        made ??= make(loaded);
        return made;
      });
    },
  };
}

const pageFlows = flowChunk('A page flow', () => import('./actors/pageFlows.ts'));

/** Loads the guest pages' flows (once; a failed load is tried again on the next call). */
export const loadPageFlows = pageFlows.load;

const FLOW_PAGES = [PAGES.signIn, PAGES.signUp, PAGES.forgotPassword, PAGES.resetPassword, PAGES.unlock];

/** The page at `path` runs a page flow: its chunk must be loaded before the storefront hears of it. */
export function runsPageFlow(path: string): boolean {
  return FLOW_PAGES.some((page) => isPage(path, page));
}

/**
 * The guest pages' flows for `storefrontMachine.provide`: each stands for its machine and reads the
 * loaded one when the storefront invokes it (the router and the start wait for `loadPageFlows()`).
 */
export function lazyPageFlows(api: ApiClient): PageFlowLogics {
  return lazyEach(pageFlows, (chunk) => chunk.pageFlowLogics(api), [
    'signIn',
    'signUp',
    'forgotPassword',
    'passwordReset',
    'accountUnlock',
  ]);
}

/** One stand-in per key of what `wire` builds from the loaded chunk (built once, on first use). */
function lazyEach<M, L extends Record<string, object>>(
  chunk: ReturnType<typeof flowChunk<M>>,
  wire: (loaded: M) => L,
  keys: ReadonlyArray<keyof L & string>,
): L {
  let logics: L | undefined;
  const wired = (loaded: M): L => {
    logics ??= wire(loaded);
    return logics;
  };
  return Object.fromEntries(
    keys.map((key) => [key, chunk.lazy((loaded) => wired(loaded)[key] as object)]),
  ) as L;
}

const signedInFlows = flowChunk('A signed-in flow', () => import('./actors/signedInFlows.ts'));

/**
 * Loads the signed-in customer's flows: the account pages', the enquiry's and Ask AI's (once; a
 * failed load is tried again on the next call).
 */
export const loadSignedInFlows = signedInFlows.load;

/** The signed-in customer's flows for `storefrontMachine.provide`. */
export function lazySignedInFlows(deps: SignedInFlowDeps): SignedInFlowLogics {
  return lazyEach(signedInFlows, (chunk) => chunk.signedInFlowLogics(deps), [
    'contactChange',
    'changePassword',
    'deviceRemoval',
    'enquiry',
    'askAi',
  ]);
}

/** An object that stands for `resolve()`'s result, looked up on each use. */
export function deferred<T extends object>(resolve: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = resolve();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(resolve(), key),
  });
}

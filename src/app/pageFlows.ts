import { isPage, PAGES } from '../../machines/storefront/pages.ts';
import type { ApiClient } from '../api/client.ts';
import type { PageFlowLogics } from './actors/pageFlows.ts';

// The page flows (sign-in, sign-up, forgot password, password reset) are code only their pages
// need, so they are not part of the first render (issue 9): their chunk loads when such a page
// opens (the guest routes' loader, or the start on one of them), before the router tells the
// storefront machine, which then invokes them as ever. Until then the storefront holds stand-ins
// that resolve to the loaded machines when invoked.

type PageFlowsModule = typeof import('./actors/pageFlows.ts');

let loading: Promise<PageFlowsModule> | undefined;
let loaded: PageFlowsModule | undefined;

/** Loads the page flows' chunk (once; a failed load is tried again on the next call). */
export async function loadPageFlows(): Promise<void> {
  loading ??= import('./actors/pageFlows.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  loaded = await loading;
}

const FLOW_PAGES = [PAGES.signIn, PAGES.signUp, PAGES.forgotPassword, PAGES.resetPassword];

/** The page at `path` runs a page flow: its chunk must be loaded before the storefront hears of it. */
export function runsPageFlow(path: string): boolean {
  return FLOW_PAGES.some((page) => isPage(path, page));
}

/**
 * The page flows for `storefrontMachine.provide`: each stands for its machine and reads the loaded
 * one when the storefront invokes it. Invoking one before `loadPageFlows()` has finished is a
 * wiring error (the router and the start wait for it) and throws.
 */
export function lazyPageFlows(api: ApiClient): PageFlowLogics {
  let logics: PageFlowLogics | undefined;
  const current = (): PageFlowLogics => {
    if (!loaded) throw new Error('The page flows are invoked before loadPageFlows() finished');
    logics ??= loaded.pageFlowLogics(api);
    return logics;
  };
  return {
    signIn: deferred(() => current().signIn),
    signUp: deferred(() => current().signUp),
    forgotPassword: deferred(() => current().forgotPassword),
    passwordReset: deferred(() => current().passwordReset),
  };
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

import type { StorefrontSnapshot } from '../../machines/storefront/storefront.machine.ts';
import { useStorefront } from './AppSystemContext.tsx';

type PageFlowId = 'signIn' | 'signUp' | 'forgotPassword' | 'passwordReset';

/**
 * The flow the open page runs, a child of the storefront machine; undefined for the moment between
 * the page's first render and the router telling the storefront which page is open.
 */
export function usePageFlow<K extends PageFlowId>(id: K): StorefrontSnapshot['children'][K] {
  return useStorefront((snapshot) => snapshot.children[id]);
}

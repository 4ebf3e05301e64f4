import type { QueryClient } from '@tanstack/react-query';
import type { AppSystem } from './system.ts';

/** What every route's beforeLoad and loader can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  system: AppSystem;
}

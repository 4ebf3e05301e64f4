// What the server and the storefront's server build (src/entry-server.tsx) exchange to render a
// page's first screen, and how the page carries it to the browser that hydrates it.

import type { TextDirection } from './store.ts';
import type { StorefrontBootstrap } from './storefront-bootstrap.ts';
import type { StorefrontConfig } from './storefront-config.ts';

export interface FirstScreenRequest {
  /** The page's path and query, without a language prefix. */
  href: string;
  config: StorefrontConfig;
  served: StorefrontBootstrap;
  /** The page's language, with its compiled catalog's messages. */
  language: { code: string; direction: TextDirection; messages: Record<string, unknown> };
  /** Calls the API in the server's own process (no network). */
  fetch: typeof globalThis.fetch;
}

export interface FirstScreen {
  /** Goes inside #root. */
  html: string;
  /** The first screen's style elements, for the head. */
  styles: string;
  /** The query cache the page was drawn from (TanStack Query's dehydrated state), for the browser. */
  queries: unknown;
}

export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/** Marks #root when it holds the page rendered on the server, for the browser to hydrate. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The id of the JSON data block with the query cache the server's render was drawn from. */
export const FIRST_SCREEN_QUERIES_ID = 'sf-first-screen-queries';

/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  readonly VITE_INSPECT?: string;
}

declare module 'virtual:lingui-json-catalogs' {
  /** The URL of each locale's compiled catalog (scripts/vite/linguiJsonCatalogs.ts). */
  const catalogUrls: Record<string, string>;
  export default catalogUrls;
}

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

declare module 'scheduler' {
  /** React's own task queue (react-dom schedules its renders and hydrations on it). */
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}

// A Vite plugin for the server's build only (vite.ssr.config.ts): every module that imports
// `serializeStyles` from @emotion/serialize (Emotion's styled, css and Global) gets the one in
// src/app/ssr/serializeStylesOnce.ts, which gives what the same styles, props and theme gave before.
// The browser's build keeps Emotion's own.
//
// (Drawing a styled element without the component Emotion inserts its styles with was tried too:
// the HTML is the same, but React's ids (useId: labels, radio groups, menus) follow the shape of the
// tree, and the browser, which draws that component, would hydrate other ids than the server drew.)
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const SERIALIZE_ONCE = fileURLToPath(
  new URL('../../src/app/ssr/serializeStylesOnce.ts', import.meta.url),
);

export function serverStyles(): Plugin {
  return {
    name: 'server-styles',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@emotion/serialize' || importer === SERIALIZE_ONCE) return null;
      // Resolved as Vite would (the package is there), then swapped; the module itself imports Emotion's.
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? SERIALIZE_ONCE : null;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { SERIALIZE_ONCE, serverStyles } from '../../scripts/vite/serverStyles.ts';

type ResolveId = (
  this: unknown,
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<unknown>;
const resolveId = serverStyles().resolveId as ResolveId;
/** Vite's own resolution, as the plugin sees it: the package is installed. */
const vite = { resolve: async (source: string) => ({ id: `/x/node_modules/${source}/dist/index.esm.js` }) };
const EMOTION_STYLED = '/x/node_modules/@emotion/styled/base/dist/emotion-styled-base.esm.js';

describe('serverStyles', () => {
  it('gives Emotion’s modules the kept serializations instead of its own', async () => {
    expect(await resolveId.call(vite, '@emotion/serialize', EMOTION_STYLED, {})).toBe(SERIALIZE_ONCE);
  });

  it('gives the kept serializations Emotion’s own, and leaves other imports alone', async () => {
    expect(await resolveId.call(vite, '@emotion/serialize', SERIALIZE_ONCE, {})).toBeNull();
    expect(await resolveId.call(vite, '@emotion/utils', EMOTION_STYLED, {})).toBeNull();
  });

  it('leaves a missing package to Vite’s own error', async () => {
    const missing = { resolve: async () => null };
    expect(await resolveId.call(missing, '@emotion/serialize', EMOTION_STYLED, {})).toBeNull();
  });

  it('runs in builds only (vite.ssr.config.ts adds it to the server’s)', () => {
    expect(serverStyles().apply).toBe('build');
  });
});

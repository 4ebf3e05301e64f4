import createCache, { type EmotionCache } from '@emotion/cache';
import type { TextDirection } from '../../../contracts/store.ts';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: Promise<EmotionCache> | null = null;

/**
 * Emotion flips left/right styles for right-to-left languages through the rtl stylis plugin.
 * Only rtl readers need that plugin, so it loads on demand, once.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, rtl]) =>
    createCache({ key: 'muirtl', stylisPlugins: [stylis.prefixer, rtl.default] }),
  );
  return rtlCache;
}

export function emotionCacheFor(direction: TextDirection): EmotionCache | Promise<EmotionCache> {
  return direction === 'rtl' ? loadRtlCache() : ltrCache;
}

// The entry's scripts a drawn page asks for after its first paint (server/page/after-paint.ts), read
// from index.html as the build writes it: one entry script with module preloads, or, when Vite left
// an entry that only imports out (the entry's modules await at their top level), the chunks it
// imported as scripts of their own.
import { describe, expect, it } from 'vitest';
import { afterPaintLoader, entryScriptsOf, withoutEntryScripts } from '../../server/page/after-paint.ts';

const ONE_ENTRY =
  '<head><title>Store</title>\n' +
  '<script type="module" crossorigin src="/assets/index-e1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-r1.js">\n</head>';
const ENTRY_LEFT_OUT =
  '<head><title>Store</title>\n' +
  '<script type="module" crossorigin src="/assets/runtime-r1.js"></script>\n' +
  '<script type="module" crossorigin src="/assets/index-e1.js"></script>\n</head>';

describe("a drawn page's entry scripts", () => {
  it('one entry script and its module preloads', () => {
    expect(entryScriptsOf(ONE_ENTRY)).toEqual({
      entries: ['/assets/index-e1.js'],
      modulePreloads: ['/assets/runtime-r1.js'],
    });
    expect(withoutEntryScripts(ONE_ENTRY)).not.toMatch(/<script|modulepreload/);
  });

  it('every module script index.html names, none of them left in the page to load before the paint', () => {
    const scripts = entryScriptsOf(ENTRY_LEFT_OUT);
    expect(scripts).toEqual({
      entries: ['/assets/runtime-r1.js', '/assets/index-e1.js'],
      modulePreloads: [],
    });
    expect(withoutEntryScripts(ENTRY_LEFT_OUT)).not.toContain('<script');
    const loader = afterPaintLoader({
      scripts: scripts ?? { entries: [], modulePreloads: [] },
      catalog: null,
      chunks: [],
    });
    expect(loader).toContain('["/assets/runtime-r1.js","/assets/index-e1.js"]');
  });

  it('a page without a built entry (the development server) has none', () => {
    expect(entryScriptsOf('<head><script type="module" src="/src/main.tsx"></script></head>')).toBeNull();
  });
});

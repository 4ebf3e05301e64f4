// The invoice's runs of one script each, in drawing order (server/orders/invoice-text.ts).
import { describe, expect, it } from 'vitest';
import { lineRuns, needsScriptFonts } from '../../server/orders/invoice-text.ts';

describe('lineRuns', () => {
  it('keeps Latin-only text as it is', () => {
    expect(needsScriptFonts('Copper Kettle (Monday, 10:00 AM)')).toBe(false);
    expect(lineRuns('Copper Kettle')).toEqual({
      runs: [{ script: 'latin', text: 'Copper Kettle' }],
      paragraphRtl: false,
    });
  });

  it('cuts Hindi from Latin, spaces staying with their run', () => {
    expect(needsScriptFonts('राम Kumar')).toBe(true);
    expect(lineRuns('राम कुमार, Flat 4').runs).toEqual([
      { script: 'devanagari', text: 'राम कुमार' },
      { script: 'latin', text: ', Flat 4' },
    ]);
  });

  it('draws an Arabic line right to left: runs in visual order, Arabic in logical order for the shaper', () => {
    const { runs, paragraphRtl } = lineRuns('محمد العلي 42');
    expect(paragraphRtl).toBe(true);
    // The number reads left to right at the far left; the words follow, the first word rightmost
    // (fontkit lays the Arabic run out right to left).
    expect(runs).toEqual([
      { script: 'latin', text: '42' },
      { script: 'arabic', text: 'محمد العلي ' },
    ]);
  });

  it('keeps a Latin line with an Arabic name left to right', () => {
    const { runs, paragraphRtl } = lineRuns('Invoice for محمد');
    expect(paragraphRtl).toBe(false);
    expect(runs).toEqual([
      { script: 'latin', text: 'Invoice for ' },
      { script: 'arabic', text: 'محمد' },
    ]);
  });
});

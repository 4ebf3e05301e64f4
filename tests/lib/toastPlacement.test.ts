import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toastAnchor, toastAnchorBesidePanel } from '../../src/lib/toastPlacement.ts';

describe('toast placement', () => {
  it('is top-right for left-to-right pages and top-left for right-to-left ones', () => {
    expect(toastAnchor('ltr')).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(toastAnchor('rtl')).toEqual({ vertical: 'top', horizontal: 'left' });
  });

  it('closes after five seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});

describe('toast placement beside the open Ask AI panel', () => {
  it('is the bottom of the start side (the panel is on the end side)', () => {
    expect(toastAnchorBesidePanel('ltr')).toEqual({ vertical: 'bottom', horizontal: 'left' });
    expect(toastAnchorBesidePanel('rtl')).toEqual({ vertical: 'bottom', horizontal: 'right' });
  });
});

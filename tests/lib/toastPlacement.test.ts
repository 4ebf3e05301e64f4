import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toastAnchor } from '../../src/lib/toastPlacement.ts';

describe('toast placement', () => {
  it('is top-right for left-to-right pages and top-left for right-to-left ones', () => {
    expect(toastAnchor('ltr')).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(toastAnchor('rtl')).toEqual({ vertical: 'top', horizontal: 'left' });
  });

  it('closes after five seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});

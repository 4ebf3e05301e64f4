import { describe, expect, it } from 'vitest';
import { formatMmSs } from '../../src/lib/mmss.ts';

describe('formatMmSs', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatMmSs(125)).toBe('02:05');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(9)).toBe('00:09');
    expect(formatMmSs(60)).toBe('01:00');
    expect(formatMmSs(599)).toBe('09:59');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatMmSs(3600)).toBe('60:00');
    expect(formatMmSs(4500)).toBe('75:00');
    expect(formatMmSs(6001)).toBe('100:01');
  });

  it('drops fractions of a second', () => {
    expect(formatMmSs(4.9)).toBe('00:04');
  });

  it('clamps negative and non-finite input to 00:00', () => {
    expect(formatMmSs(-1)).toBe('00:00');
    expect(formatMmSs(-125)).toBe('00:00');
    expect(formatMmSs(Number.NaN)).toBe('00:00');
    expect(formatMmSs(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

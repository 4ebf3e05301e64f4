import { describe, expect, it } from 'vitest';
import { BYTES_PER_MEGABYTE, bytesToMegabytes } from '../../src/lib/bytes.ts';

describe('bytesToMegabytes', () => {
  it('divides by 1048576', () => {
    expect(BYTES_PER_MEGABYTE).toBe(1048576);
    expect(bytesToMegabytes(1048576)).toBe(1);
    expect(bytesToMegabytes(1572864)).toBe(1.5);
    expect(bytesToMegabytes(5 * 1048576)).toBe(5);
  });

  it('rounds to two decimals by default', () => {
    expect(bytesToMegabytes(1000000)).toBe(0.95);
    expect(bytesToMegabytes(2621440 + 5000)).toBe(2.5);
    expect(bytesToMegabytes(2621440 + 5243)).toBe(2.51);
    expect(bytesToMegabytes(1048576 * 1.006)).toBe(1.01);
  });

  it('rounds to the requested decimals', () => {
    expect(bytesToMegabytes(1000000, 0)).toBe(1);
    expect(bytesToMegabytes(1000000, 4)).toBe(0.9537);
    expect(bytesToMegabytes(1000000, 2.7)).toBe(0.95);
    expect(bytesToMegabytes(1000000, -3)).toBe(1);
    expect(bytesToMegabytes(1000000, Number.NaN)).toBe(0.95);
  });

  it('gives 0 for empty, negative or non-finite sizes', () => {
    expect(bytesToMegabytes(0)).toBe(0);
    expect(bytesToMegabytes(-1048576)).toBe(0);
    expect(bytesToMegabytes(Number.NaN)).toBe(0);
    expect(bytesToMegabytes(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

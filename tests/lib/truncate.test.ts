import { describe, expect, it } from 'vitest';
import { ELLIPSIS, truncate } from '../../src/lib/truncate.ts';

describe('truncate', () => {
  it('uses the single-character ellipsis', () => {
    expect(ELLIPSIS).toBe('\u2026');
  });

  it('cuts to max characters and appends the ellipsis', () => {
    expect(truncate('Wireless headphones', 8)).toBe('Wireless…');
  });

  it('leaves text that fits untouched', () => {
    expect(truncate('Short', 5)).toBe('Short');
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate('', 3)).toBe('');
  });

  it('drops whitespace left at the cut', () => {
    expect(truncate('Hello world', 6)).toBe('Hello…');
  });

  it('keeps leading whitespace that is inside the limit', () => {
    expect(truncate('  padded text', 8)).toBe('  padded…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
    expect(truncate('😀😀', 2)).toBe('😀😀');
  });

  it('handles zero, negative and fractional limits', () => {
    expect(truncate('abc', 0)).toBe('…');
    expect(truncate('abc', -4)).toBe('…');
    expect(truncate('abcdef', 2.9)).toBe('ab…');
  });

  it('keeps the text whole for NaN or infinite limits', () => {
    expect(truncate('abc', Number.NaN)).toBe('abc');
    expect(truncate('abc', Number.POSITIVE_INFINITY)).toBe('abc');
  });

  it('gives an empty string for missing text', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
  });
});

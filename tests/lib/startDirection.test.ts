import { describe, expect, it } from 'vitest';
import { startsRightToLeft } from '../../src/lib/startDirection.ts';

describe('startsRightToLeft', () => {
  it.each([
    [null, 'rtl', true],
    ['rtl', 'ltr', true],
    ['rtl', 'rtl', true],
    [null, 'ltr', false],
    ['ltr', '', false],
    [null, '', false],
  ])('stored %s, served %s: %s', (stored, served, expected) => {
    expect(startsRightToLeft(stored, served)).toBe(expected);
  });
});

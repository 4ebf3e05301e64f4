import { describe, expect, it } from 'vitest';
import { hasNextPage, isPastLastPage, pageCount, pageItemRange } from '../../src/lib/pagination.ts';

describe('pageCount', () => {
  it('rounds up partial pages', () => {
    expect(pageCount(45, 10)).toBe(5);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(1, 10)).toBe(1);
  });

  it('is 0 without results or with an unusable limit', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(Number.NaN, 10)).toBe(0);
  });
});

describe('hasNextPage', () => {
  it('is true before the last page only', () => {
    expect(hasNextPage(1, 45, 10)).toBe(true);
    expect(hasNextPage(4, 45, 10)).toBe(true);
    expect(hasNextPage(5, 45, 10)).toBe(false);
    expect(hasNextPage(1, 0, 10)).toBe(false);
  });
});

describe('isPastLastPage', () => {
  it('is true only when results exist and the page is beyond them', () => {
    expect(isPastLastPage(6, 45, 10)).toBe(true);
    expect(isPastLastPage(5, 45, 10)).toBe(false);
    expect(isPastLastPage(3, 0, 10)).toBe(false);
  });
});

describe('pageItemRange', () => {
  it('gives the positions a page shows', () => {
    expect(pageItemRange(1, 10, 10, 45)).toEqual({ from: 1, to: 10 });
    expect(pageItemRange(5, 10, 5, 45)).toEqual({ from: 41, to: 45 });
  });

  it('is null for an empty page', () => {
    expect(pageItemRange(6, 10, 0, 45)).toBeNull();
  });
});

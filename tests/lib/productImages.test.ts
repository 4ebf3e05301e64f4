import { describe, expect, it } from 'vitest';
import { productImages } from '../../src/features/catalogue/rules/productImages.ts';

describe('productImages', () => {
  it('lists every image of the comma-separated list, first first', () => {
    expect(productImages('a.jpg, b.jpg,c.jpg')).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('drops blanks and repeats', () => {
    expect(productImages(' , a.jpg,,a.jpg, b.jpg ')).toEqual(['a.jpg', 'b.jpg']);
  });

  it('accepts an array and nothing', () => {
    expect(productImages([' x.png ', ''])).toEqual(['x.png']);
    expect(productImages(null)).toEqual([]);
    expect(productImages('')).toEqual([]);
  });
});

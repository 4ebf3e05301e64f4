import { describe, expect, it } from 'vitest';
import { firstImage } from '../../src/lib/productImage.ts';

describe('firstImage', () => {
  it('takes the first path of a comma-separated list', () => {
    expect(firstImage('media/a.png,media/b.png')).toBe('media/a.png');
    expect(firstImage('media/only.png')).toBe('media/only.png');
  });

  it('trims paths and skips blank entries', () => {
    expect(firstImage(' , ,  media/b.png , media/c.png')).toBe('media/b.png');
    expect(firstImage('  media/a.png  ')).toBe('media/a.png');
  });

  it('accepts a list that is already split', () => {
    expect(firstImage(['', ' media/x.png', 'media/y.png'])).toBe('media/x.png');
  });

  it('gives null when there is no image', () => {
    expect(firstImage('')).toBeNull();
    expect(firstImage(' , , ')).toBeNull();
    expect(firstImage([])).toBeNull();
    expect(firstImage(null)).toBeNull();
    expect(firstImage(undefined)).toBeNull();
  });
});

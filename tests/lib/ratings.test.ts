import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../src/app/i18n.ts';
import {
  hasRatings,
  ratingDistributionRows,
  ratingOneDecimal,
  ratingScaleLabel,
} from '../../src/features/catalogue/rules/ratings.ts';

const scale = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very good' },
  { value: 5, label: 'Excellent' },
];

// The scale's words are shown in the page's language (here English, as the app starts).
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('hasRatings', () => {
  it('is true only with at least one rating', () => {
    expect(hasRatings(3)).toBe(true);
    expect(hasRatings(0)).toBe(false);
    expect(hasRatings(undefined)).toBe(false);
  });
});

describe('ratingOneDecimal', () => {
  it('rounds to one decimal within 0..5', () => {
    expect(ratingOneDecimal(4.25)).toBe(4.3);
    expect(ratingOneDecimal(4.24)).toBe(4.2);
    expect(ratingOneDecimal(7)).toBe(5);
    expect(ratingOneDecimal(-1)).toBe(0);
    expect(ratingOneDecimal(Number.NaN)).toBe(0);
  });
});

describe('ratingScaleLabel', () => {
  it('uses the scale entry of the rounded average', () => {
    expect(ratingScaleLabel(4.3, scale)).toBe('Very good');
    expect(ratingScaleLabel(4.5, scale)).toBe('Excellent');
    expect(ratingScaleLabel(3.44, scale)).toBe('Good');
  });

  it('agrees with the one-decimal average shown beside it (3.49 shows as 3.5, so 4 stars)', () => {
    expect(ratingScaleLabel(3.49, scale)).toBe('Very good');
    expect(ratingScaleLabel(1, scale)).toBe('Poor');
  });

  it('is null for an unrated product or a value the scale lacks', () => {
    expect(ratingScaleLabel(0, scale)).toBeNull();
    expect(ratingScaleLabel(0.4, scale)).toBeNull();
    expect(ratingScaleLabel(4, [{ value: 5, label: 'Excellent' }])).toBeNull();
    expect(ratingScaleLabel(Number.NaN, scale)).toBeNull();
  });
});

describe('ratingDistributionRows', () => {
  it('lists 5 down to 1 stars with whole-percent shares', () => {
    expect(ratingDistributionRows({ '5': 6, '4': 3, '1': 1 })).toEqual([
      { stars: 5, count: 6, percent: 60 },
      { stars: 4, count: 3, percent: 30 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
  });

  it('gives zeros without ratings and ignores unusable counts', () => {
    expect(ratingDistributionRows(undefined).every((row) => row.count === 0 && row.percent === 0)).toBe(true);
    expect(ratingDistributionRows({ '5': -2, '4': Number.NaN, '3': 2 })[2]).toEqual({
      stars: 3,
      count: 2,
      percent: 100,
    });
  });
});

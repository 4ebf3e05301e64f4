import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RatingScaleEntry } from '../../../../contracts/pbs.ts';

/** The highest rating (SPEC: ratings are out of 5). */
export const MAX_RATING = 5;

/** Whether a product has been rated at all (an average of 0 means unrated, SPEC section 3). */
export function hasRatings(count: number | null | undefined): boolean {
  return typeof count === 'number' && count > 0;
}

/** An average shown with one decimal (4.25 → 4.3), kept within 0..5; non-finite gives 0. */
export function ratingOneDecimal(average: number): number {
  if (!Number.isFinite(average)) return 0;
  const clamped = Math.min(MAX_RATING, Math.max(0, average));
  return Math.round(clamped * 10) / 10;
}

/**
 * The store's word for an average rating: the rating scale entry whose value equals the average
 * rounded to the nearest whole star (half rounds up: 3.5 → 4). The one-decimal average shown
 * beside the label is what is rounded, so '3.5 — Very good' never reads '3.5 — Good' for 3.49.
 * null when the product is unrated
 * (below 0.5 rounds to 0) or the scale has no entry for that value.
 */
export function ratingScaleLabel(average: number, scale: readonly RatingScaleEntry[]): string | null {
  if (!Number.isFinite(average)) return null;
  const rounded = Math.round(ratingOneDecimal(average));
  if (rounded < 1) return null;
  const label = scale.find((entry) => entry.value === rounded)?.label;
  return label === undefined ? null : ratingWord(label);
}

/**
 * The store's word for a rating in the page's language. The store keeps its scale in English; the
 * usual words ('Good', 'Very Good', …, in any case) have translations, so an Arabic or French page
 * does not read '3.4 — Good'. A word of the store's own keeps the store's spelling.
 */
export function ratingWord(label: string): string {
  const known = RATING_WORDS[label.trim().toLowerCase()];
  return known ? i18n._(known) : label;
}

const RATING_WORDS: Record<string, MessageDescriptor> = {
  poor: msg({ message: 'Poor', context: 'rating' }),
  fair: msg({ message: 'Fair', context: 'rating' }),
  average: msg({ message: 'Average', context: 'rating' }),
  good: msg({ message: 'Good', context: 'rating' }),
  'very good': msg({ message: 'Very good', context: 'rating' }),
  excellent: msg({ message: 'Excellent', context: 'rating' }),
};

export interface RatingDistributionRow {
  stars: number;
  count: number;
  /** Share of all ratings, a whole percent (0 when there are none). */
  percent: number;
}

/**
 * One row per star value from 5 down to 1 with its count and share. Counts come from the
 * distribution ('1'..'5' keys); missing, negative or non-numeric counts are 0. The shares are of
 * the distribution's own total, so the bars always add up.
 */
export function ratingDistributionRows(
  distribution: Readonly<Record<string, number>> | null | undefined,
): RatingDistributionRow[] {
  const counts = [5, 4, 3, 2, 1].map((stars) => {
    const value = Number(distribution?.[String(stars)] ?? 0);
    return { stars, count: Number.isFinite(value) && value > 0 ? Math.floor(value) : 0 };
  });
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return counts.map((row) => ({ ...row, percent: total === 0 ? 0 : Math.round((row.count / total) * 100) }));
}

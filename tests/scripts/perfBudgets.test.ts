// npm run perf's budgets: which apply to which route and preset, where each one's edge lies, the
// comparison with the bare client-rendered page, and the order of the runs.
import { describe, expect, it } from 'vitest';
import {
  type BudgetCheck,
  checkBudgets,
  compareWithBare,
  type MedianRow,
  type Preset,
  runOrder,
} from '../../scripts/perf-budgets.ts';

function row(route: string, preset: Preset, median: Partial<MedianRow['median']> = {}): MedianRow {
  return {
    route,
    preset,
    median: { performance: 95, accessibility: 100, seo: 100, lcpMs: 1500, tbtMs: 100, ...median },
  };
}

const outcome = (checks: BudgetCheck[], budget: string) =>
  checks.filter((check) => check.budget === budget).map((check) => [check.route, check.preset, check.pass]);

describe('checkBudgets', () => {
  it('asks mobile performance >= 90 of the five routes, the product page by its path', () => {
    const checks = checkBudgets([
      row('/', 'mobile', { performance: 90 }),
      row('/productListing', 'mobile', { performance: 89 }),
      row('/ProductDetails?id=7', 'mobile', { performance: 91 }),
      row('/cart', 'mobile'),
      row('/signin', 'mobile'),
      row('/vendors', 'mobile', { performance: 10 }),
      row('/', 'desktop', { performance: 10 }),
    ]);
    expect(outcome(checks, 'performance')).toEqual([
      ['/', 'mobile', true],
      ['/productListing', 'mobile', false],
      ['/ProductDetails?id=7', 'mobile', true],
      ['/cart', 'mobile', true],
      ['/signin', 'mobile', true],
    ]);
  });

  it('asks LCP <= 2.0 s of the home, listing and product pages on mobile only', () => {
    const checks = checkBudgets([
      row('/', 'mobile', { lcpMs: 2000 }),
      row('/productListing', 'mobile', { lcpMs: 2001 }),
      row('/ProductDetails?id=1', 'mobile', { lcpMs: 3500 }),
      row('/cart', 'mobile', { lcpMs: 9000 }),
      row('/', 'desktop', { lcpMs: 9000 }),
    ]);
    expect(outcome(checks, 'LCP')).toEqual([
      ['/', 'mobile', true],
      ['/productListing', 'mobile', false],
      ['/ProductDetails?id=1', 'mobile', false],
    ]);
  });

  it('asks TBT <= 300 ms, accessibility and SEO 100 of every route and preset', () => {
    const checks = checkBudgets([
      row('/cart', 'mobile', { tbtMs: 300, seo: 69 }),
      row('/vendors', 'desktop', { tbtMs: 301, accessibility: 99 }),
    ]);
    expect(outcome(checks, 'TBT')).toEqual([
      ['/cart', 'mobile', true],
      ['/vendors', 'desktop', false],
    ]);
    expect(outcome(checks, 'accessibility')).toEqual([
      ['/cart', 'mobile', true],
      ['/vendors', 'desktop', false],
    ]);
    expect(outcome(checks, 'SEO')).toEqual([
      ['/cart', 'mobile', false],
      ['/vendors', 'desktop', true],
    ]);
  });
});

describe('compareWithBare', () => {
  const bare = [row('bare page', 'mobile', { performance: 90, lcpMs: 2000 }), row('bare page', 'desktop')];

  it('passes a score equal to the bare page and a largest paint of exactly 0.8 times its own', () => {
    const [home] = compareWithBare([row('/', 'mobile', { performance: 90, lcpMs: 1600 })], bare);
    expect(home).toMatchObject({ barePerformance: 90, scorePass: true, lcpRatio: 0.8, lcpPass: true });
  });

  it('fails a lower score and a slower largest paint, against the bare page of the same preset', () => {
    const [listing, desktop] = compareWithBare(
      [
        row('/productListing', 'mobile', { performance: 89, lcpMs: 1700 }),
        row('/productListing', 'desktop', { performance: 95, lcpMs: 1500 }),
      ],
      bare,
    );
    expect(listing).toMatchObject({ scorePass: false, lcpRatio: 0.85, lcpPass: false });
    expect(desktop).toMatchObject({ barePerformance: 95, scorePass: true, lcpRatio: 1, lcpPass: false });
  });

  it('leaves out a preset the bare page was not measured on', () => {
    expect(compareWithBare([row('/', 'desktop')], [bare[0] as MedianRow])).toEqual([]);
  });
});

describe('runOrder', () => {
  it('keeps each route and preset together when measured alone', () => {
    expect(runOrder(['/', '/cart'], ['mobile', 'desktop'], 2, false).map(Object.values)).toEqual([
      ['/', 'mobile', 1],
      ['/', 'mobile', 2],
      ['/', 'desktop', 1],
      ['/', 'desktop', 2],
      ['/cart', 'mobile', 1],
      ['/cart', 'mobile', 2],
      ['/cart', 'desktop', 1],
      ['/cart', 'desktop', 2],
    ]);
  });

  it('goes in turns beside the bare page: one run of every page per round', () => {
    expect(runOrder(['bare page', '/'], ['mobile', 'desktop'], 2, true).map(Object.values)).toEqual([
      ['bare page', 'mobile', 1],
      ['/', 'mobile', 1],
      ['bare page', 'desktop', 1],
      ['/', 'desktop', 1],
      ['bare page', 'mobile', 2],
      ['/', 'mobile', 2],
      ['bare page', 'desktop', 2],
      ['/', 'desktop', 2],
    ]);
  });
});

// The performance budgets `npm run perf` checks its medians against, and the comparison with the
// bare client-rendered page (perf/bare) when it is measured beside the storefront (`--bare`):
// - against the bare page, per route and preset: a score at least the bare page's, and a largest
//   paint at most 0.8 times the bare page's (what a client-rendered page of this stack cannot reach);
// - absolute: Lighthouse mobile performance >= 90 on /, /productListing, /ProductDetails, /cart and
//   /signin; LCP <= 2.0 s on /, the listing and the product page (mobile); TBT <= 300 ms; accessibility
//   and SEO 100 (every route, both presets).

export type Preset = 'mobile' | 'desktop';

/** The medians of one route and preset, as far as the budgets read them. */
export interface MedianRow {
  route: string;
  preset: Preset;
  median: { performance: number; accessibility: number; seo: number; lcpMs: number; tbtMs: number };
}

export const BARE_TARGETS = { scoreAtLeastBare: true, lcpRatioAtMost: 0.8 } as const;
export const PERFORMANCE_ROUTES = ['/', '/productListing', '/ProductDetails', '/cart', '/signin'];
export const LCP_ROUTES = ['/', '/productListing', '/ProductDetails'];
export const MIN_MOBILE_PERFORMANCE = 90;
export const MAX_LCP_MS = 2000;
export const MAX_TBT_MS = 300;

export interface BudgetCheck {
  budget: string;
  route: string;
  preset: Preset;
  value: string;
  target: string;
  pass: boolean;
}

export interface BareComparison {
  route: string;
  preset: Preset;
  performance: number;
  barePerformance: number;
  /** performance >= the bare page's. */
  scorePass: boolean;
  lcpMs: number;
  bareLcpMs: number;
  /** lcpMs / bareLcpMs, two decimals. */
  lcpRatio: number;
  /** lcpRatio <= 0.8. */
  lcpPass: boolean;
}

/** '/ProductDetails?id=1' → '/ProductDetails': budgets name pages, not their queries. */
export function pageOf(route: string): string {
  return route.split(/[?#]/)[0] || '/';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Every absolute budget that applies to one of the rows, with its outcome. */
export function checkBudgets(rows: readonly MedianRow[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const { route, preset, median: m } of rows) {
    const page = pageOf(route);
    if (preset === 'mobile' && PERFORMANCE_ROUTES.includes(page)) {
      checks.push({
        budget: 'performance',
        route,
        preset,
        value: String(m.performance),
        target: `≥ ${MIN_MOBILE_PERFORMANCE}`,
        pass: m.performance >= MIN_MOBILE_PERFORMANCE,
      });
    }
    if (preset === 'mobile' && LCP_ROUTES.includes(page)) {
      checks.push({
        budget: 'LCP',
        route,
        preset,
        value: seconds(m.lcpMs),
        target: `≤ ${seconds(MAX_LCP_MS)}`,
        pass: m.lcpMs <= MAX_LCP_MS,
      });
    }
    checks.push({
      budget: 'TBT',
      route,
      preset,
      value: `${m.tbtMs} ms`,
      target: `≤ ${MAX_TBT_MS} ms`,
      pass: m.tbtMs <= MAX_TBT_MS,
    });
    for (const [budget, score] of [
      ['accessibility', m.accessibility],
      ['SEO', m.seo],
    ] as const) {
      checks.push({ budget, route, preset, value: String(score), target: '100', pass: score >= 100 });
    }
  }
  return checks;
}

/** Each storefront row beside the bare page's row of the same preset (rows without one are left out). */
export function compareWithBare(rows: readonly MedianRow[], bare: readonly MedianRow[]): BareComparison[] {
  return rows.flatMap((row) => {
    const yardstick = bare.find((candidate) => candidate.preset === row.preset);
    if (!yardstick) return [];
    const lcpRatio = Number((row.median.lcpMs / yardstick.median.lcpMs).toFixed(2));
    return [
      {
        route: row.route,
        preset: row.preset,
        performance: row.median.performance,
        barePerformance: yardstick.median.performance,
        scorePass: row.median.performance >= yardstick.median.performance,
        lcpMs: row.median.lcpMs,
        bareLcpMs: yardstick.median.lcpMs,
        lcpRatio,
        lcpPass: lcpRatio <= BARE_TARGETS.lcpRatioAtMost,
      },
    ];
  });
}

/**
 * The order of the Lighthouse runs. Alone, each route and preset has its runs one after another (as
 * `npm run perf` always did). Beside the bare page the runs go in turns (round 1 of every page, then
 * round 2…), so that a machine getting busier or quieter during the run weighs on all pages alike.
 */
export function runOrder<Route extends string>(
  routes: readonly Route[],
  presets: readonly Preset[],
  runs: number,
  inTurns: boolean,
): { route: Route; preset: Preset; run: number }[] {
  const order: { route: Route; preset: Preset; run: number }[] = [];
  if (inTurns) {
    for (let run = 1; run <= runs; run += 1)
      for (const preset of presets) for (const route of routes) order.push({ route, preset, run });
  } else {
    for (const route of routes)
      for (const preset of presets)
        for (let run = 1; run <= runs; run += 1) order.push({ route, preset, run });
  }
  return order;
}

const mark = (pass: boolean) => (pass ? 'pass' : '**fail**');

export function comparisonTable(comparisons: readonly BareComparison[]): string {
  const lines = [
    '| route | preset | performance | bare page | ≥ bare | LCP | bare page | LCP ÷ bare | ≤ 0.8× |',
    '|---|---|---:|---:|---|---:|---:|---:|---|',
  ];
  for (const c of comparisons) {
    lines.push(
      `| ${c.route} | ${c.preset} | ${c.performance} | ${c.barePerformance} | ${mark(c.scorePass)} | ` +
        `${seconds(c.lcpMs)} | ${seconds(c.bareLcpMs)} | ${c.lcpRatio.toFixed(2)}× | ${mark(c.lcpPass)} |`,
    );
  }
  return lines.join('\n');
}

export function budgetTable(checks: readonly BudgetCheck[]): string {
  const lines = ['| budget | route | preset | median | target | outcome |', '|---|---|---|---:|---|---|'];
  for (const c of checks) {
    lines.push(`| ${c.budget} | ${c.route} | ${c.preset} | ${c.value} | ${c.target} | ${mark(c.pass)} |`);
  }
  const failed = checks.filter((check) => !check.pass).length;
  lines.push('', failed === 0 ? 'Every budget is met.' : `${failed} of ${checks.length} budget checks fail.`);
  return lines.join('\n');
}

// `npx tsx scripts/perf-explain.ts reports/perf/lighthouse/<page>.<preset>.run<N>.json…`: the why
// behind a Lighthouse figure, read from the reports `npm run perf` keeps. For each report: the
// metrics (simulated, and as observed without throttling), the largest paint's element and phases,
// the server's answer time, what blocks rendering, the requests in the order they started with
// their sizes, the critical chain, the scripts' main-thread time, the main thread's time by kind of
// work and the long tasks (what makes the blocking time).
import { readFileSync } from 'node:fs';

interface Audit {
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: Record<string, unknown>[]; chains?: unknown };
}
interface Report {
  finalDisplayedUrl: string;
  configSettings: { formFactor: string };
  audits: Record<string, Audit | undefined>;
}

const ms = (value: unknown) => (typeof value === 'number' ? `${Math.round(value)} ms` : '-');
const kb = (value: unknown) => (typeof value === 'number' ? `${(value / 1024).toFixed(1)} KB` : '-');

/** The path of a URL on the page's own origin; other origins in full. */
function short(url: unknown, origin: string): string {
  if (typeof url !== 'string') return String(url);
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

function itemsOf(report: Report, id: string): Record<string, unknown>[] {
  return report.audits[id]?.details?.items ?? [];
}

function explain(file: string): string {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const origin = new URL(report.finalDisplayedUrl).origin;
  const lines: string[] = [`# ${file}`, `${report.finalDisplayedUrl} (${report.configSettings.formFactor})`];

  const metric = (id: string) => ms(report.audits[id]?.numericValue);
  const observed = itemsOf(report, 'metrics')[0] ?? {};
  lines.push(
    `metrics (simulated): FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `SI ${metric('speed-index')}, TBT ${metric('total-blocking-time')}, TTI ${metric('interactive')}`,
    `observed (no throttling): FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}, ` +
      `DOMContentLoaded ${ms(observed.observedDomContentLoaded)}, load ${ms(observed.observedLoad)}`,
    `server answer: ${report.audits['server-response-time']?.displayValue ?? '-'}`,
  );

  const lcp = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: Record<string, unknown>[];
  }[];
  const node = lcp[0]?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  lines.push(`LCP element: ${node?.snippet ?? '-'}`);
  for (const phase of lcp[1]?.items ?? [])
    lines.push(`  ${phase.phase}: ${ms(phase.timing)} (${phase.percent})`);

  const blocking = itemsOf(report, 'render-blocking-insight');
  lines.push(
    `render-blocking: ${blocking.length === 0 ? 'none' : blocking.map((item) => `${short(item.url, origin)} ${kb(item.totalBytes)} ${ms(item.wastedMs)}`).join(', ')}`,
  );

  lines.push('requests (observed start → end, transferred, priority):');
  for (const request of itemsOf(report, 'network-requests')) {
    lines.push(
      `  ${ms(request.networkRequestTime).padStart(8)} → ${ms(request.networkEndTime).padStart(8)}  ` +
        `${kb(request.transferSize).padStart(9)}  ${String(request.priority ?? '').padEnd(8)} ` +
        `${String(request.resourceType ?? '').padEnd(10)} ${short(request.url, origin)}`,
    );
  }

  lines.push('scripts on the main thread (total, of which evaluation, parse and compile):');
  for (const script of itemsOf(report, 'bootup-time')) {
    lines.push(
      `  ${ms(script.total).padStart(8)} ${ms(script.scripting).padStart(8)} ${ms(script.scriptParseCompile).padStart(8)}  ${short(script.url, origin)}`,
    );
  }
  lines.push(
    `main thread by kind: ${itemsOf(report, 'mainthread-work-breakdown')
      .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`)
      .join(', ')}`,
  );
  lines.push('long tasks (start, duration, attributed to):');
  for (const task of itemsOf(report, 'long-tasks')) {
    lines.push(
      `  ${ms(task.startTime).padStart(8)} ${ms(task.duration).padStart(8)}  ${short(task.url, origin)}`,
    );
  }
  return lines.join('\n');
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error(
    'Usage: npx tsx scripts/perf-explain.ts reports/perf/lighthouse/<page>.<preset>.run<N>.json…',
  );
  process.exit(1);
}
console.log(files.map(explain).join('\n\n'));

// The console end of `npm run paths`: one screen (under 100 lines whatever the number of machines
// or gaps), the details being in reports/paths/*.html.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { browserRecordLines, type IndexEntry } from './html.ts';
import { guardOutcomesNotReached, notCoveredByModel } from './report.ts';

/** The console never prints more than this many lines. */
export const MAX_SUMMARY_LINES = 99;
/** Machine rows in the table; more are counted (index.html lists them all). */
const MAX_MACHINE_ROWS = 40;
/** Lines naming what is not covered or failed, over all machines. */
const MAX_GAP_LINES = 30;
/** The whole of reports/paths/ stays under this (the run fails past it). */
export const MAX_REPORTS_BYTES = 5 * 1024 * 1024;

export interface SummaryContext {
  outDir: string;
  browserRunAt: string | null;
  /** Machines whose browser records are stale or missing. */
  staleBrowser: string[];
  reportsBytes: number;
  files: number;
}

const fraction = (suite: { covered: number; total: number } | undefined) =>
  suite ? `${suite.covered}/${suite.total}` : '-';

export function summaryLines(entries: readonly IndexEntry[], context: SummaryContext): string[] {
  const paths = entries.reduce((sum, entry) => sum + (entry.report?.summary.paths ?? 0), 0);
  const lines = [
    `Paths from the machine graphs: ${entries.length} machines, ${paths} paths run on the machines (the model tests' paths).`,
    '',
    `${'machine'.padEnd(20)} ${'states'.padStart(9)} ${'transitions'.padStart(12)} ${'guards'.padStart(8)} ${'browser'.padStart(9)} ${'paths'.padStart(7)} ${'failed'.padStart(7)}`,
  ];
  for (const entry of entries.slice(0, MAX_MACHINE_ROWS)) {
    const { report } = entry;
    if (!report) {
      lines.push(`${entry.machine.padEnd(20)} FAILED: ${(entry.failure ?? 'no report').slice(0, 200)}`);
      continue;
    }
    lines.push(
      `${report.machine.padEnd(20)} ${fraction(report.summary.states).padStart(9)} ${fraction(report.suites.vitest).padStart(12)} ${fraction(report.guardOutcomes.vitest).padStart(8)} ` +
        `${fraction(report.suites.playwright).padStart(9)} ${String(report.summary.paths).padStart(7)} ${String(report.summary.failedPaths).padStart(7)}`,
    );
  }
  if (entries.length > MAX_MACHINE_ROWS)
    lines.push(`… and ${entries.length - MAX_MACHINE_ROWS} more machines (index.html)`);

  const gaps: string[] = [];
  for (const { report } of entries) {
    if (!report) continue;
    for (const label of notCoveredByModel(report)) gaps.push(`  ${report.machine}: transition ${label}`);
    for (const problem of guardOutcomesNotReached(report))
      gaps.push(`  ${report.machine}: guard outcome ${problem}`);
    for (const state of report.states)
      if (!state.covered) gaps.push(`  ${report.machine}: state ${state.path}`);
    if (report.summary.failedPaths > 0)
      gaps.push(`  ${report.machine}: ${report.summary.failedPaths} path(s) failed`);
  }
  lines.push('');
  if (gaps.length === 0) {
    lines.push(
      'Every state, transition and guard outcome of every modelled machine is reached by a model path.',
    );
  } else {
    lines.push(`Not covered by the model tests, or failed (${gaps.length}; this fails the run):`);
    lines.push(...gaps.slice(0, MAX_GAP_LINES));
    if (gaps.length > MAX_GAP_LINES)
      lines.push(`  … and ${gaps.length - MAX_GAP_LINES} more (see the machines' pages)`);
  }

  const unreachable = entries.flatMap(({ report }) =>
    report ? report.outcomes.filter((outcome) => outcome.unreachable !== null) : [],
  );
  if (unreachable.length > 0) {
    lines.push(
      `Guard outcomes the models declare unreachable, with why: ${unreachable.length} (listed on their machines' pages).`,
    );
  }
  lines.push(
    context.browserRunAt
      ? `Browser coverage (reported, never a failure) from the journeys of ${context.browserRunAt.slice(0, 16).replace('T', ' ')} UTC.`
      : 'Browser coverage: no journey has been recorded; run `npm run test:e2e`, then `npm run paths`.',
  );
  for (const line of browserRecordLines(entries, context.staleBrowser)) lines.push(`  ${line}`);
  const megabytes = (context.reportsBytes / 1024 / 1024).toFixed(2);
  lines.push(`Reports: ${join(context.outDir, 'index.html')} (${context.files} files, ${megabytes} MB).`);
  if (context.reportsBytes > MAX_REPORTS_BYTES) {
    lines.push(
      `FAILED: the reports take ${megabytes} MB, over the ${MAX_REPORTS_BYTES / 1024 / 1024} MB limit.`,
    );
  }
  return lines.slice(0, MAX_SUMMARY_LINES);
}

/** Files and bytes under a directory (not recursive: the reports are flat). */
export function directorySize(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir)) {
    const stats = statSync(join(dir, name));
    if (!stats.isFile()) continue;
    files += 1;
    bytes += stats.size;
  }
  return { files, bytes };
}

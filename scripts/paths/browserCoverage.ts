// Browser coverage kept from the journeys. Each Playwright run rewrites
// reports/coverage/e2e-transitions.json with the transitions its tests took (and only those of the
// specs it ran), and reports/ is not committed: on its own, `npm run paths` would know nothing of the
// browser unless Playwright had just run. So each run's records are merged into a kept file
// (scripts/paths/browser-coverage.json, committed) with the time of the run that last took them;
// the reports give that date, and call a record stale when its machine changed after it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { TransitionRecord } from './graphCoverage.ts';

/** A transition a journey took, with the time of the last run that took it (ISO 8601). */
export interface KeptRecord extends TransitionRecord {
  runAt: string;
}

export interface KeptBrowserCoverage {
  /** The last journey run merged in; null when none ever was. */
  lastRunAt: string | null;
  records: KeptRecord[];
}

export const EMPTY_BROWSER_COVERAGE: KeptBrowserCoverage = { lastRunAt: null, records: [] };

const keyOf = ({ machine, source, event, target, index }: TransitionRecord) =>
  `${machine}|${source}|${event}|${target}|${index ?? ''}`;

function isRecord(value: unknown): value is TransitionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    ['machine', 'source', 'event', 'target'].every((field) => typeof fields[field] === 'string') &&
    ['number', 'undefined'].includes(typeof fields.index)
  );
}

/** The records of one journey run (the e2e suite's file), or null when there is none. */
export function readRunRecords(file: string): { runAt: string; records: TransitionRecord[] } | null {
  if (!existsSync(file)) return null;
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data) || !data.every(isRecord)) {
    throw new Error(
      `${file}: expected an array of { machine, source, event, target } strings (and index numbers)`,
    );
  }
  return { runAt: statSync(file).mtime.toISOString(), records: data };
}

export function readKept(file: string): KeptBrowserCoverage {
  if (!existsSync(file)) return EMPTY_BROWSER_COVERAGE;
  const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeptBrowserCoverage>;
  const records = Array.isArray(data.records)
    ? data.records.filter(
        (record): record is KeptRecord =>
          isRecord(record) && typeof (record as KeptRecord).runAt === 'string',
      )
    : [];
  return { lastRunAt: typeof data.lastRunAt === 'string' ? data.lastRunAt : null, records };
}

/**
 * The kept coverage with a run merged in: the run's records take its time; records of transitions
 * the run did not take keep the time of the run that last did (a run of a few specs does not
 * forget the others). A run no newer than the last one merged changes nothing.
 */
export function mergeRun(
  kept: KeptBrowserCoverage,
  run: { runAt: string; records: readonly TransitionRecord[] } | null,
): KeptBrowserCoverage {
  if (!run || (kept.lastRunAt !== null && run.runAt <= kept.lastRunAt)) return kept;
  const byKey = new Map(kept.records.map((record) => [keyOf(record), record]));
  for (const { machine, source, event, target, index } of run.records) {
    const record: KeptRecord = { machine, source, event, target, runAt: run.runAt };
    if (index !== undefined) record.index = index;
    byKey.set(keyOf(record), record);
  }
  const records = [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, record]) => record);
  return { lastRunAt: run.runAt, records };
}

/** Written as `JSON.stringify(…, null, 2)`, which the repository's formatter (biome) accepts as is. */
export function writeKept(file: string, kept: KeptBrowserCoverage): void {
  writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
}

/**
 * When the machine's definition last changed: the last commit of its file, or the file's time when
 * it has changes not committed yet; null when git cannot tell (the reports then call nothing stale).
 */
export function machineChangedAt(file: string, cwd: string): string | null {
  try {
    const dirty = execFileSync('git', ['status', '--porcelain', '--', file], {
      cwd,
      encoding: 'utf8',
    }).trim();
    if (dirty !== '') return statSync(file).mtime.toISOString();
    const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      cwd,
      encoding: 'utf8',
    }).trim();
    return committed === '' ? null : new Date(committed).toISOString();
  } catch {
    return null;
  }
}

/** A record is stale when its machine changed after the run that took it. */
export function isStale(record: KeptRecord, changedAt: string | null): boolean {
  return changedAt !== null && record.runAt < changedAt;
}

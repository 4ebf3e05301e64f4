// What `npm run paths` reports per machine, built from the model's explored paths and the browser
// records: coverage of every state and transition by the model tests (the gate) and by the browser
// journeys (reported), with a bounded sample of the paths that cover them. Everything here is
// capped so that a machine with thousands of paths still gives a page a tester reads in a minute.
import type { Coverer } from './diagram.ts';
import {
  type Coverage,
  describePath,
  type GenerationStats,
  type GuardOutcomeInfo,
  guardOutcomeProblems,
  type MachineModel,
  type ModelPath,
  type PathRun,
  type TransitionInfo,
  type TransitionRecord,
} from './graphCoverage.ts';

/** Covering path ids listed per state or transition; the rest are counted. */
export const PATHS_PER_ITEM = 3;
/**
 * Failed paths written out in full per machine, at most. Besides them the sample holds the first
 * path of every transition and guard outcome, so that every path a page links to is on the page.
 */
export const SAMPLE_PATHS = 40;
/** Characters of one path's description; longer ones are cut with the count of steps left out. */
export const DESCRIPTION_CHARS = 700;

export interface SuiteCoverage {
  covered: number;
  total: number;
}

/** Browser records may carry the time of the run that took them (browserCoverage.ts). */
export type BrowserRecord = TransitionRecord & { runAt?: string };

export interface TransitionReport extends TransitionInfo {
  /** Taken by a model path (Vitest). */
  covered: boolean;
  /** The first PATHS_PER_ITEM covering path ids. */
  paths: number[];
  /** How many paths take it. */
  pathCount: number;
  /** Driven by a browser journey (present only when there are browser records). */
  playwright?: boolean;
  /** The newest run that drove it. */
  browserRunAt?: string;
  /** Driven only before the machine last changed. */
  browserStale?: boolean;
  /** Why the machine's browser driver declares it cannot be driven (BrowserPaths.notDrivable). */
  notDrivable?: string;
  coverer: Coverer;
}

export interface StateReport {
  id: string;
  path: string;
  covered: boolean;
  paths: number[];
  pathCount: number;
  playwright?: boolean;
  coverer: Coverer;
}

/**
 * One outcome of a guarded transition: taken, or passed over with its guard false while its event
 * arrived in its source state (graphCoverage.ts).
 */
export interface GuardOutcomeReport extends GuardOutcomeInfo {
  /** Reached by a model path (Vitest). */
  covered: boolean;
  paths: number[];
  pathCount: number;
  /** Why the model declares it unreachable (MachineModel.unreachableGuardOutcomes); null: it is not. */
  unreachable: string | null;
  /**
   * Reached in the browser (present only when there are browser records): taken, or passed over
   * for a later alternative of the same source and event that a journey took. A guard false with
   * no alternative taken leaves no browser record.
   */
  playwright?: boolean;
  /** Why the browser driver declares its transition cannot be driven (taken outcomes only). */
  notDrivable?: string;
  coverer: Coverer;
}

export interface SamplePath {
  id: number;
  scenario: string;
  purposes: string[];
  failure: string | null;
  steps: number;
  description: string;
}

export interface MachineReport {
  machine: string;
  summary: {
    states: SuiteCoverage;
    transitions: SuiteCoverage;
    paths: number;
    failedPaths: number;
  };
  /** Transition coverage per suite: `vitest` runs these paths (tests/model); `playwright` from e2e records. */
  suites: { vitest: SuiteCoverage; playwright?: SuiteCoverage };
  /** Guarded transitions (a guard, or the fallback of guarded siblings), per suite. */
  guarded: { vitest: SuiteCoverage; playwright?: SuiteCoverage };
  /** Outcomes of the guarded transitions (two each: taken, not taken), per suite. */
  guardOutcomes: { vitest: SuiteCoverage; playwright?: SuiteCoverage };
  /**
   * What fails the run about guard outcomes: one not reached and not declared unreachable, one
   * declared unreachable but reached, a declaration naming no outcome (graphCoverage.ts).
   */
  guardOutcomeProblems: string[];
  /** States reached in the browser (a journey entered or left them). */
  browserStates?: SuiteCoverage;
  browser: {
    /** The newest journey run with a record of this machine, or of any machine; null: never. */
    lastRunAt: string | null;
    /** When the machine's definition last changed (git); null when unknown. */
    machineChangedAt: string | null;
    /** Transitions driven only by runs older than the machine's last change. */
    staleTransitions: number;
  };
  generation?: GenerationStats;
  states: StateReport[];
  transitions: TransitionReport[];
  outcomes: GuardOutcomeReport[];
  /** A bounded sample of the paths: one per transition first, then failed ones. */
  paths: SamplePath[];
  /** Paths generated but not in the sample. */
  pathsLeftOut: number;
  /** e2e records of this machine that match no transition (a renamed state or a typo). */
  unmatchedE2eRecords?: TransitionRecord[];
  /** The machine has a browser driver (e2e/support/paths/), which declares what it cannot drive. */
  browserDriver?: boolean;
}

const normalizeStatePath = (machine: string, path: string) =>
  path.replace(/^#/, '').replace(new RegExp(`^${machine}\\.`), '');

/**
 * Whether a browser record is this transition. `index` tells apart guarded alternatives with the
 * same source, event and target; records without it match any of them.
 */
export function recordMatches(
  machine: string,
  transition: TransitionInfo,
  record: TransitionRecord,
): boolean {
  return (
    record.machine === machine &&
    normalizeStatePath(machine, record.source) === transition.source &&
    record.event === transition.event &&
    (record.index === undefined || record.index === transition.index) &&
    record.target
      .split(',')
      .map((target) => normalizeStatePath(machine, target.trim()))
      .join(',') === transition.targets.join(',')
  );
}

export function covererOf(model: boolean, browser: boolean): Coverer {
  if (model) return browser ? 'both' : 'model';
  return browser ? 'browser' : 'nobody';
}

/** A path in words, cut to DESCRIPTION_CHARS with the number of steps left out. */
export function boundedDescription(model: MachineModel, path: ModelPath): string {
  const full = describePath(model, path);
  if (full.length <= DESCRIPTION_CHARS) return full;
  const cut = full.slice(0, DESCRIPTION_CHARS);
  const shown = cut.split(' → ').length;
  const total = full.split(' → ').length;
  return `${cut.slice(0, cut.lastIndexOf(' → '))} → … (${total - shown + 1} more steps)`;
}

export interface ReportOptions {
  /** When the machine's definition last changed (browser records older than this are stale). */
  machineChangedAt?: string | null;
  /** What generation used, shown on the page. */
  generation?: GenerationStats;
  /**
   * The machine's browser driver's declared transitions it cannot drive, with why
   * (BrowserPaths.notDrivable); absent when the machine has no driver.
   */
  notDrivable?: Readonly<Record<string, string>>;
}

export function buildReport(
  model: MachineModel,
  paths: readonly ModelPath[],
  runs: readonly PathRun[],
  coverage: Coverage,
  e2eRecords: readonly BrowserRecord[] | null,
  options: ReportOptions = {},
): MachineReport {
  const machine = model.machine.id;
  const changedAt = options.machineChangedAt ?? null;
  const own = e2eRecords?.filter((record) => record.machine === machine) ?? null;
  let staleTransitions = 0;
  const transitions: TransitionReport[] = coverage.transitions.map(({ paths: covering, ...transition }) => {
    const reason = options.notDrivable?.[transition.label];
    const base = {
      ...transition,
      paths: covering.slice(0, PATHS_PER_ITEM),
      pathCount: covering.length,
      ...(reason !== undefined ? { notDrivable: reason } : {}),
    };
    if (!own) return { ...base, coverer: covererOf(transition.covered, false) };
    const matching = own.filter((record) => recordMatches(machine, transition, record));
    const runAt =
      matching
        .map((record) => record.runAt ?? '')
        .sort()
        .at(-1) || undefined;
    const stale = runAt !== undefined && changedAt !== null && runAt < changedAt;
    if (stale) staleTransitions += 1;
    const driven = matching.length > 0 && !stale;
    return {
      ...base,
      playwright: matching.length > 0,
      ...(runAt ? { browserRunAt: runAt } : {}),
      ...(stale ? { browserStale: true } : {}),
      coverer: stale && transition.covered ? 'stale' : covererOf(transition.covered, driven),
    };
  });

  // A guard is seen false in the browser when a journey took a later alternative of the same
  // source and event (XState asks them in order); taken when its transition was driven.
  const driven = (t: TransitionReport) => t.playwright === true && !t.browserStale;
  const outcomes: GuardOutcomeReport[] = coverage.guardOutcomes.map(({ paths: covering, ...outcome }) => {
    const transition = transitions.find((t) => t.key === outcome.transition);
    const reason = outcome.outcome === 'taken' ? transition?.notDrivable : undefined;
    const base = {
      ...outcome,
      paths: covering.slice(0, PATHS_PER_ITEM),
      pathCount: covering.length,
      ...(reason !== undefined ? { notDrivable: reason } : {}),
    };
    if (!own) return { ...base, coverer: covererOf(outcome.covered, false) };
    const browser =
      transition !== undefined &&
      (outcome.outcome === 'taken'
        ? driven(transition)
        : transitions.some(
            (later) =>
              later.source === transition.source &&
              later.event === transition.event &&
              later.index > transition.index &&
              driven(later),
          ));
    return { ...base, playwright: browser, coverer: covererOf(outcome.covered, browser) };
  });

  // A state is reached in the browser when a journey took a transition out of it or into it.
  const browserStatePaths = new Set<string>();
  for (const transition of transitions) {
    if (!transition.playwright || transition.browserStale) continue;
    for (const path of [transition.source, ...transition.targets]) {
      const parts = path.split('.');
      for (let length = 1; length <= parts.length; length += 1)
        browserStatePaths.add(parts.slice(0, length).join('.'));
    }
  }
  const states: StateReport[] = coverage.states.map(({ paths: covering, ...state }) => {
    const browser = own ? browserStatePaths.has(state.path) : false;
    return {
      ...state,
      paths: covering.slice(0, PATHS_PER_ITEM),
      pathCount: covering.length,
      ...(own ? { playwright: browser } : {}),
      coverer: covererOf(state.covered, browser),
    };
  });

  // The sample: the failed paths (up to SAMPLE_PATHS), then the first path of each transition and
  // guard outcome, so that every item the page lists links to a path written out on it.
  const sampleIds = new Set<number>();
  for (const run of runs.filter((r) => r.failure).slice(0, SAMPLE_PATHS)) sampleIds.add(run.path.id);
  for (const item of [...transitions, ...outcomes]) {
    const [first] = item.paths;
    if (first !== undefined) sampleIds.add(first);
  }
  // An item's listed paths are those of the sample; the others are counted in pathCount.
  for (const item of [...transitions, ...outcomes]) item.paths = item.paths.filter((id) => sampleIds.has(id));
  const runById = new Map(runs.map((run) => [run.path.id, run]));
  const sample = [...sampleIds]
    .sort((a, b) => a - b)
    .flatMap((id) => {
      const run = runById.get(id);
      if (!run) return [];
      return [
        {
          id,
          scenario: run.path.scenario,
          purposes: run.path.purposes.slice(0, PATHS_PER_ITEM),
          failure: run.failure,
          steps: run.path.steps.length - 1,
          description: boundedDescription(model, run.path),
        },
      ];
    });

  const total = transitions.length;
  const guardedTransitions = transitions.filter((t) => t.guard !== null || t.label.includes('[otherwise]'));
  const lastRunAt =
    own
      ?.map((record) => record.runAt ?? '')
      .sort()
      .at(-1) || null;
  const report: MachineReport = {
    machine,
    summary: {
      states: { covered: coverage.statesCovered, total: coverage.states.length },
      transitions: { covered: coverage.transitionsCovered, total },
      paths: paths.length,
      failedPaths: runs.filter((run) => run.failure !== null).length,
    },
    suites: { vitest: { covered: coverage.transitionsCovered, total } },
    guarded: {
      vitest: {
        covered: guardedTransitions.filter((t) => t.covered).length,
        total: guardedTransitions.length,
      },
    },
    guardOutcomes: {
      vitest: { covered: coverage.guardOutcomesCovered, total: outcomes.length },
    },
    guardOutcomeProblems: guardOutcomeProblems(model, coverage),
    browser: { lastRunAt, machineChangedAt: changedAt, staleTransitions },
    ...(options.generation ? { generation: options.generation } : {}),
    states,
    transitions,
    outcomes,
    paths: sample,
    pathsLeftOut: paths.length - sample.length,
    ...(options.notDrivable !== undefined ? { browserDriver: true } : {}),
  };
  if (own) {
    const driven = (t: TransitionReport) => t.coverer === 'both' || t.coverer === 'browser';
    report.suites.playwright = { covered: transitions.filter(driven).length, total };
    report.guarded.playwright = {
      covered: guardedTransitions.filter(driven).length,
      total: guardedTransitions.length,
    };
    report.guardOutcomes.playwright = {
      covered: outcomes.filter((outcome) => outcome.playwright).length,
      total: outcomes.length,
    };
    report.browserStates = { covered: states.filter((s) => s.playwright).length, total: states.length };
    report.unmatchedE2eRecords = own
      .filter((record) => !transitions.some((t) => recordMatches(machine, t, record)))
      .map(({ machine: m, source, event, target, index }) => ({ machine: m, source, event, target, index }));
  }
  return report;
}

const fraction = ({ covered, total }: SuiteCoverage) => `${covered}/${total}`;

export function summaryLine(report: MachineReport): string {
  const { summary, suites } = report;
  const e2e = suites.playwright ? `playwright ${fraction(suites.playwright)}` : 'playwright: no e2e records';
  return (
    `states covered ${fraction(summary.states)}, transitions covered ${fraction(summary.transitions)}, ` +
    `guard outcomes ${fraction(report.guardOutcomes.vitest)} ` +
    `(vitest ${fraction(suites.vitest)}, ${e2e}), ${summary.paths} paths, ${summary.failedPaths} failed`
  );
}

/** Labels of the transitions the browser suite has not driven; null when there are no e2e records. */
export function notDrivenInBrowser(report: MachineReport): string[] | null {
  if (!report.suites.playwright) return null;
  return report.transitions
    .filter((transition) => transition.coverer !== 'both' && transition.coverer !== 'browser')
    .map((transition) => transition.label);
}

/** Labels of the transitions no model path takes: these fail the run. */
export function notCoveredByModel(report: MachineReport): string[] {
  return report.transitions.filter((transition) => !transition.covered).map((transition) => transition.label);
}

/**
 * The guard outcomes no model path reaches and the model does not declare unreachable (and any
 * declaration that is wrong): these fail the run.
 */
export function guardOutcomesNotReached(report: MachineReport): string[] {
  return report.guardOutcomeProblems;
}

/**
 * What the browser suite drove and what it has not. Reported, never a failure: the Vitest model
 * tests are the coverage gate, while some transitions cannot be caused from a browser at all.
 */
export function browserCoverageLines(report: MachineReport): string[] {
  const missing = notDrivenInBrowser(report);
  if (missing === null || !report.suites.playwright) {
    return ['Browser (Playwright): no e2e records; run `npm run test:e2e` first.'];
  }
  const driven = `Browser (Playwright): ${fraction(report.suites.playwright)} transitions driven`;
  if (missing.length === 0) return [`${driven}, every one of them.`];
  return [`${driven}; not driven in the browser:`, ...missing.map((label) => `- \`${label}\``)];
}

/** The report as the JSON file tools read: the same bounded data as the page. */
export function toJson(report: MachineReport): string {
  return `${JSON.stringify(report)}\n`;
}

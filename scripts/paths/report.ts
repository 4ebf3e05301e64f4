// Builds the reports/paths/<machine>.md and .json files from a model's explored paths.
import {
  type Coverage,
  describePath,
  describeState,
  type MachineModel,
  type ModelPath,
  type PathRun,
  type TransitionInfo,
  type TransitionRecord,
} from './graphCoverage.ts';

export interface SuiteCoverage {
  covered: number;
  total: number;
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
  states: Coverage['states'];
  transitions: Array<TransitionInfo & { covered: boolean; paths: number[]; playwright?: boolean }>;
  paths: Array<{
    id: number;
    scenario: string;
    input: unknown;
    purposes: string[];
    failure: string | null;
    steps: Array<{ event: unknown; label: string; state: string; value: unknown }>;
  }>;
  /** e2e records of this machine that match no transition (a renamed state or a typo). */
  unmatchedE2eRecords?: TransitionRecord[];
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

export function buildReport(
  model: MachineModel,
  paths: readonly ModelPath[],
  runs: readonly PathRun[],
  coverage: Coverage,
  e2eRecords: readonly TransitionRecord[] | null,
): MachineReport {
  const machine = model.machine.id;
  const own = e2eRecords?.filter((record) => record.machine === machine) ?? null;
  const transitions = coverage.transitions.map((transition) =>
    own
      ? { ...transition, playwright: own.some((record) => recordMatches(machine, transition, record)) }
      : transition,
  );
  const total = transitions.length;
  const report: MachineReport = {
    machine,
    summary: {
      states: { covered: coverage.statesCovered, total: coverage.states.length },
      transitions: { covered: coverage.transitionsCovered, total },
      paths: paths.length,
      failedPaths: runs.filter((run) => run.failure !== null).length,
    },
    suites: { vitest: { covered: coverage.transitionsCovered, total } },
    states: coverage.states,
    transitions,
    paths: runs.map((run) => ({
      id: run.path.id,
      scenario: run.path.scenario,
      input: run.path.input,
      purposes: run.path.purposes,
      failure: run.failure,
      steps: run.path.steps.map((step) => ({
        event: step.event,
        label: step.label,
        state: describeState(model, step.state),
        value: step.state.value,
      })),
    })),
  };
  if (own) {
    report.suites.playwright = {
      covered: transitions.filter((t) => 'playwright' in t && t.playwright).length,
      total,
    };
    report.unmatchedE2eRecords = own.filter(
      (record) => !transitions.some((t) => recordMatches(machine, t, record)),
    );
  }
  return report;
}

const tick = (covered: boolean) => (covered ? '✅' : '❌');
const fraction = ({ covered, total }: SuiteCoverage) => `${covered}/${total}`;

export function summaryLine(report: MachineReport): string {
  const { summary, suites } = report;
  const e2e = suites.playwright ? `playwright ${fraction(suites.playwright)}` : 'playwright: no e2e records';
  return (
    `states covered ${fraction(summary.states)}, transitions covered ${fraction(summary.transitions)} ` +
    `(vitest ${fraction(suites.vitest)}, ${e2e}), ${summary.paths} paths, ${summary.failedPaths} failed`
  );
}

/** Labels of the transitions the browser suite has not driven; null when there are no e2e records. */
export function notDrivenInBrowser(report: MachineReport): string[] | null {
  if (!report.suites.playwright) return null;
  return report.transitions
    .filter((transition) => !('playwright' in transition && transition.playwright))
    .map((transition) => transition.label);
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

export function toMarkdown(model: MachineModel, report: MachineReport, paths: readonly ModelPath[]): string {
  const lines = [`# ${report.machine}: model paths`, '', summaryLine(report), ''];
  const hasE2e = report.suites.playwright !== undefined;

  lines.push('## Transitions', '', `| | Transition | Paths${hasE2e ? ' | Playwright' : ''} |`);
  lines.push(`|---|---|---${hasE2e ? '|---' : ''}|`);
  for (const transition of report.transitions) {
    const e2e = hasE2e ? ` | ${'playwright' in transition && transition.playwright ? 'yes' : 'no'}` : '';
    lines.push(
      `| ${tick(transition.covered)} | \`${transition.label}\` | ${transition.paths.join(', ')}${e2e} |`,
    );
  }

  lines.push('', '## Not driven in the browser', '', ...browserCoverageLines(report));

  lines.push('', '## States', '', '| | State | Paths |', '|---|---|---|');
  for (const state of report.states)
    lines.push(`| ${tick(state.covered)} | ${state.path} | ${state.paths.join(', ')} |`);

  if (report.unmatchedE2eRecords?.length) {
    lines.push('', '## e2e records that match no transition', '');
    for (const record of report.unmatchedE2eRecords)
      lines.push(`- ${record.source} —${record.event}→ ${record.target}`);
  }

  lines.push('', '## Paths', '');
  for (const [index, path] of paths.entries()) {
    const failure = report.paths[index]?.failure;
    lines.push(`${path.id}. _[${path.scenario}]_ ${describePath(model, path)}`);
    lines.push(`   - ${path.purposes.join('; ')}`);
    if (failure) lines.push(`   - **FAILED**: ${failure}`);
  }
  return `${lines.join('\n')}\n`;
}

// QA tool (`npm run paths`): for every machine model, generates the paths from the machine graph
// (shortest paths, simple paths, edge cover), prints them in plain words, runs them against the
// machine like tests/model does, and writes reports/paths/<machine>.md and .json. Transitions the
// Playwright suite took are merged in from reports/coverage/e2e-transitions.json when present, with
// the list of transitions not driven in the browser (reported, never a failure: some cannot be
// caused from a browser). Exits 1 when a state or transition is unreached by the model paths, a
// path fails, or a machine has no model.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StateMachine } from 'xstate';
import { machineModels } from '../tests/model/models/machineModels.ts';
import { describePath, exploreModel, type TransitionRecord } from './paths/graphCoverage.ts';
import {
  buildReport,
  type MachineReport,
  notDrivenInBrowser,
  summaryLine,
  toMarkdown,
} from './paths/report.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'reports', 'paths');
const e2eFile = join(root, 'reports', 'coverage', 'e2e-transitions.json');

function readE2eRecords(): TransitionRecord[] | null {
  if (!existsSync(e2eFile)) return null;
  const data: unknown = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const isRecord = (value: unknown): value is TransitionRecord =>
    typeof value === 'object' &&
    value !== null &&
    ['machine', 'source', 'event', 'target'].every(
      (field) => typeof (value as Record<string, unknown>)[field] === 'string',
    ) &&
    ['number', 'undefined'].includes(typeof (value as Record<string, unknown>).index);
  if (!Array.isArray(data) || !data.every(isRecord)) {
    throw new Error(
      `${e2eFile}: expected an array of { machine, source, event, target } strings (and index numbers)`,
    );
  }
  return data;
}

/** Ids of the machines exported by machines/*.machine.ts. */
async function machineIds(): Promise<string[]> {
  const dir = join(root, 'machines');
  const files = readdirSync(dir).filter((file) => file.endsWith('.machine.ts'));
  const modules: Array<Record<string, unknown>> = await Promise.all(
    files.map((file) => import(pathToFileURL(join(dir, file)).href)),
  );
  return modules.flatMap((module) =>
    Object.values(module).flatMap((value) => (value instanceof StateMachine ? [value.id] : [])),
  );
}

let failed = false;
const reports: MachineReport[] = [];
const e2eRecords = readE2eRecords();
mkdirSync(outDir, { recursive: true });

for (const model of machineModels) {
  let explored: Awaited<ReturnType<typeof exploreModel>>;
  try {
    explored = await exploreModel(model);
  } catch (error) {
    // A graph past its limits (PathLimitError) fails this machine and the run, not the others.
    console.log(`\n${model.name}: FAILED ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
    continue;
  }
  const { paths, runs, coverage } = explored;
  const report = buildReport(model, paths, runs, coverage, e2eRecords);

  console.log(`\n${model.name}: ${summaryLine(report)}`);
  for (const path of paths) console.log(`  ${path.id}. [${path.scenario}] ${describePath(model, path)}`);
  for (const run of runs) if (run.failure) console.log(`  FAILED ${run.failure}`);
  for (const state of coverage.states) if (!state.covered) console.log(`  UNREACHED state ${state.path}`);
  for (const transition of coverage.transitions) {
    if (!transition.covered) console.log(`  UNREACHED transition ${transition.label}`);
  }
  for (const label of notDrivenInBrowser(report) ?? []) console.log(`  NOT DRIVEN IN THE BROWSER ${label}`);
  reports.push(report);

  writeFileSync(join(outDir, `${model.name}.md`), toMarkdown(model, report, paths));
  writeFileSync(join(outDir, `${model.name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const { states, transitions, failedPaths } = report.summary;
  if (states.covered < states.total || transitions.covered < transitions.total || failedPaths > 0)
    failed = true;
}

const modelled = new Set(machineModels.map((model) => model.machine.id));
for (const id of await machineIds()) {
  if (!modelled.has(id)) {
    console.log(`\n${id}: NO MODEL (add tests/model/models/${id}.model.ts and list it in machineModels.ts)`);
    failed = true;
  }
}

// The browser figures side by side; they never fail the run (the Vitest coverage above does).
if (e2eRecords) {
  console.log(
    '\nBrowser (Playwright) transition coverage; reported only, the Vitest coverage above is the gate:',
  );
  for (const report of reports) {
    const { covered, total } = report.suites.playwright ?? { covered: 0, total: 0 };
    const missing = notDrivenInBrowser(report)?.length ?? 0;
    const note = missing > 0 ? `, ${missing} NOT DRIVEN IN THE BROWSER (listed above)` : '';
    console.log(`  ${report.machine.padEnd(16)} ${covered}/${total}${note}`);
  }
} else {
  console.log('\nBrowser (Playwright) transition coverage: no e2e records; run `npm run test:e2e` first.');
}

console.log(`\nReports written to ${outDir}`);
process.exit(failed ? 1 : 0);

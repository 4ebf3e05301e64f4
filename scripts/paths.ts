// QA tool (`npm run paths`): for every machine model, generates the paths from the machine graph
// (shortest paths, simple paths, edge cover) within its limits, runs them against the machine like
// tests/model does, and writes reports/paths/: per machine an HTML page (what is not covered first,
// the summary, the statechart drawn from the machine definition and coloured by who covers each
// transition, a bounded sample of paths), its SVG and a bounded JSON, and index.html. The browser
// journeys' transitions (reports/coverage/e2e-transitions.json, written by the Playwright suite)
// are merged into the kept browser coverage (scripts/paths/browser-coverage.json) with their run's
// date, so that the reports say what the browser drove even when Playwright has not just run, and
// when that is stale. The console gets one screen. Exits 1 when a state, a transition or a guard
// outcome (taken, not taken) is unreached by the model paths, a path fails, generation passes its
// limits, a machine has no model, or the reports pass 5 MB; browser coverage is reported, never a
// failure.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { StateMachine } from 'xstate';
import { machineModels } from '../tests/model/models/machineModels.ts';
import { machineChangedAt, mergeRun, readKept, readRunRecords, writeKept } from './paths/browserCoverage.ts';
import { drawMachine } from './paths/diagram.ts';
import { loadDriver } from './paths/drivers.ts';
import { coveringPaths, EXPORT_DIR, exportFileOf, exportSpec } from './paths/exportSpec.ts';
import { exploreModel } from './paths/graphCoverage.ts';
import { browserNote, type IndexEntry, indexPage, machinePage } from './paths/html.ts';
import { buildReport, toJson } from './paths/report.ts';
import { directorySize, MAX_REPORTS_BYTES, summaryLines } from './paths/summary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'reports', 'paths');
const e2eFile = join(root, 'reports', 'coverage', 'e2e-transitions.json');
const keptFile = join(root, 'scripts', 'paths', 'browser-coverage.json');
const generatedAt = new Date().toISOString();

/** The machines exported by machines/<area>/*.machine.ts, with the file that defines each. */
async function machineFiles(): Promise<Map<string, string>> {
  const dir = join(root, 'machines');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.machine.ts'),
  );
  const found = new Map<string, string>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(dir, file)).href);
    for (const value of Object.values(module)) {
      if (value instanceof StateMachine) found.set(value.id, join(dir, file));
    }
  }
  return found;
}

// The options: none (every machine's report), or `--export <machine>` (only that machine's covering
// paths, written as a Playwright spec skeleton; `--force` writes over one already there). Anything
// else is refused before anything is written or removed.
const USAGE = 'npm run paths [-- --export <machine> [--force]]';
let options: { export?: string[]; force?: boolean };
try {
  options = parseArgs({
    options: { export: { type: 'string', multiple: true }, force: { type: 'boolean' } },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${USAGE}`);
  process.exit(2);
}
if (options.export) {
  const names = machineModels.map((candidate) => candidate.name);
  if (options.export.length > 1) {
    console.error(`One machine at a time: ${USAGE}`);
    process.exit(2);
  }
  const name = options.export[0] ?? '';
  const model = machineModels.find((candidate) => candidate.name === name);
  if (!model) {
    console.error(`--export ${JSON.stringify(name)}: not a machine; one of ${names.join(', ')}`);
    process.exit(2);
  }
  const target = join(root, exportFileOf(model.name));
  if (existsSync(target) && !options.force) {
    console.error(
      `${relative(root, target)} is there already (and may have been edited): add --force to write over it`,
    );
    process.exit(2);
  }
  let runs: Awaited<ReturnType<typeof exploreModel>>['runs'];
  try {
    ({ runs } = await exploreModel(model));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const chosen = coveringPaths(runs);
  const file = target;
  const machineFile = (await machineFiles()).get(model.machine.id);
  const exportDriver = await loadDriver(model.name);
  mkdirSync(join(root, EXPORT_DIR), { recursive: true });
  writeFileSync(
    file,
    exportSpec(model, chosen, {
      generatedAt,
      machineFile: machineFile ? relative(root, machineFile) : null,
      ...(exportDriver ? { driver: exportDriver } : {}),
    }),
  );
  console.log(
    `${model.name}: ${chosen.length} paths that take every transition, written to ${relative(root, file)}`,
  );
  console.log(`Run it against npm start: PATHS_EXPORTED=1 npx playwright test ${exportFileOf(model.name)}`);
  process.exit(0);
}

// Browser coverage: the last journey run merged into the kept records.
const kept = readKept(keptFile);
const merged = mergeRun(kept, readRunRecords(e2eFile));
if (merged !== kept) writeKept(keptFile, merged);
const browserRecords = merged.lastRunAt === null ? null : merged.records;

// reports/paths/ holds only this run's files.
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const files = await machineFiles();
const entries: IndexEntry[] = [];
let failed = false;

for (const model of machineModels) {
  let explored: Awaited<ReturnType<typeof exploreModel>>;
  try {
    explored = await exploreModel(model);
  } catch (error) {
    // A graph past its limits (PathLimitError) fails this machine and the run, not the others.
    entries.push({
      machine: model.name,
      report: null,
      failure: error instanceof Error ? error.message : String(error),
    });
    failed = true;
    continue;
  }
  const { paths, runs, coverage, stats } = explored;
  const file = files.get(model.machine.id);
  const driver = await loadDriver(model.name);
  const report = buildReport(model, paths, runs, coverage, browserRecords, {
    machineChangedAt: file ? machineChangedAt(file, root) : null,
    generation: stats,
    ...(driver ? { notDrivable: driver.notDrivable } : {}),
  });
  const colours = {
    transitions: new Map(report.transitions.map((transition) => [transition.key, transition.coverer])),
    outcomes: new Map(report.outcomes.map((outcome) => [outcome.key, outcome.coverer])),
    states: new Map(report.states.map((state) => [state.id, state.coverer])),
  };
  const svg = await drawMachine({ machine: model.machine, ...colours });
  writeFileSync(join(outDir, `${model.name}.html`), machinePage(report, svg, { generatedAt }));
  writeFileSync(join(outDir, `${model.name}.svg`), `${svg}\n`);
  writeFileSync(join(outDir, `${model.name}.json`), toJson(report));
  entries.push({ machine: model.name, report });
  const { states, transitions, failedPaths } = report.summary;
  if (
    states.covered < states.total ||
    transitions.covered < transitions.total ||
    report.guardOutcomeProblems.length > 0 ||
    failedPaths > 0
  )
    failed = true;
}

const modelled = new Set(machineModels.map((model) => model.machine.id));
for (const id of files.keys()) {
  if (!modelled.has(id)) {
    entries.push({
      machine: id,
      report: null,
      failure: `no model: add tests/model/models/${id}.model.ts and list it in machineModels.ts`,
    });
    failed = true;
  }
}

writeFileSync(
  join(outDir, 'index.html'),
  indexPage(entries, { generatedAt, browserRunAt: merged.lastRunAt }),
);

const size = directorySize(outDir);
if (size.bytes > MAX_REPORTS_BYTES) failed = true;
const staleBrowser = entries.flatMap(({ machine, report }) =>
  report && browserNote(report, { generatedAt }).stale ? [machine] : [],
);
for (const line of summaryLines(entries, {
  outDir,
  browserRunAt: merged.lastRunAt,
  staleBrowser,
  reportsBytes: size.bytes,
  files: size.files,
})) {
  console.log(line);
}
process.exit(failed ? 1 : 0);

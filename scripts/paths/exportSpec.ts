// `npm run paths -- --export <machine>`: a machine's covering paths as a Playwright spec skeleton a
// QA engineer runs against `npm start` and then edits. One test per path, one step per event, named
// as the reports name them. A machine whose browser driver exists (e2e/support/paths/) plays the
// steps that driver can cause and checks each state on the page; every other step is a TODO that
// stops its test as "fixme", so the skeleton runs from the first day and says what is left.

import type { BrowserPaths } from '../../e2e/support/paths/browserPaths.ts';
import type { MachineModel, ModelPath, PathRun } from './graphCoverage.ts';
import { describeState } from './graphCoverage.ts';

/** The machines with a browser driver: the module and export the exported spec plays them with. */
export const BROWSER_DRIVERS: Readonly<Record<string, { module: string; name: string }>> = {
  storeBootstrap: { module: 'storeBootstrapPaths.ts', name: 'storeBootstrapPaths' },
  language: { module: 'languagePaths.ts', name: 'languagePaths' },
  session: { module: 'sessionPaths.ts', name: 'sessionPaths' },
  cart: { module: 'cartPaths.ts', name: 'cartPaths' },
  accountUnlock: { module: 'accountUnlockPaths.ts', name: 'accountUnlockPaths' },
  postPaymentReturn: { module: 'postPaymentReturnPaths.ts', name: 'postPaymentReturnPaths' },
  checkout: { module: 'checkoutPaths.ts', name: 'checkoutPaths' },
  paymentSelection: { module: 'paymentSelectionPaths.ts', name: 'paymentSelectionPaths' },
  orderItem: { module: 'orderItemPaths.ts', name: 'orderItemPaths' },
  askAi: { module: 'askAiPaths.ts', name: 'askAiPaths' },
};

/** Where exported specs go; the suite leaves them out unless PATHS_EXPORTED is set. */
export const EXPORT_DIR = 'e2e/exported';

export const exportFileOf = (machine: string) => `${EXPORT_DIR}/${machine}.paths.spec.ts`;

/** A page load costs about as much as three steps. */
const PAGE_LOAD_STEPS = 3;

/**
 * The fewest paths (greedily) that together take every transition the model paths take: each round
 * takes the path with the most transitions not yet taken per step, the shorter on a tie.
 */
export function coveringPaths(runs: readonly PathRun[]): ModelPath[] {
  const candidates = runs.filter((run) => run.failure === null);
  const taken = new Set<string>();
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: { run: PathRun; score: number } | null = null;
    for (const run of candidates) {
      const fresh = [...run.transitions].filter((key) => !taken.has(key)).length;
      const score = fresh / (PAGE_LOAD_STEPS + run.path.steps.length);
      if (fresh > 0 && (!best || score > best.score)) best = { run, score };
    }
    if (!best) break;
    chosen.push(best.run.path);
    for (const key of best.run.transitions) taken.add(key);
  }
  return chosen.sort((a, b) => a.id - b.id);
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A test or step title: one line, no longer than a reader takes in. */
function title(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export interface ExportOptions {
  /** Written into the header: when and from what the skeleton was made. */
  generatedAt: string;
  machineFile: string | null;
  /**
   * The machine's browser driver (drivers.ts): the steps it cannot play are written as visible
   * `// TODO (no driver: <why>)` comments, not found only when the spec runs.
   */
  driver?: Pick<BrowserPaths, 'scenarios' | 'events' | 'notDrivable'>;
}

/** `source —EVENT [guard]→ target` (TransitionInfo.label). */
const LABEL = /^(\S+) —(\S+)(?: \[[^\]]*\])?→ (.+)$/;

/**
 * Why the driver cannot play step `index` of the path (what exported.ts's playStep stops at), or
 * null when it can: the driver's declared reason for the transition the step takes, or that it has
 * no such event, or that its can() refuses the event at this step.
 */
export function unplayableReason(
  driver: Pick<BrowserPaths, 'events' | 'notDrivable'>,
  module: string,
  path: ModelPath,
  index: number,
): string | null {
  const step = path.steps[index];
  const before = path.steps[index - 1];
  if (!step || !before) return null;
  const event = driver.events[step.label];
  if (event && (event.can?.(path, index) ?? true)) return null;
  for (const [label, reason] of Object.entries(driver.notDrivable)) {
    const match = LABEL.exec(label);
    if (!match) continue;
    const [, source = '', type, target = ''] = match;
    if (type !== step.event.type) continue;
    const targets = target.split(',').map((one) => one.trim());
    if (before.state.matches(source as never) && targets.every((one) => step.state.matches(one as never)))
      return reason;
  }
  return event
    ? `${module} cannot cause ${step.label} at this step (its can() refuses it)`
    : `${module} has no event ${step.label}`;
}

/** The spec skeleton's source for one machine and its covering paths. */
export function exportSpec(model: MachineModel, paths: readonly ModelPath[], options: ExportOptions): string {
  const driver = BROWSER_DRIVERS[model.name] ?? null;
  const out: string[] = [
    `// Generated by \`npm run paths -- --export ${model.name}\` on ${options.generatedAt}`,
    `// from ${options.machineFile ?? `the ${model.name} machine`} (tests/model/models/${model.name}.model.ts):`,
    `// ${paths.length} paths that together take every transition the model paths take. Edit freely;`,
    '// run against `npm start` with:',
    `//   PATHS_EXPORTED=1 npx playwright test ${exportFileOf(model.name)}`,
    driver
      ? '// Steps its browser driver can cause are played and checked on the page; the others are TODOs.'
      : '// No browser driver exists for this machine yet: every step is a TODO to fill in.',
    '',
  ];
  if (driver) {
    out.push(
      "import { pathFromEvents } from '../../scripts/paths/graphCoverage.ts';",
      "import { test } from '../fixtures.ts';",
      "import { openPath, playStep } from '../support/paths/exported.ts';",
      `import { ${driver.name} as paths } from '../support/paths/${driver.module}';`,
    );
  } else {
    out.push(
      "import { test } from '../fixtures.ts';",
      "import { todo } from '../support/paths/exported.ts';",
    );
  }
  out.push('', `test.describe(${quote(`${model.name}: exported paths`)}, () => {`);
  for (const path of paths) out.push(...testOf(model, path, driver !== null, options));
  out.push('});', '');
  return out.join('\n');
}

/** A comment on one line, whatever the reason holds. */
const comment = (text: string) => text.replace(/\s+/g, ' ');

function testOf(model: MachineModel, path: ModelPath, driven: boolean, options: ExportOptions): string[] {
  const playing = driven ? options.driver : undefined;
  const module = BROWSER_DRIVERS[model.name]?.module ?? '';
  const states = path.steps.map((step) => describeState(model, step.state));
  const words = path.steps.map((step, index) =>
    index === 0 ? states[0] : `${step.label} → ${states[index]}`,
  );
  const name = title(`path ${path.id} [${path.scenario}]: ${words.join(' → ')}`);
  const fixtures = driven ? '{ page, request, baseURL }' : '{ page, baseURL }';
  const lines = [`  test(${quote(name)}, async (${fixtures}) => {`];
  if (driven) {
    const events = path.steps.slice(1).map((step) => quote(step.label));
    lines.push(
      `    const path = pathFromEvents(paths.model, ${quote(path.scenario)}, [${events.join(', ')}]);`,
      "    const player = paths.player({ page, request, baseURL: baseURL ?? '' });",
    );
    if (playing && !playing.scenarios.includes(path.scenario))
      lines.push(
        `    // TODO (no driver: ${comment(`${module} cannot set up the scenario "${path.scenario}"`)})`,
      );
    lines.push(
      `    await test.step(${quote(title(`open: ${states[0]}`))}, () => openPath(paths, player, path));`,
    );
    for (const [index, step] of path.steps.entries()) {
      if (index === 0) continue;
      const reason = playing ? unplayableReason(playing, module, path, index) : null;
      if (reason !== null) lines.push(`    // TODO (no driver: ${comment(reason)})`);
      lines.push(
        `    await test.step(${quote(title(`${step.label} → ${states[index]}`))}, () => playStep(paths, player, path, ${index}));`,
      );
    }
  } else {
    lines.push(
      `    await test.step(${quote(title(`open: ${states[0]}`))}, async () => {`,
      "      await page.goto(baseURL ?? '/');",
      `      // TODO: set up the scenario ${quote(path.scenario)} (cookies, storage, server state through its API)`,
      `      // and expect the page to show: ${states[0]}`,
      `      todo(${quote(`set up the scenario "${path.scenario}"`)});`,
      '    });',
    );
    for (const [index, step] of path.steps.entries()) {
      if (index === 0) continue;
      lines.push(
        `    await test.step(${quote(title(`${step.label} → ${states[index]}`))}, async () => {`,
        `      // TODO: cause ${step.label} in the page, then expect it to show: ${states[index]}`,
        `      todo(${quote(`cause ${step.label}`)});`,
        '    });',
      );
    }
  }
  lines.push('  });', '');
  return lines;
}

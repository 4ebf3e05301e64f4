// The pages `npm run paths` writes: reports/paths/<machine>.html (what is not covered first, the
// summary, the statechart coloured by who covers each transition, the transitions, a sample of the
// paths) and reports/paths/index.html (every machine in one table). Static HTML with inline CSS and
// SVG: they open offline, from the file system.
import { COVERER_COLOURS, COVERER_WORDS, type Coverer, escapeXml } from './diagram.ts';
import type { GuardOutcomeReport, MachineReport, SuiteCoverage, TransitionReport } from './report.ts';

/** Browser records older than this are called old even when the machine has not changed since. */
export const BROWSER_RECORDS_OLD_DAYS = 14;

export interface PageContext {
  /** When this report was generated (ISO 8601). */
  generatedAt: string;
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:1.5rem auto;max-width:78rem;padding:0 1rem;color:#1f2328}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:1.6rem 0 .5rem;border-bottom:1px solid #d0d7de}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #d0d7de;padding:.25rem .55rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}td.n{text-align:right;font-variant-numeric:tabular-nums}
code{font-size:12.5px}.verdict{font-size:1.05rem;margin:.4rem 0 1rem}.bad{color:#cf222e;font-weight:600}.good{color:#1a7f37;font-weight:600}
.warn{background:#fff8c5;border:1px solid #d4a72c;padding:.4rem .7rem;border-radius:6px}
.swatch{display:inline-block;width:1.6em;height:.3em;vertical-align:middle;margin-right:.35em}
.legend span{margin-right:1.2rem}.diagram{overflow:auto;border:1px solid #d0d7de;border-radius:6px;padding:.5rem;max-height:80vh}
.diagram svg{display:block}ol.paths li{margin:.35rem 0}.muted{color:#57606a}
`;

const pct = ({ covered, total }: SuiteCoverage) =>
  total === 0 ? '–' : `${Math.round((covered / total) * 100)} %`;
const cell = (suite: SuiteCoverage | undefined) =>
  suite
    ? `<td class="n">${suite.covered}/${suite.total} (${pct(suite)})</td>`
    : '<td class="muted">no records</td>';
const code = (text: string) => `<code>${escapeXml(text)}</code>`;
/** An ISO date as 'YYYY-MM-DD HH:MM UTC'; anything else (the kept records are a file) escaped as is. */
const day = (iso: string | null) => {
  if (!iso) return 'never';
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(iso)
    ? `${iso.slice(0, 16).replace('T', ' ')} UTC`
    : escapeXml(iso);
};

function swatch(coverer: Coverer): string {
  return `<span class="swatch" style="background:${COVERER_COLOURS[coverer]}"></span>`;
}

/** What the page says about the browser records: their date, and whether they are stale. */
export function browserNote(report: MachineReport, context: PageContext): { text: string; stale: boolean } {
  const { lastRunAt, machineChangedAt, staleTransitions } = report.browser;
  if (!report.suites.playwright || lastRunAt === null) {
    return {
      text: 'No browser journey has recorded this machine: run `npm run test:e2e`, then `npm run paths`.',
      stale: true,
    };
  }
  const notes: string[] = [`Browser coverage from the journeys of ${day(lastRunAt)}.`];
  let stale = false;
  if (machineChangedAt !== null && lastRunAt < machineChangedAt) {
    notes.push(`STALE: the machine changed on ${day(machineChangedAt)}, after that run.`);
    stale = true;
  } else if (staleTransitions > 0) {
    notes.push(
      `${staleTransitions} transition(s) were driven only before the machine changed on ${day(machineChangedAt)}; counted as not driven.`,
    );
    stale = true;
  }
  const ageDays = (Date.parse(context.generatedAt) - Date.parse(lastRunAt)) / 86_400_000;
  if (ageDays > BROWSER_RECORDS_OLD_DAYS) {
    notes.push(`STALE: ${Math.floor(ageDays)} days old; run \`npm run test:e2e\` again.`);
    stale = true;
  }
  return { text: notes.join(' '), stale };
}

function pathRefs(item: { paths: number[]; pathCount: number }): string {
  if (item.pathCount === 0) return '<span class="bad">none</span>';
  const shown = item.paths.map((id) => `<a href="#path-${id}">${id}</a>`).join(', ');
  const rest = item.pathCount - item.paths.length;
  return rest > 0 ? `${shown} <span class="muted">and ${rest} more</span>` : shown;
}

function browserCell(transition: TransitionReport, hasRecords: boolean): string {
  if (!hasRecords) return '<td class="muted">no records</td>';
  if (transition.browserStale) return `<td class="bad">stale (${day(transition.browserRunAt ?? null)})</td>`;
  return transition.playwright ? '<td>driven</td>' : '<td class="muted">not driven</td>';
}

function outcomeBrowserCell(outcome: GuardOutcomeReport, hasRecords: boolean): string {
  if (!hasRecords) return '<td class="muted">no records</td>';
  return outcome.playwright ? '<td>reached</td>' : '<td class="muted">not seen</td>';
}

/**
 * What the model tests take but the browser journeys do not: first what the machine's browser
 * driver declares it cannot drive, with why, then what it could drive but no journey has.
 */
export function browserGaps(report: MachineReport): string[] {
  const modelOnly = report.transitions.filter((t) => t.coverer === 'model' || t.coverer === 'stale');
  const outcomesNotSeen = report.outcomes.filter((o) => o.covered && o.playwright === false);
  if (modelOnly.length === 0 && outcomesNotSeen.length === 0)
    return [
      '<p class="good">The browser journeys drive every transition and reach every guard outcome the model tests take.</p>',
    ];
  const stale = (t: TransitionReport) =>
    t.browserStale ? ' <span class="bad">(driven only by a run before the machine changed)</span>' : '';
  const declared = [
    ...modelOnly.filter((t) => t.notDrivable !== undefined),
    ...outcomesNotSeen.filter((o) => o.notDrivable !== undefined),
  ];
  const drivable = [
    ...modelOnly.filter((t) => t.notDrivable === undefined),
    ...outcomesNotSeen.filter((o) => o.notDrivable === undefined),
  ];
  const item = (entry: TransitionReport | GuardOutcomeReport) =>
    'transition' in entry
      ? `guard outcome ${code(entry.label)}`
      : `${code(entry.label)}${stale(entry as TransitionReport)}`;
  const lines: string[] = [];
  if (declared.length > 0) {
    lines.push(
      `<p>Taken by model tests, <strong>declared not drivable in the browser</strong> by the machine's driver (${declared.length}):</p><ul>`,
    );
    for (const entry of declared)
      lines.push(
        `<li>${swatch('model')}${item(entry)}: declared not drivable in the browser: ${escapeXml(entry.notDrivable ?? '')}</li>`,
      );
    lines.push('</ul>');
  }
  if (drivable.length > 0) {
    const heading = report.browserDriver
      ? `Taken by model tests, <strong>drivable but not driven in the browser</strong> (${drivable.length}; the machine's driver declares none of them not drivable):`
      : `Taken by model tests but <strong>not driven in the browser</strong> (${drivable.length}; this machine has no browser driver in e2e/support/paths/):`;
    lines.push(`<p>${heading}</p><ul>`);
    for (const entry of drivable) lines.push(`<li>${swatch(entry.coverer)}${item(entry)}</li>`);
    lines.push('</ul>');
    if (drivable.some((entry) => 'transition' in entry && entry.outcome === 'not taken'))
      lines.push(
        '<p class="muted">A guard is seen false in the browser only when a journey took a later alternative of the same event: a guard false with none leaves no browser record.</p>',
      );
  }
  return lines;
}

/** The machine's page. `svg` is the statechart (diagram.ts). */
export function machinePage(report: MachineReport, svg: string, context: PageContext): string {
  const { summary, suites, guarded } = report;
  const hasRecords = suites.playwright !== undefined;
  const nobody = report.transitions.filter((t) => t.coverer === 'nobody' || t.coverer === 'browser');
  const outcomesNotReached = report.outcomes.filter(
    (outcome) => !outcome.covered && outcome.unreachable === null,
  );
  const outcomesUnreachable = report.outcomes.filter((outcome) => outcome.unreachable !== null);
  const unreachedStates = report.states.filter((state) => !state.covered);
  const browser = browserNote(report, context);
  const failed = report.paths.filter((path) => path.failure);

  const verdict =
    nobody.length === 0 &&
    unreachedStates.length === 0 &&
    report.guardOutcomeProblems.length === 0 &&
    summary.failedPaths === 0
      ? `<p class="verdict good">The model tests take every state, every transition (${summary.transitions.total}) and both outcomes of every guard (${report.guardOutcomes.vitest.covered} of ${report.guardOutcomes.vitest.total}${outcomesUnreachable.length > 0 ? `, ${outcomesUnreachable.length} declared unreachable` : ''}); ${
          hasRecords
            ? `the browser journeys drive ${suites.playwright?.covered} of ${suites.playwright?.total} transitions and ${report.guardOutcomes.playwright?.covered} of ${report.guardOutcomes.playwright?.total} guard outcomes.`
            : 'no browser records.'
        }</p>`
      : `<p class="verdict bad">Not covered by any model test: ${nobody.length} transition(s), ${unreachedStates.length} state(s), ${outcomesNotReached.length} guard outcome(s); ${summary.failedPaths} path(s) failed.</p>`;

  const lines: string[] = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeXml(report.machine)}: coverage from the machine graph</title>`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body>`,
    '<p><a href="index.html">All machines</a></p>',
    `<h1>${escapeXml(report.machine)}</h1>`,
    verdict,
    `<p class="${browser.stale ? 'warn' : 'muted'}">${escapeXml(browser.text)}</p>`,
    '<h2 id="not-covered">What is not covered</h2>',
  ];

  if (nobody.length === 0 && unreachedStates.length === 0 && outcomesNotReached.length === 0) {
    lines.push(
      `<p class="good">Every state, transition and guard outcome is reached by a model test${outcomesUnreachable.length > 0 ? ', but the guard outcomes declared unreachable below' : ''}.</p>`,
    );
  } else {
    lines.push(
      '<p>Taken by <strong>no model test</strong> (this fails <code>npm run paths</code> and the model tests):</p><ul>',
    );
    for (const transition of nobody) {
      const extra =
        transition.coverer === 'browser' ? ' <span class="muted">(driven in the browser only)</span>' : '';
      lines.push(`<li class="bad">${swatch('nobody')}${code(transition.label)}${extra}</li>`);
    }
    for (const state of unreachedStates)
      lines.push(`<li class="bad">state ${code(state.path)} never reached</li>`);
    for (const outcome of outcomesNotReached)
      lines.push(`<li class="bad">${swatch('nobody')}guard outcome ${code(outcome.label)}</li>`);
    lines.push('</ul>');
  }
  if (report.guardOutcomeProblems.some((problem) => problem.startsWith('declared'))) {
    lines.push('<p class="bad">Wrong declarations of unreachable guard outcomes in the model:</p><ul>');
    for (const problem of report.guardOutcomeProblems.filter((p) => p.startsWith('declared')))
      lines.push(`<li class="bad">${escapeXml(problem)}</li>`);
    lines.push('</ul>');
  }
  if (outcomesUnreachable.length > 0) {
    lines.push(
      '<p>Guard outcomes the model <strong>declares unreachable</strong> (no event can reach them; reported, not failed):</p><ul>',
    );
    for (const outcome of outcomesUnreachable)
      lines.push(
        `<li>${code(outcome.label)}: ${escapeXml(outcome.unreachable ?? '')}${outcome.covered ? ' <span class="bad">(reached after all)</span>' : ''}</li>`,
      );
    lines.push('</ul>');
  }
  if (failed.length > 0) {
    lines.push('<p class="bad">Paths that failed on the machine:</p><ul>');
    for (const path of failed)
      lines.push(`<li><a href="#path-${path.id}">path ${path.id}</a>: ${escapeXml(path.failure ?? '')}</li>`);
    lines.push('</ul>');
  }
  if (hasRecords) lines.push(...browserGaps(report));

  lines.push(
    '<h2 id="summary">Summary</h2><table><thead><tr><th></th><th>Total</th><th>Model tests (Vitest)</th><th>Browser journeys (Playwright)</th></tr></thead><tbody>',
    `<tr><th>States</th><td class="n">${summary.states.total}</td>${cell(summary.states)}${cell(report.browserStates)}</tr>`,
    `<tr><th>Transitions</th><td class="n">${summary.transitions.total}</td>${cell(suites.vitest)}${cell(suites.playwright)}</tr>`,
    `<tr><th>Guarded transitions</th><td class="n">${guarded.vitest.total}</td>${cell(guarded.vitest)}${cell(guarded.playwright)}</tr>`,
    `<tr><th>Guard outcomes <span class="muted">(taken, not taken)</span></th><td class="n">${report.guardOutcomes.vitest.total}</td>${cell(report.guardOutcomes.vitest)}${cell(report.guardOutcomes.playwright)}</tr>`,
    `<tr><th>Paths</th><td class="n">${summary.paths}</td><td class="n">${summary.paths - summary.failedPaths} pass, ${summary.failedPaths} fail</td><td class="muted">–</td></tr>`,
    '</tbody></table>',
  );
  if (report.generation) {
    const { states, paths, ms, limits } = report.generation;
    lines.push(
      `<p class="muted">Generation used ${states} of ${limits.states} graph states, ${paths} of ${limits.paths} paths, ${ms} of ${limits.ms} ms. Generated ${day(context.generatedAt)}.</p>`,
    );
  }

  lines.push(
    '<h2 id="diagram">Statechart</h2>',
    `<p class="legend">${(['nobody', 'model', 'both', 'browser', 'stale'] as const)
      .map((coverer) => `<span>${swatch(coverer)}${escapeXml(COVERER_WORDS[coverer])}</span>`)
      .join(
        '',
      )}<span class="muted">Drawn full size: scroll inside the frame. Hover an arrow for its full label; states never reached are red. A guarded transition's label ends with ✓ (guard true, taken) and ✗ (guard false, passed over), each coloured by who reaches it.</span></p>`,
    `<div class="diagram">${svg}</div>`,
    `<p><a href="${escapeXml(report.machine)}.svg">The diagram alone, full size</a></p>`,
  );

  lines.push(
    '<h2 id="transitions">Transitions</h2><table><thead><tr><th>Who covers it</th><th>Transition</th><th>Model paths</th><th>Browser</th></tr></thead><tbody>',
  );
  const order: Coverer[] = ['nobody', 'browser', 'stale', 'model', 'both'];
  const sorted = [...report.transitions].sort((a, b) => order.indexOf(a.coverer) - order.indexOf(b.coverer));
  for (const transition of sorted) {
    lines.push(
      `<tr><td>${swatch(transition.coverer)}${escapeXml(COVERER_WORDS[transition.coverer])}</td><td>${code(transition.label)}</td><td>${pathRefs(transition)}</td>${browserCell(transition, hasRecords)}</tr>`,
    );
  }
  lines.push('</tbody></table>');

  if (report.outcomes.length > 0) {
    lines.push(
      '<h2 id="guard-outcomes">Guard outcomes</h2>',
      '<p class="muted">Each guarded transition twice: <em>taken</em> (its guard true), and <em>not taken</em> (its event arrived in its source state, or for <code>always</code> its state was settled, while its guard was false, so the machine passed over it). In the browser a guard is seen false only when a journey took a later alternative of the same event.</p>',
      '<table><thead><tr><th>Who reaches it</th><th>Guard outcome</th><th>Model paths</th><th>Browser</th></tr></thead><tbody>',
    );
    const sortedOutcomes = [...report.outcomes].sort(
      (a, b) => order.indexOf(a.coverer) - order.indexOf(b.coverer),
    );
    for (const outcome of sortedOutcomes) {
      lines.push(
        `<tr><td>${swatch(outcome.coverer)}${escapeXml(COVERER_WORDS[outcome.coverer])}</td><td>${code(outcome.label)}</td><td>${pathRefs(outcome)}</td>${outcomeBrowserCell(outcome, hasRecords)}</tr>`,
      );
    }
    lines.push('</tbody></table>');
  }

  lines.push(
    '<h2 id="paths">Sample paths</h2>',
    `<p class="muted">${report.paths.length} of ${summary.paths} generated paths: the first path of each transition and guard outcome, and the failed ones. ${
      report.pathsLeftOut > 0
        ? `${report.pathsLeftOut} more are not listed here; the model tests run them all.`
        : ''
    }</p><ol class="paths">`,
  );
  for (const path of report.paths) {
    lines.push(
      `<li id="path-${path.id}" value="${path.id}"><em>[${escapeXml(path.scenario)}]</em> ${escapeXml(path.description)}<br><span class="muted">${path.steps} step${path.steps === 1 ? '' : 's'}; ${escapeXml(path.purposes.join('; '))}</span>${
        path.failure ? `<br><span class="bad">FAILED: ${escapeXml(path.failure)}</span>` : ''
      }</li>`,
    );
  }
  lines.push('</ol>');
  if (report.unmatchedE2eRecords?.length) {
    lines.push('<h2>Browser records that match no transition</h2><ul>');
    for (const record of report.unmatchedE2eRecords.slice(0, 50)) {
      lines.push(`<li>${code(`${record.source} —${record.event}→ ${record.target}`)}</li>`);
    }
    lines.push('</ul>');
  }
  lines.push('</body></html>');
  return `${lines.join('\n')}\n`;
}

export interface IndexEntry {
  machine: string;
  report: MachineReport | null;
  /** Why there is no report (no model, generation failed). */
  failure?: string;
}

/** reports/paths/index.html: every machine in one table, the uncovered first. */
export function indexPage(
  entries: readonly IndexEntry[],
  context: PageContext & { browserRunAt: string | null },
): string {
  const rows = [...entries].sort((a, b) => badness(b) - badness(a) || a.machine.localeCompare(b.machine));
  const lines = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>Coverage from the machine graphs</title><style>${STYLE}</style></head><body>`,
    '<h1>Coverage from the machine graphs</h1>',
    `<p class="muted">Generated ${day(context.generatedAt)} by <code>npm run paths</code>. Browser coverage from the journeys of ${day(context.browserRunAt)}.</p>`,
    '<p class="muted">Sorted by what needs work: machines without a report first, then those with states, transitions or guard outcomes no model test reaches or failed paths (most first), then by transitions the browser journeys do not drive (most first), then by name.</p>',
    ...staleLines(entries, context).map((line) => `<p class="warn">${escapeXml(line)}</p>`),
    '<table><thead><tr><th>Machine</th><th>Not covered by model tests</th><th>States (model)</th><th>Transitions (model)</th><th>Guard outcomes (model)</th><th>Transitions (browser)</th><th>Paths</th><th>Browser records</th></tr></thead><tbody>',
  ];
  for (const { machine, report, failure } of rows) {
    if (!report) {
      lines.push(
        `<tr><td>${escapeXml(machine)}</td><td class="bad" colspan="7">${escapeXml(failure ?? 'no report')}</td></tr>`,
      );
      continue;
    }
    const uncovered =
      report.transitions.filter((t) => !t.covered).length +
      report.states.filter((s) => !s.covered).length +
      report.outcomes.filter((o) => !o.covered && o.unreachable === null).length;
    const unreachable = report.outcomes.filter((o) => o.unreachable !== null).length;
    const bad = uncovered > 0 || report.summary.failedPaths > 0;
    const declared = unreachable > 0 ? `${unreachable} declared unreachable` : '';
    const gaps = bad
      ? `<td class="n bad">${uncovered}${report.summary.failedPaths > 0 ? `, ${report.summary.failedPaths} failed paths` : ''}${declared ? ` <span class="muted">(and ${declared})</span>` : ''}</td>`
      : declared
        ? `<td class="n muted">${declared}</td>`
        : '<td class="n good">0</td>';
    const note = browserNote(report, context);
    lines.push(
      `<tr><td><a href="${escapeXml(machine)}.html">${escapeXml(machine)}</a></td>${gaps}` +
        `${cell(report.summary.states)}${cell(report.suites.vitest)}${cell(report.guardOutcomes.vitest)}${cell(report.suites.playwright)}` +
        `<td class="n">${report.summary.paths}</td><td class="${note.stale ? 'bad' : 'muted'}">${note.stale ? escapeXml(recordWord(report)) : day(report.browser.lastRunAt)}</td></tr>`,
    );
  }
  lines.push('</tbody></table></body></html>');
  return `${lines.join('\n')}\n`;
}

/** A stale machine's browser-records cell: never recorded, or stale since when. */
function recordWord(report: MachineReport): string {
  const { lastRunAt, machineChangedAt } = report.browser;
  if (!report.suites.playwright || lastRunAt === null) return 'never recorded';
  if (machineChangedAt !== null && (lastRunAt < machineChangedAt || report.browser.staleTransitions > 0))
    return `stale: machine changed ${day(machineChangedAt)}`;
  return `stale: records of ${day(lastRunAt)}`;
}

const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}…` : text);

/**
 * The machines whose browser records are stale or missing, in two lines: those recorded before the
 * machine last changed (or too long ago), and those no journey has ever recorded.
 */
export function browserRecordLines(
  entries: readonly IndexEntry[],
  staleOrMissing: readonly string[],
): string[] {
  const never: string[] = [];
  const stale: string[] = [];
  for (const machine of staleOrMissing) {
    const report = entries.find((entry) => entry.machine === machine)?.report;
    if (!report) continue;
    const { lastRunAt, machineChangedAt } = report.browser;
    if (!report.suites.playwright || lastRunAt === null) never.push(machine);
    else if (
      machineChangedAt !== null &&
      (lastRunAt < machineChangedAt || report.browser.staleTransitions > 0)
    )
      stale.push(`${machine} (machine changed ${minute(machineChangedAt)})`);
    else stale.push(`${machine} (records of ${minute(lastRunAt)}, too old)`);
  }
  const lines: string[] = [];
  if (stale.length > 0) lines.push(cut(`stale: ${stale.join(', ')}`));
  if (never.length > 0) lines.push(cut(`never recorded: ${never.join(', ')}`));
  return lines;
}

function staleLines(entries: readonly IndexEntry[], context: PageContext): string[] {
  const staleOrMissing = entries.flatMap(({ machine, report }) =>
    report && browserNote(report, context).stale ? [machine] : [],
  );
  return browserRecordLines(entries, staleOrMissing);
}

function badness({ report }: IndexEntry): number {
  if (!report) return 1e9;
  return (
    report.transitions.filter((t) => !t.covered).length * 1000 +
    report.states.filter((s) => !s.covered).length * 1000 +
    report.outcomes.filter((o) => !o.covered && o.unreachable === null).length * 1000 +
    report.summary.failedPaths * 1000 +
    (report.suites.playwright ? report.suites.playwright.total - report.suites.playwright.covered : 0)
  );
}

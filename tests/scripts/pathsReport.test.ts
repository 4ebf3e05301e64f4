import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { type KeptRecord, mergeRun } from '../../scripts/paths/browserCoverage.ts';
import { drawMachine } from '../../scripts/paths/diagram.ts';
import { defineModel, exploreModel, userEvent } from '../../scripts/paths/graphCoverage.ts';
import { browserNote, type IndexEntry, indexPage, machinePage } from '../../scripts/paths/html.ts';
import {
  type BrowserRecord,
  boundedDescription,
  buildReport,
  DESCRIPTION_CHARS,
  type MachineReport,
  PATHS_PER_ITEM,
  SAMPLE_PATHS,
  toJson,
} from '../../scripts/paths/report.ts';
import {
  directorySize,
  MAX_REPORTS_BYTES,
  MAX_SUMMARY_LINES,
  summaryLines,
} from '../../scripts/paths/summary.ts';

// `npm run paths` gave 59 MB of reports and 12,234 console lines, with no summary and no diagram:
// these pin what a tester gets instead.

const shop = createMachine({
  id: 'shop',
  initial: 'browsing',
  on: { RESET: '.browsing' },
  states: {
    browsing: { on: { CHECKOUT: 'paying', PING: {} } },
    paying: {
      initial: 'entering',
      on: { CANCEL: 'browsing' },
      states: { entering: { on: { PAY: 'done' } }, done: { type: 'final' } },
    },
  },
});

/** The shop without CANCEL among the model's events: one transition no path takes. */
const shopModel = defineModel({
  name: 'shop',
  machine: shop,
  scenarios: [{ label: 'shop', input: undefined }],
  events: ['CHECKOUT', 'PING', 'PAY', 'RESET'].map((type) => userEvent({ type })),
  project: () => null,
  effects: [],
});

async function shopReport(records: BrowserRecord[] | null = null, machineChangedAt: string | null = null) {
  const { paths, runs, coverage, stats } = await exploreModel(shopModel);
  return buildReport(shopModel, paths, runs, coverage, records, { machineChangedAt, generation: stats });
}

async function svgOf(report: MachineReport) {
  return drawMachine({
    machine: shop,
    transitions: new Map(report.transitions.map((t) => [t.key, t.coverer])),
    states: new Map(report.states.map((s) => [s.id, s.coverer])),
  });
}

/** Parses XML; throws on the first well-formedness error. Returns the elements' classes. */
function parseXml(text: string): string[] {
  const classes: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const value = tag.attributes.class;
    if (value) classes.push(typeof value === 'string' ? value : value.value);
  });
  parser.write(text).close();
  return classes;
}

const context = { generatedAt: '2026-11-29T09:00:00.000Z' };
const CANCEL = 'paying —CANCEL→ browsing';

describe('the machine page', () => {
  it('lists what no test covers first, before the summary, the diagram and the paths', async () => {
    const report = await shopReport();
    const page = machinePage(report, await svgOf(report), context);
    const notCovered = page.indexOf('What is not covered');
    expect(notCovered).toBeGreaterThan(-1);
    const firstLabel = page.indexOf(CANCEL);
    expect(firstLabel).toBeGreaterThan(notCovered);
    for (const later of ['id="summary"', 'id="diagram"', 'id="transitions"', 'id="paths"']) {
      expect(page.indexOf(later)).toBeGreaterThan(firstLabel);
    }
    expect(page).toContain('Not covered by any model test: 1 transition(s), 0 state(s)');
    // In the transitions table too, the uncovered row comes first.
    const table = page.slice(page.indexOf('id="transitions"'));
    expect(table.indexOf(CANCEL)).toBeLessThan(table.indexOf('browsing —CHECKOUT→ paying'));
  });

  it('draws the statechart as well-formed SVG, each transition coloured by who covers it', async () => {
    const report = await shopReport([
      { machine: 'shop', source: 'browsing', event: 'CHECKOUT', target: 'paying', index: 0 },
    ]);
    const svg = await svgOf(report);
    const classes = parseXml(svg);
    // Every transition is drawn once: arrows, and the self transitions listed in their state.
    expect(classes.filter((name) => /^transition transition-/.test(name))).toHaveLength(
      report.transitions.length,
    );
    expect(classes).toContain('transition transition-nobody');
    expect(classes).toContain('transition transition-both');
    expect(classes).toContain('transition transition-model self');
    expect(svg).toContain(`<title>${CANCEL.replace('→', '→')}: nobody</title>`);
    expect(svg).not.toMatch(/<script|href="http/);
    expect(report.transitions.find((t) => t.label === CANCEL)?.coverer).toBe('nobody');
    expect(report.transitions.find((t) => t.label === 'browsing —CHECKOUT→ paying')?.coverer).toBe('both');
  });

  it('gives the date of the browser records, and says STALE when the machine changed after them', async () => {
    const record: BrowserRecord = {
      machine: 'shop',
      source: 'browsing',
      event: 'CHECKOUT',
      target: 'paying',
      index: 0,
      runAt: '2026-11-20T10:00:00.000Z',
    };
    const fresh = await shopReport([record], '2026-11-19T00:00:00.000Z');
    expect(browserNote(fresh, { generatedAt: '2026-11-21T00:00:00.000Z' })).toEqual({
      text: 'Browser coverage from the journeys of 2026-11-20 10:00 UTC.',
      stale: false,
    });
    const stale = await shopReport([record], '2026-11-25T00:00:00.000Z');
    const checkout = stale.transitions.find((t) => t.label === 'browsing —CHECKOUT→ paying');
    expect(checkout).toMatchObject({ playwright: true, browserStale: true, coverer: 'stale' });
    const note = browserNote(stale, { generatedAt: '2026-11-26T00:00:00.000Z' });
    expect(note.stale).toBe(true);
    expect(note.text).toContain('STALE: the machine changed on 2026-11-25 00:00 UTC, after that run.');
    expect(machinePage(stale, '', { generatedAt: '2026-11-26T00:00:00.000Z' })).toContain('STALE');
    // Old records are stale even when the machine has not changed.
    expect(browserNote(fresh, { generatedAt: '2026-12-20T00:00:00.000Z' }).text).toContain(
      'STALE: 29 days old',
    );
    // No records at all: said, and counted as stale.
    expect(browserNote(await shopReport(null), context)).toMatchObject({ stale: true });
  });
});

describe('stale browser records', () => {
  const record: BrowserRecord = {
    machine: 'shop',
    source: 'browsing',
    event: 'CHECKOUT',
    target: 'paying',
    index: 0,
    runAt: '2026-11-20T10:00:00.000Z',
  };

  it('draws a transition driven only before the machine changed apart from one never driven', async () => {
    const report = await shopReport([record], '2026-11-25T00:00:00.000Z');
    const svg = await svgOf(report);
    expect(parseXml(svg)).toContain('transition transition-stale');
    const page = machinePage(report, svg, context);
    const legend = page.slice(page.indexOf('class="legend"'), page.indexOf('class="diagram"'));
    expect(legend).toContain('before the machine changed (stale)');
  });

  it('names stale machines apart from never recorded ones, in the console and the index', async () => {
    const entries: IndexEntry[] = [
      { machine: 'shop', report: await shopReport([record], '2026-11-25T00:00:00.000Z') },
      { machine: 'unrecorded', report: await shopReport(null) },
    ];
    const lines = summaryLines(entries, {
      outDir: 'reports/paths',
      browserRunAt: record.runAt ?? null,
      staleBrowser: ['shop', 'unrecorded'],
      reportsBytes: 1000,
      files: 3,
    });
    expect(lines).toContain('  stale: shop (machine changed 2026-11-25 00:00 UTC)');
    expect(lines).toContain('  never recorded: unrecorded');
    const index = indexPage(entries, { generatedAt: '2026-11-26T00:00:00.000Z', browserRunAt: null });
    expect(index).toContain('stale: shop (machine changed 2026-11-25 00:00 UTC)');
    expect(index).toContain('never recorded: unrecorded');
  });

  it('writes a kept date that is not one (the records are a file anyone can edit) as text', async () => {
    const entries: IndexEntry[] = [{ machine: 'shop', report: await shopReport(null) }];
    const index = indexPage(entries, {
      generatedAt: '2026-11-26T00:00:00.000Z',
      browserRunAt: '<svg/onload=f()>',
    });
    expect(index).not.toContain('<svg/onload');
    expect(index).toContain('&lt;svg/onload=f()&gt;');
  });
});

describe('what the browser cannot drive', () => {
  const PING = 'browsing —PING→ browsing';
  const records: BrowserRecord[] = [
    { machine: 'shop', source: 'browsing', event: 'CHECKOUT', target: 'paying', index: 0 },
  ];

  it("says which transitions the machine's driver declares not drivable, and why", async () => {
    const { paths, runs, coverage } = await exploreModel(shopModel);
    const report = buildReport(shopModel, paths, runs, coverage, records, {
      notDrivable: { [PING]: 'the page has no way to ping' },
    });
    expect(report.transitions.find((t) => t.label === PING)?.notDrivable).toBe('the page has no way to ping');
    const page = machinePage(report, '', context);
    const gaps = page.slice(page.indexOf('What is not covered'), page.indexOf('id="summary"'));
    expect(gaps).toContain(
      `${PING}</code>: declared not drivable in the browser: the page has no way to ping`,
    );
    expect(gaps).toContain('declared not drivable in the browser</strong>');
    expect(gaps).toContain('drivable but not driven in the browser</strong>');
    // The declared one is not also listed as drivable.
    const drivable = gaps.slice(gaps.indexOf('drivable but not driven'));
    expect(drivable).not.toContain(PING);
    expect(drivable).toContain('paying.entering —PAY→ paying.done');
    expect(page).not.toContain('some cannot be caused from a browser');
  });

  it('claims nothing about what cannot be driven when nothing is declared', async () => {
    const report = await shopReport(records);
    const page = machinePage(report, '', context);
    expect(page).not.toContain('cannot be caused from a browser');
    expect(page).not.toContain('declared not drivable');
    expect(page).toContain(PING);
  });
});

describe('bounded reports', () => {
  // A counter up to 200 with three ways up: thousands of paths, each state covered by hundreds.
  const counter = createMachine({
    id: 'counter',
    types: {} as { context: { count: number } },
    context: { count: 0 },
    initial: 'counting',
    states: {
      counting: {
        on: {
          ONE: {
            guard: ({ context }) => context.count < 200,
            actions: assign({ count: ({ context }) => context.count + 1 }),
          },
          TWO: {
            guard: ({ context }) => context.count < 199,
            actions: assign({ count: ({ context }) => context.count + 2 }),
          },
          STOP: 'stopped',
        },
      },
      stopped: { on: { AGAIN: 'counting' } },
    },
  });
  const counterModel = defineModel({
    name: 'counter',
    machine: counter,
    scenarios: [{ label: 'from zero', input: undefined }],
    events: ['ONE', 'TWO', 'STOP', 'AGAIN'].map((type) => userEvent({ type })),
    project: (snapshot) => snapshot.context.count,
    effects: [],
  });

  it('caps the paths per item and the sample, counting the rest, and stays small', async () => {
    const { paths, runs, coverage } = await exploreModel(counterModel);
    expect(paths.length).toBeGreaterThan(300);
    const report = buildReport(counterModel, paths, runs, coverage, null);
    for (const item of [...report.transitions, ...report.states]) {
      expect(item.paths.length).toBeLessThanOrEqual(PATHS_PER_ITEM);
    }
    const stop = report.transitions.find((t) => t.event === 'STOP');
    expect(stop?.pathCount).toBeGreaterThan(PATHS_PER_ITEM);
    expect(report.paths.length).toBeLessThanOrEqual(
      SAMPLE_PATHS + report.transitions.length + report.outcomes.length,
    );
    expect(report.pathsLeftOut).toBe(paths.length - report.paths.length);
    for (const path of report.paths)
      expect(path.description.length).toBeLessThanOrEqual(DESCRIPTION_CHARS + 40);
    const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
    const described = boundedDescription(counterModel, longest);
    expect(described.length).toBeLessThanOrEqual(DESCRIPTION_CHARS + 40);
    expect(described).toMatch(/ → … \(\d+ more steps\)$/);

    const svg = await drawMachine({
      machine: counter,
      transitions: new Map(report.transitions.map((t) => [t.key, t.coverer])),
      states: new Map(report.states.map((s) => [s.id, s.coverer])),
    });
    const page = machinePage(report, svg, context);
    expect(page).toContain(`and ${(stop?.pathCount ?? 0) - (stop?.paths.length ?? 0)} more`);
    expect(page).toContain(`${report.pathsLeftOut} more are not listed here`);
    expect(page.length).toBeLessThan(100_000);
    expect(toJson(report).length).toBeLessThan(100_000);
  });

  /** Every path number a page links to, and every path written out on it. */
  function linksOf(page: string) {
    const links = [...page.matchAll(/href="#path-(\d+)"/g)].map((match) => Number(match[1]));
    const anchors = new Set([...page.matchAll(/id="path-(\d+)"/g)].map((match) => Number(match[1])));
    return { links, anchors };
  }

  it('links only paths written out on the page', async () => {
    const { paths, runs, coverage } = await exploreModel(counterModel);
    const page = machinePage(buildReport(counterModel, paths, runs, coverage, null), '', context);
    const { links, anchors } = linksOf(page);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((id) => !anchors.has(id))).toEqual([]);
  });

  it('writes out a path of every transition and guard outcome, however many there are', async () => {
    // A hub with 60 rooms: 120 transitions, more than SAMPLE_PATHS.
    const rooms = Array.from({ length: 60 }, (_, index) => `room${index}`);
    const hub = createMachine({
      id: 'hub',
      initial: 'hall',
      states: {
        hall: { on: Object.fromEntries(rooms.map((room) => [`GO_${room}`, room])) },
        ...Object.fromEntries(rooms.map((room) => [room, { on: { BACK: 'hall' } }])),
      },
    });
    const hubModel = defineModel({
      name: 'hub',
      machine: hub,
      scenarios: [{ label: 'hall', input: undefined }],
      events: [...rooms.map((room) => userEvent({ type: `GO_${room}` })), userEvent({ type: 'BACK' })],
      project: () => null,
      effects: [],
    });
    const { paths, runs, coverage } = await exploreModel(hubModel);
    const report = buildReport(hubModel, paths, runs, coverage, null);
    expect(report.transitions.length).toBeGreaterThan(SAMPLE_PATHS);
    const sampled = new Set(report.paths.map((path) => path.id));
    for (const item of [...report.transitions, ...report.outcomes]) {
      if (item.pathCount > 0)
        expect(
          item.paths.some((id) => sampled.has(id)),
          item.label,
        ).toBe(true);
    }
    const { links, anchors } = linksOf(machinePage(report, '', context));
    expect(links.filter((id) => !anchors.has(id))).toEqual([]);
  });
});

describe('the console summary', () => {
  const dir = mkdtempSync(join(tmpdir(), 'paths-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stays under 100 lines however many machines and gaps, naming the uncovered first', async () => {
    const report = await shopReport();
    const entries: IndexEntry[] = Array.from({ length: 150 }, (_, index) => ({
      machine: `m${index}`,
      report: { ...report, machine: `m${index}` },
    }));
    entries.push({
      machine: 'runaway',
      report: null,
      failure: 'runaway: path generation stopped at the states limit',
    });
    const lines = summaryLines(entries, {
      outDir: dir,
      browserRunAt: null,
      staleBrowser: entries.map((entry) => entry.machine),
      reportsBytes: 1000,
      files: 3,
    });
    expect(lines.length).toBeLessThanOrEqual(MAX_SUMMARY_LINES);
    expect(lines.length).toBeLessThan(100);
    expect(lines).toContain('Not covered by the model tests, or failed (150; this fails the run):');
    expect(lines).toContain(`  m0: transition ${CANCEL}`);
    expect(lines).toContain('… and 111 more machines (index.html)');
    expect(lines.some((line) => line.startsWith('  … and 120 more'))).toBe(true);
    expect(lines).toContain(
      'Browser coverage: no journey has been recorded; run `npm run test:e2e`, then `npm run paths`.',
    );
    // The index lists the failed machine, then the uncovered ones.
    const index = indexPage(entries, { ...context, browserRunAt: null });
    expect(index.indexOf('runaway: path generation stopped')).toBeLessThan(index.indexOf('m0.html'));
  });

  it('fails when the reports pass 5 MB', () => {
    writeFileSync(join(dir, 'big.html'), Buffer.alloc(MAX_REPORTS_BYTES + 1));
    const size = directorySize(dir);
    expect(size).toEqual({ files: 1, bytes: MAX_REPORTS_BYTES + 1 });
    const lines = summaryLines([], {
      outDir: dir,
      browserRunAt: null,
      staleBrowser: [],
      reportsBytes: size.bytes,
      files: 1,
    });
    expect(lines.at(-1)).toBe('FAILED: the reports take 5.00 MB, over the 5 MB limit.');
  });
});

describe('the kept browser coverage', () => {
  const record = (event: string, runAt: string): KeptRecord => ({
    machine: 'shop',
    source: 'browsing',
    event,
    target: 'paying',
    index: 0,
    runAt,
  });

  it("keeps what earlier runs drove with their date, and takes a newer run's records with its own", () => {
    const kept = {
      lastRunAt: '2026-11-20T00:00:00.000Z',
      records: [record('A', '2026-11-20T00:00:00.000Z'), record('B', '2026-11-20T00:00:00.000Z')],
    };
    const merged = mergeRun(kept, {
      runAt: '2026-11-28T00:00:00.000Z',
      records: [{ machine: 'shop', source: 'browsing', event: 'B', target: 'paying', index: 0 }],
    });
    expect(merged).toEqual({
      lastRunAt: '2026-11-28T00:00:00.000Z',
      records: [record('A', '2026-11-20T00:00:00.000Z'), record('B', '2026-11-28T00:00:00.000Z')],
    });
    // The same run again, or an older one, changes nothing; no run changes nothing.
    expect(mergeRun(merged, { runAt: '2026-11-28T00:00:00.000Z', records: [] })).toBe(merged);
    expect(mergeRun(merged, { runAt: '2026-11-01T00:00:00.000Z', records: [] })).toBe(merged);
    expect(mergeRun(merged, null)).toBe(merged);
  });
});

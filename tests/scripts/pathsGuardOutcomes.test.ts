import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { drawMachine } from '../../scripts/paths/diagram.ts';
import { defineModel, exploreModel, userEvent } from '../../scripts/paths/graphCoverage.ts';
import { indexPage, machinePage } from '../../scripts/paths/html.ts';
import { type BrowserRecord, buildReport, guardOutcomesNotReached } from '../../scripts/paths/report.ts';
import { summaryLines } from '../../scripts/paths/summary.ts';

// What `npm run paths` says of guard outcomes: each guarded transition is reached twice (taken,
// and passed over with its guard false) or the page and the console say which outcome is not.

const door = setup({
  types: { context: {} as { locked: boolean }, events: {} as { type: 'OPEN' } | { type: 'LOCK' } },
  guards: { isUnlocked: ({ context }) => !context.locked },
}).createMachine({
  id: 'door',
  context: { locked: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [{ guard: 'isUnlocked', target: 'open' }, { target: 'refused' }],
        LOCK: { actions: () => {}, target: 'locked' },
      },
    },
    locked: {},
    open: {},
    refused: {},
  },
});

/** Without LOCK, the door is never locked when OPEN arrives: isUnlocked is never false. */
const modelWith = (types: string[], unreachableGuardOutcomes?: Record<string, string>) =>
  defineModel({
    name: 'door',
    machine: door,
    scenarios: [{ label: 'door', input: undefined }],
    events: types.map((type) => userEvent({ type })),
    project: ({ context }) => context,
    effects: [],
    ...(unreachableGuardOutcomes ? { unreachableGuardOutcomes } : {}),
  });

async function reportOf(
  types: string[],
  records: BrowserRecord[] | null = null,
  unreachable?: Record<string, string>,
) {
  const model = modelWith(types, unreachable);
  const { paths, runs, coverage, stats } = await exploreModel(model);
  return buildReport(model, paths, runs, coverage, records, { generation: stats });
}

const NOT_TAKEN = 'closed —OPEN [isUnlocked]→ open: not taken (isUnlocked false)';

describe('npm run paths: guard outcomes', () => {
  it('counts both outcomes of a guarded transition, and names the one no path reaches', async () => {
    const report = await reportOf(['OPEN']);
    // Every transition but LOCK's is taken; isUnlocked is never false.
    expect(report.guardOutcomes.vitest).toEqual({ covered: 1, total: 2 });
    expect(guardOutcomesNotReached(report)).toEqual([`not reached: ${NOT_TAKEN}`]);

    const page = machinePage(report, '<svg xmlns="http://www.w3.org/2000/svg"/>', {
      generatedAt: '2026-11-29T18:00:00.000Z',
    });
    const notCovered = page.slice(page.indexOf('id="not-covered"'), page.indexOf('id="summary"'));
    expect(notCovered).toContain(`guard outcome <code>${NOT_TAKEN.replace(/>/g, '&gt;')}</code>`);
    expect(page).toContain(
      'Guard outcomes <span class="muted">(taken, not taken)</span></th><td class="n">2</td>',
    );

    const lines = summaryLines([{ machine: 'door', report }], {
      outDir: '/tmp/reports',
      browserRunAt: null,
      staleBrowser: [],
      reportsBytes: 1000,
      files: 3,
    });
    expect(lines.join('\n')).toContain(`door: guard outcome not reached: ${NOT_TAKEN}`);
    expect(lines.find((line) => line.startsWith('door'))).toMatch(/\s1\/2\s/);
  });

  it('says the same once a locked door is tried: locked, OPEN is not listened for', async () => {
    const report = await reportOf(['OPEN', 'LOCK']);
    // Locked, OPEN is not handled at all: still no path sees isUnlocked false in `closed`.
    expect(guardOutcomesNotReached(report)).toEqual([`not reached: ${NOT_TAKEN}`]);
  });

  it('draws each outcome on the guarded arrow, coloured by who reaches it', async () => {
    const report = await reportOf(['OPEN']);
    const svg = await drawMachine({
      machine: door,
      transitions: new Map(report.transitions.map((t) => [t.key, t.coverer])),
      states: new Map(report.states.map((s) => [s.id, s.coverer])),
      outcomes: new Map(report.outcomes.map((o) => [o.key, o.coverer])),
    });
    new SaxesParser({ xmlns: true }).write(svg).close();
    expect(svg).toContain('[isUnlocked]→ open: model test only; taken: model test only; not taken: nobody');
    expect(svg).toMatch(
      /<tspan fill="#0969da" font-weight="700">✓<\/tspan><tspan fill="#cf222e"[^>]*>✗<\/tspan>/,
    );
  });

  it('sees a guard false in the browser when a journey took a later alternative of its event', async () => {
    const refused: BrowserRecord = {
      machine: 'door',
      source: 'closed',
      event: 'OPEN',
      target: 'refused',
      index: 1,
    };
    const report = await reportOf(['OPEN'], [refused]);
    const seen = report.outcomes.filter((outcome) => outcome.playwright).map((outcome) => outcome.label);
    expect(seen).toEqual([NOT_TAKEN]);
    expect(report.outcomes.find((o) => o.label === NOT_TAKEN)?.coverer).toBe('browser');
    expect(report.guardOutcomes.playwright).toEqual({ covered: 1, total: 2 });
  });

  it('takes an outcome the model declares unreachable, with why, and fails a wrong declaration', async () => {
    const why = 'nothing locks the door in this model';
    const declared = await reportOf(['OPEN'], null, { [NOT_TAKEN]: why });
    expect(guardOutcomesNotReached(declared)).toEqual([]);
    const page = machinePage(declared, '<svg xmlns="http://www.w3.org/2000/svg"/>', {
      generatedAt: '2026-11-29T18:00:00.000Z',
    });
    expect(page).toContain('<strong>declares unreachable</strong>');
    expect(page).toContain(`${why}</li>`);
    // On the index a declared outcome is not a gap: said in grey, not counted with the red ones.
    const index = indexPage([{ machine: 'door', report: declared }], {
      generatedAt: '2026-11-29T18:00:00.000Z',
      browserRunAt: null,
    });
    const gaps =
      declared.transitions.filter((t) => !t.covered).length +
      declared.states.filter((state) => !state.covered).length;
    expect(index).toContain(
      `<td class="n bad">${gaps} <span class="muted">(and 1 declared unreachable)</span></td>`,
    );

    const taken = 'closed —OPEN [isUnlocked]→ open: taken';
    const reached = await reportOf(['OPEN'], null, { [NOT_TAKEN]: why, [taken]: 'wrong', typo: 'wrong' });
    expect(guardOutcomesNotReached(reached)).toEqual([
      `declared unreachable, but reached: ${taken}`,
      'declared unreachable, but no such guard outcome: typo',
    ]);
  });
});

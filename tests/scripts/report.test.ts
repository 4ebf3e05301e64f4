import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { defineModel, exploreModel, userEvent } from '../../scripts/paths/graphCoverage.ts';
import { browserCoverageLines, buildReport, notDrivenInBrowser } from '../../scripts/paths/report.ts';

// `npm run paths` lists, per machine, what the browser suite has not driven.
const machine = createMachine({
  id: 'shop',
  initial: 'browsing',
  states: {
    browsing: { always: { target: 'open' } },
    open: { on: { CHECKOUT: 'paying' } },
    paying: { on: { CANCEL: 'open' } },
  },
});
const model = defineModel({
  name: 'shop',
  machine,
  scenarios: [{ label: 'shop', input: undefined }],
  events: [userEvent({ type: 'CHECKOUT' }), userEvent({ type: 'CANCEL' })],
  project: () => null,
  effects: [],
});

async function reportWith(records: Parameters<typeof buildReport>[4]) {
  const { paths, runs, coverage } = await exploreModel(model);
  return buildReport(model, paths, runs, coverage, records);
}

describe('the browser coverage of a machine', () => {
  it('lists the transitions the browser has not driven', async () => {
    const report = await reportWith([
      { machine: 'shop', source: 'browsing', event: 'always', target: 'open', index: 0 },
      { machine: 'shop', source: 'open', event: 'CHECKOUT', target: 'paying', index: 0 },
      { machine: 'other', source: 'paying', event: 'CANCEL', target: 'open', index: 0 },
    ]);
    expect(report.suites.playwright).toEqual({ covered: 2, total: 3 });
    expect(notDrivenInBrowser(report)).toEqual(['paying —CANCEL→ open']);
    expect(browserCoverageLines(report)).toEqual([
      'Browser (Playwright): 2/3 transitions driven; not driven in the browser:',
      '- `paying —CANCEL→ open`',
    ]);
  });

  it('says when there are no browser records at all', async () => {
    const report = await reportWith(null);
    expect(notDrivenInBrowser(report)).toBeNull();
    expect(browserCoverageLines(report)).toEqual([
      'Browser (Playwright): no e2e records; run `npm run test:e2e` first.',
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { type AnyStateMachine, type AnyTransitionDefinition, createActor, createMachine } from 'xstate';
import { listStateNodes, listTransitions, transitionKey } from '../../scripts/paths/graphCoverage.ts';
import { recordMatches } from '../../scripts/paths/report.ts';
import {
  type TransitionRecord,
  transitionRecorder,
  transitionRecordOf,
} from '../../src/app/inspector/transitionRecorder.ts';
import { machineModels } from '../model/models/machineModels.ts';

// The browser suite's records are merged into `npm run paths` by matching them with the
// transitions the path tool lists: a record must match its own transition and no other, or the
// browser is credited with transitions it never took (or with none).

function transitionDefinitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...listStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/** The keys of the listed transitions that a record matches. */
function matchedKeys(machine: AnyStateMachine, record: TransitionRecord): string[] {
  return listTransitions(machine)
    .filter((info) => recordMatches(machine.id, info, record))
    .map((info) => info.key);
}

describe('transitionRecordOf', () => {
  it.each(machineModels.map((model) => [model.name, model.machine] as const))(
    'names every transition of %s as npm run paths lists it, and only that one',
    (_name, machine) => {
      for (const definition of transitionDefinitions(machine)) {
        expect(matchedKeys(machine, transitionRecordOf(definition))).toEqual([transitionKey(definition)]);
      }
    },
  );
});

describe('transitionRecorder', () => {
  afterEach(() => {
    delete window.__XSTATE_TRANSITIONS__;
  });

  it('records nothing unless the browser suite asks for it', () => {
    expect(transitionRecorder()).toBeUndefined();
  });

  it('records eventless, root-node and guarded transitions so that each matches its own', () => {
    const machine = createMachine({
      id: 'door',
      initial: 'deciding',
      on: { KNOCK: { actions: () => {} } },
      states: {
        deciding: { always: [{ guard: () => false, target: 'open' }, { target: 'closed' }] },
        closed: {
          on: { PUSH: [{ guard: () => false, target: 'open' }, { target: 'open' }] },
        },
        open: {},
      },
    });
    const records: TransitionRecord[] = [];
    window.__XSTATE_TRANSITIONS__ = { push: (record) => records.push(record) };
    const actor = createActor(machine, { inspect: transitionRecorder() }).start();
    actor.send({ type: 'KNOCK' });
    actor.send({ type: 'PUSH' });
    actor.stop();

    expect(records).toEqual([
      { machine: 'door', source: 'deciding', event: 'always', target: 'closed', index: 1 },
      { machine: 'door', source: '', event: 'KNOCK', target: '', index: 0 },
      { machine: 'door', source: 'closed', event: 'PUSH', target: 'open', index: 1 },
    ]);
    expect(records.map((record) => matchedKeys(machine, record))).toEqual([
      ['door.deciding|always|1'],
      ['door|KNOCK|0'],
      ['door.closed|PUSH|1'],
    ]);
  });
});

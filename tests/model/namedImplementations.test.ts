// Every action and guard of a machine is a name registered in its setup({ actions, guards }), so
// that the Stately inspector and the paths reports show what a transition does and why it is taken.
// The walk reads the machine definition as XState v5 keeps it: each state node's entry and exit
// actions, and its transitions (`on` events, invoke onDone / onError / onSnapshot, `after` delays,
// state onDone) plus its `always` transitions, each with its actions and guard. A reference is
// named when it is a string or a `{ type, params }` object whose type the machine's implementations
// hold; the built-in `and` / `or` / `not` are named when every guard they combine is. Anything
// else (an `assign(...)`, `sendTo(...)`, `raise(...)`, `emit(...)`, `enqueueActions(...)` or an
// arrow function written in the state config) is inline and reported with its machine and state.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, and, assign, not, raise, StateMachine, setup } from 'xstate';

/** A state node as far as the walk reads it (XState's StateNode, without its type parameters). */
interface WalkedNode {
  id: string;
  entry: unknown[];
  exit: unknown[];
  transitions: Map<string, WalkedTransition[]>;
  always?: WalkedTransition[];
  after: WalkedTransition[];
  states: Record<string, WalkedNode>;
}

interface WalkedTransition {
  eventType: string;
  actions: unknown[];
  guard?: unknown;
}

interface Implementations {
  actions: Record<string, unknown>;
  guards: Record<string, unknown>;
}

/** How a reference reads in a report: its name, or what the inline function is. */
function describeInline(reference: unknown): string {
  if (typeof reference === 'function') {
    const type = (reference as { type?: unknown }).type;
    return typeof type === 'string' ? type : 'function';
  }
  return JSON.stringify(reference);
}

function referencedName(reference: unknown): string | null {
  if (typeof reference === 'string') return reference;
  if (typeof reference === 'object' && reference !== null) {
    const type = (reference as { type?: unknown }).type;
    if (typeof type === 'string') return type;
  }
  return null;
}

/** The built-in and / or / not: a function carrying the guards it combines. */
function combinedGuards(guard: unknown): unknown[] | null {
  if (typeof guard !== 'function') return null;
  const { check, guards } = guard as { check?: unknown; guards?: unknown };
  const builtIn = guard.name === 'and' || guard.name === 'or' || guard.name === 'not';
  return builtIn && typeof check === 'function' && Array.isArray(guards) ? guards : null;
}

function actionProblems(action: unknown, where: string, implementations: Implementations): string[] {
  const name = referencedName(action);
  if (name === null) return [`${where}: inline action ${describeInline(action)}`];
  if (!(name in implementations.actions)) return [`${where}: action '${name}' is not in setup`];
  return [];
}

function guardProblems(guard: unknown, where: string, implementations: Implementations): string[] {
  if (guard === undefined) return [];
  const combined = combinedGuards(guard);
  if (combined) return combined.flatMap((inner) => guardProblems(inner, where, implementations));
  const name = referencedName(guard);
  if (name === null) return [`${where}: inline guard ${describeInline(guard)}`];
  if (!(name in implementations.guards)) return [`${where}: guard '${name}' is not in setup`];
  return [];
}

function transitionLabel(transition: WalkedTransition, index: number, count: number): string {
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  return count > 1 ? `${event}[${index}]` : event;
}

/**
 * XState's own entry and exit actions for an `after` delay: it raises the delayed event on entry
 * (a raise whose id is the event) and cancels it on exit. They are no inline code of the machine.
 */
function isDelayTimer(action: unknown, delayedEvents: ReadonlySet<string>): boolean {
  if (typeof action !== 'function') return false;
  const { type, id, sendId } = action as { type?: unknown; id?: unknown; sendId?: unknown };
  if (type === 'xstate.raise') return typeof id === 'string' && delayedEvents.has(id);
  if (type === 'xstate.cancel') return typeof sendId === 'string' && delayedEvents.has(sendId);
  return false;
}

/** Every inline or unregistered action and guard of the machine, as "#state.path where: what". */
function inlineImplementations(machine: AnyStateMachine): string[] {
  const implementations = machine.implementations as unknown as Implementations;
  const problems: string[] = [];
  const visit = (node: WalkedNode) => {
    const state = `#${node.id}`;
    const delayedEvents = new Set(node.after.map((transition) => transition.eventType));
    for (const [where, actions] of [
      ['entry', node.entry],
      ['exit', node.exit],
    ] as const) {
      for (const action of actions) {
        if (isDelayTimer(action, delayedEvents)) continue;
        problems.push(...actionProblems(action, `${state} ${where}`, implementations));
      }
    }
    const groups = [...node.transitions.values(), node.always ?? []];
    for (const group of groups) {
      group.forEach((transition, index) => {
        const where = `${state} ${transitionLabel(transition, index, group.length)}`;
        problems.push(...guardProblems(transition.guard, where, implementations));
        for (const action of transition.actions)
          problems.push(...actionProblems(action, where, implementations));
      });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as unknown as WalkedNode);
  return problems;
}

/** Every machine exported by machines/<area>/*.machine.ts (found as scripts/paths.ts finds them). */
async function allMachines(): Promise<Map<string, AnyStateMachine>> {
  const dir = fileURLToPath(new URL('../../machines', import.meta.url));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  const found = new Map<string, AnyStateMachine>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(dir, file)).href);
    for (const value of Object.values(module)) {
      if (value instanceof StateMachine) found.set(value.id, value as AnyStateMachine);
    }
  }
  return found;
}

/** Every machine under machines/: a new one is added here, and its actions and guards are named. */
const CHECKED = [
  'storeBootstrap',
  'language',
  'session',
  'signIn',
  'signUp',
  'otpVerification',
  'forgotPassword',
  'passwordReset',
  'cart',
  'storefront',
  'checkout',
  'paymentSelection',
  'postPaymentReturn',
  'orderItem',
  'enquiry',
  'askAi',
  'accountUnlock',
  'changePassword',
  'contactChange',
  'deviceRemoval',
] as const;

const machines = await allMachines();

describe('named actions and guards', () => {
  it('checks every machine under machines/', () => {
    expect([...machines.keys()].sort()).toEqual([...CHECKED].sort());
  });

  it.each(CHECKED)('%s has no inline action or guard', (id) => {
    const machine = machines.get(id);
    expect(machine, `machine ${id}`).toBeDefined();
    expect(inlineImplementations(machine as AnyStateMachine), `machine ${id}`).toEqual([]);
  });

  it('reports inline actions and guards by state, and accepts named and combined ones', () => {
    const probe = setup({
      types: { context: {} as { count: number }, events: {} as { type: 'GO' } | { type: 'BACK' } },
      actions: { countUp: assign({ count: ({ context }) => context.count + 1 }) },
      guards: { isSmall: ({ context }) => context.count < 3 },
    }).createMachine({
      id: 'probe',
      context: { count: 0 },
      initial: 'a',
      states: {
        a: {
          entry: 'countUp',
          on: {
            GO: { target: 'b', guard: and(['isSmall', not('isSmall')]), actions: { type: 'countUp' } },
          },
        },
        b: {
          entry: assign({ count: 0 }),
          exit: 'missing' as 'countUp',
          after: { 1000: { target: 'a', actions: raise({ type: 'BACK' }) } },
          always: { guard: ({ context }) => context.count > 5, target: 'a' },
          on: { BACK: { target: 'a', guard: not(({ context }) => context.count === 0) } },
        },
      },
    });
    expect(inlineImplementations(probe)).toEqual([
      '#probe.b entry: inline action xstate.assign',
      "#probe.b exit: action 'missing' is not in setup",
      '#probe.b BACK: inline guard function',
      '#probe.b xstate.after.1000.probe.b: inline action xstate.raise',
      '#probe.b always: inline guard function',
    ]);
  });
});

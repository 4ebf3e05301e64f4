import type { APIRequestContext, Page } from '@playwright/test';
import { test } from '@playwright/test';
import { type AnyMachineSnapshot, type EventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  describePath,
  describeState,
  type MachineModel,
  type ModelPath,
  type ModelStep,
  traversableMachine,
} from '../../../scripts/paths/graphCoverage.ts';

// How a machine's generated paths are played in the browser (docs/MODEL-TESTING.md, "In the
// browser"): `xstate.init` opens the page for the path's scenario, each event is a user action, a
// server answer or a network fault, and each state is checked on what the page shows.

/** What a player gets to work with in one test. */
export interface PathPage {
  page: Page;
  request: APIRequestContext;
  baseURL: string;
}

/** One event of the model, as the browser causes it. */
export interface BrowserEvent<Player> {
  /** Whether the browser can cause it at this step of this path (default: always). */
  can?(path: ModelPath, index: number): boolean;
  play(player: Player, step: ModelStep, index: number, path: ModelPath): Promise<void>;
}

/** Plays one path on one page: opens it for the scenario, causes events, checks states. */
export interface PathPlayer {
  open(path: ModelPath): Promise<void>;
  play(step: ModelStep, index: number, path: ModelPath): Promise<void>;
  expectState(state: AnyMachineSnapshot): Promise<void>;
}

export interface BrowserPaths {
  model: MachineModel;
  /** Scenario labels the browser can set up (cookies, storage, the served page). */
  scenarios: readonly string[];
  /** Event labels (ModelEvent.label) the browser can cause. */
  events: Readonly<Record<string, Pick<BrowserEvent<never>, 'can'>>>;
  /**
   * Transitions (TransitionInfo.label) no browser path can take, with the reason. The spec checks
   * that the chosen paths take every other transition, and none of these.
   */
  notDrivable: Readonly<Record<string, string>>;
  /** Paths written by hand from the model (pathFromEvents), for transitions that no generated
   *  path the browser can play takes; each says why in its purposes. */
  handWritten?: readonly ModelPath[];
  player(page: PathPage): PathPlayer;
}

/**
 * The longest beginning of the path that the browser can play: its scenario can be set up and
 * it can cause each of its events. Null when the scenario cannot be set up.
 */
export function playablePrefix(paths: BrowserPaths, path: ModelPath): ModelPath | null {
  if (!paths.scenarios.includes(path.scenario)) return null;
  const end = path.steps.findIndex((step, index) => {
    if (index === 0) return false;
    const event = paths.events[step.label];
    return event === undefined || !(event.can?.(path, index) ?? true);
  });
  if (end === -1) return path;
  const purposes = [`the beginning of path ${path.id}: ${end} of its ${path.steps.length} steps`];
  return { ...path, purposes, steps: path.steps.slice(0, end) };
}

/** What an `xstate.done.actor.*` step's actor resolved with (the answer a server step gives). */
export function outputOf<T>(step: ModelStep): T {
  return (step.event as EventObject & { output?: T }).output as T;
}

const replayed = new WeakMap<ModelPath, AnyMachineSnapshot[]>();

/**
 * The snapshot after each step of the path, as the path's own events leave it. A step's `state`
 * is the graph's node: its context beyond the model's projection (a failure said, a draft, which
 * method is chosen) is that of whichever path reached the node first, not necessarily this one's.
 */
export function snapshotsOf(model: MachineModel, path: ModelPath): AnyMachineSnapshot[] {
  let snapshots = replayed.get(path);
  if (!snapshots) {
    const machine = traversableMachine(model);
    let snapshot: AnyMachineSnapshot = getInitialSnapshot(machine, path.input);
    snapshots = [snapshot];
    for (const step of path.steps.slice(1)) {
      snapshot = getNextSnapshot(machine, snapshot, step.event);
      snapshots.push(snapshot);
    }
    replayed.set(path, snapshots);
  }
  return snapshots;
}

/** Plays the step's event with the player's own table of events. */
export function playEvent<Player>(
  events: Readonly<Record<string, BrowserEvent<Player>>>,
  player: Player,
  step: ModelStep,
  index: number,
  path: ModelPath,
): Promise<void> {
  const event = events[step.label];
  if (!event) throw new Error(`The browser cannot cause ${step.label}`);
  return event.play(player, step, index, path);
}

/** The test title of a path: its id (or that it is the beginning of one), scenario and words. */
export function pathTitle(paths: BrowserPaths, path: ModelPath): string {
  const purpose = path.purposes[0] ?? '';
  const name = purpose.startsWith('hand-written')
    ? 'hand-written path'
    : `${purpose.startsWith('the beginning of path') ? 'beginning of path' : 'path'} ${path.id}`;
  return `${name} [${path.scenario}]: ${describePath(paths.model, path)}`;
}

/** Plays a path step by step, each a report step named after its event and expected state. */
export async function playPath(paths: BrowserPaths, player: PathPlayer, path: ModelPath): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    const state = describeState(paths.model, step.state);
    await test.step(index === 0 ? `open: ${state}` : `${step.label} → ${state}`, async () => {
      if (index === 0) await player.open(path);
      else await player.play(step, index, path);
      await player.expectState(step.state);
    });
  }
}

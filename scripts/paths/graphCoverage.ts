// Model-based paths and coverage for XState machines (see docs/MODEL-TESTING.md).
//
// A machine plugs in with a MachineModel (tests/model/models/<machine>.model.ts): its inputs, the
// events to explore (user events, `xstate.done|error.actor.<id>` outcomes and
// `xstate.after.<delay>.<state id>` delays), the context its
// guards read, and its side-effect actions. From it this module generates paths from the machine
// graph (shortest paths to every state, simple paths when asked, and an edge cover), runs each path
// against the real machine with stub actors, and measures which state nodes and transitions ran.
// One module for the Vitest model tests (tests/model) and the QA tool (scripts/paths.ts), so that
// both generate the same paths and measure coverage the same way.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  getInitialMicrosteps,
  getInitialSnapshot,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
  StateMachine,
  type StateValue,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getPathsFromEvents,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
} from 'xstate/graph';
import { evaluateGuard } from 'xstate/guards';

// ---------------------------------------------------------------------------------------------
// Models

/** An event the traversal may send, with the words the reports use for it. */
export interface ModelEvent {
  event: EventObject;
  label: string;
}

/** One input of the machine; each gets its own graph (guards that read input need several). */
export interface ModelScenario<TMachine extends AnyStateMachine> {
  label: string;
  input: InputFrom<TMachine>;
}

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine id; also the report file name. */
  name: string;
  machine: TMachine;
  scenarios: ReadonlyArray<ModelScenario<TMachine>>;
  events: readonly ModelEvent[];
  /** The context that guards and screens read. A graph state is the state value plus this. */
  project(snapshot: SnapshotFrom<TMachine>): unknown;
  /** Words for a state in reports; defaults to the state value ("active.idle"). */
  describeState?(snapshot: SnapshotFrom<TMachine>): string;
  /** Named actions with side effects: replaced by recorders when a path runs. */
  effects: readonly string[];
  /** Also generate simple paths (every cycle-free path to every state): small graphs only. */
  simplePaths?: boolean;
  /** Raises (or lowers) the generation limits for this machine; DEFAULT_PATH_LIMITS otherwise. */
  limits?: Partial<PathLimits>;
  /**
   * Guard outcomes no event can reach, by label (GuardOutcomeInfo.label), each with why: a guard
   * that is always true wherever its event can arrive (a defensive check). Reported as such; the
   * coverage checks fail when one is reached after all, or names no outcome.
   */
  unreachableGuardOutcomes?: Readonly<Record<string, string>>;
  /** Which events may happen in a state. Default: actor outcomes only while that actor runs,
   *  user events in every state of a running machine (unhandled ones must be ignored). */
  filterEvents?(snapshot: SnapshotFrom<TMachine>, event: EventObject): boolean;
}

/** Typed constructor: infers the machine so that `project` and `input` are checked. */
export function defineModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): MachineModel {
  return model as unknown as MachineModel;
}

export function userEvent<TEvent extends EventObject>(event: TEvent, label: string = event.type): ModelEvent {
  return { event, label };
}

/** `xstate.done.actor.<id>` with the output the stub actor resolves. */
export function actorDone(id: string, output: unknown, label: string): ModelEvent {
  const event: EventObject & { output: unknown } = { type: `xstate.done.actor.${id}`, output };
  return { event, label: `${event.type} (${label})` };
}

/**
 * `xstate.error.actor.<id>`: the stub actor rejects with `error` (by default the label). Give an
 * `error` (JSON-serializable, e.g. `{ message }`) when the machine reads what the actor rejected with.
 */
export function actorError(id: string, label = 'request failed', error: unknown = label): ModelEvent {
  const event: EventObject & { error: unknown } = { type: `xstate.error.actor.${id}`, error };
  return { event, label: `${event.type} (${label})` };
}

/**
 * `xstate.after.<delay>.<state id>`: the delayed transition of that state fires (`delay` is the
 * name in `setup({ delays })` or the milliseconds). Runs advance a simulated clock to deliver it.
 */
export function afterDelay(delay: string | number, stateId: string, label?: string): ModelEvent {
  const event: EventObject = { type: `xstate.after.${delay}.${stateId}` };
  return { event, label: label ? `${event.type} (${label})` : event.type };
}

const actorEventPattern = /^xstate\.(done|error)\.actor\.(.+)$/;

function actorEventOf(event: EventObject): { kind: 'done' | 'error'; id: string } | null {
  const match = actorEventPattern.exec(event.type);
  if (!match?.[2]) return null;
  return { kind: match[1] === 'done' ? 'done' : 'error', id: match[2] };
}

const delayedEventPattern = /^xstate\.after\.[^.]+\.(.+)$/;

/** The id of the state node whose delayed transition the event is, or null for other events. */
function delayedStateOf(event: EventObject): string | null {
  return delayedEventPattern.exec(event.type)?.[1] ?? null;
}

/**
 * The default `filterEvents`: an actor's outcome only while it runs; a delay only while its state
 * is active; user events in any state of a running machine.
 */
export function canHappen(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (snapshot.status !== 'active') return false;
  const delayedState = delayedStateOf(event);
  if (delayedState !== null) return snapshot._nodes.some((node) => node.id === delayedState);
  const actorEvent = actorEventOf(event);
  return actorEvent === null || actorEvent.id in snapshot.children;
}

// ---------------------------------------------------------------------------------------------
// Paths

export interface ModelStep {
  event: EventObject;
  /** The event in words ("xstate.init" for the first step). */
  label: string;
  /** The snapshot after the event, computed by the pure traversal. */
  state: AnyMachineSnapshot;
  /** Serialized state (value + projected context): what a run must reproduce. */
  key: string;
}

export interface ModelPath {
  /** 1-based, stable for a given machine and model. */
  id: number;
  scenario: string;
  input: unknown;
  /** Why the path exists: "reaches <state>", "edge <state> → <event>", "simple path to <state>". */
  purposes: string[];
  steps: ModelStep[];
}

export function stateValueToString(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? key
      : `${key}.${stateValueToString(child)}`,
  );
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(', ')})`;
}

export function serializeState(model: MachineModel, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: model.project(snapshot) });
}

export function describeState(model: MachineModel, snapshot: AnyMachineSnapshot): string {
  return model.describeState ? model.describeState(snapshot) : stateValueToString(snapshot.value);
}

type StateConfig = { invoke?: unknown; states?: Record<string, StateConfig> };

/** A state's config with its invocations' system ids left out, and its children's likewise. */
function stripSystemIds(config: StateConfig): StateConfig {
  const strip = (invoke: unknown) => {
    if (typeof invoke !== 'object' || invoke === null || !('systemId' in invoke)) return invoke;
    const { systemId: _systemId, ...rest } = invoke as Record<string, unknown>;
    return rest;
  };
  const invoke = Array.isArray(config.invoke) ? config.invoke.map(strip) : strip(config.invoke);
  const states = config.states
    ? Object.fromEntries(Object.entries(config.states).map(([name, child]) => [name, stripSystemIds(child)]))
    : undefined;
  return {
    ...config,
    ...(config.invoke === undefined ? {} : { invoke }),
    ...(states ? { states } : {}),
  };
}

/**
 * The pure traversal never stops the children it creates, and its mock system keeps every system
 * id: a child with a system id, invoked again on re-entering its state, would clash with itself.
 * The traversal walks the machine without system ids (runs keep them: a real actor stops its
 * children).
 */
function withoutSystemIds(machine: AnyStateMachine): AnyStateMachine {
  return new StateMachine(stripSystemIds(machine.config as StateConfig) as never, machine.implementations);
}

const traversables = new WeakMap<MachineModel, AnyStateMachine>();

/**
 * The machine the pure traversal walks: its effect actions do nothing, so that an action that
 * talks to other actors (sendParent, sendTo a system id) never runs outside a real system.
 */
export function traversableMachine(model: MachineModel): AnyStateMachine {
  let machine = traversables.get(model);
  if (!machine) {
    const silent = Object.fromEntries(model.effects.map((action) => [action, () => {}]));
    machine = withoutSystemIds(model.machine).provide({ actions: silent });
    traversables.set(model, machine);
  }
  return machine;
}

// ---------------------------------------------------------------------------------------------
// Limits

/**
 * How far path generation may go for one machine (all its scenarios together) before it stops
 * with a PathLimitError. A context value that grows without end (a list appended to on every
 * event) makes the graph infinite: unbounded, the traversal ran for minutes and gigabytes.
 */
export interface PathLimits {
  /** Distinct graph states (state value + projected context), summed over the scenarios. */
  states: number;
  /** Generated paths (after merging prefixes), summed over the scenarios. */
  paths: number;
  /** Wall-clock milliseconds of the whole generation. */
  ms: number;
}

/**
 * Several times the largest machine's figures (the cart: about 2,900 states and 5,700 paths in
 * 5 to 8 s on a busy 2-core machine), so that only a runaway graph reaches them. A graph whose
 * states grow in size (a list that gets longer) is slow to serialize long before it has many
 * states: the clock stops it.
 */
export const DEFAULT_PATH_LIMITS: Readonly<PathLimits> = { states: 15_000, paths: 25_000, ms: 90_000 };

export type PathLimitKind = keyof PathLimits;

/** Path generation reached one of its limits: says which, where, and what to do. */
export class PathLimitError extends Error {
  constructor(
    readonly machine: string,
    readonly limit: PathLimitKind,
    readonly value: number,
    readonly scenario: string,
  ) {
    const what = {
      states: `more than ${value} graph states`,
      paths: `more than ${value} paths`,
      ms: `more than ${value} ms`,
    }[limit];
    super(
      `${machine}: path generation stopped at the ${limit} limit (${what}, scenario "${scenario}"). ` +
        'A context value that grows without end (a list, a counter) makes the graph infinite: leave it ' +
        "out of the model's project(), bound it with filterEvents, or, if the graph really is this " +
        `big, raise the model's limits.${limit}.`,
    );
    this.name = 'PathLimitError';
  }
}

/** What one machine's generation used; the limits it ran under. */
export interface GenerationStats {
  states: number;
  paths: number;
  ms: number;
  limits: PathLimits;
}

/** Counts one machine's generation against its limits; throws PathLimitError when one is passed. */
class GenerationBudget {
  readonly limits: PathLimits;
  private readonly started = Date.now();
  private readonly seen = new Set<string>();
  private statesBefore = 0;
  paths = 0;
  scenario = '';

  constructor(
    private readonly model: MachineModel,
    limits: Partial<PathLimits> = {},
  ) {
    this.limits = { ...DEFAULT_PATH_LIMITS, ...model.limits, ...limits };
  }

  startScenario(label: string): void {
    this.statesBefore += this.seen.size;
    this.seen.clear();
    this.scenario = label;
  }

  get states(): number {
    return this.statesBefore + this.seen.size;
  }

  get ms(): number {
    return Date.now() - this.started;
  }

  private fail(limit: PathLimitKind): never {
    throw new PathLimitError(this.model.name, limit, this.limits[limit], this.scenario);
  }

  /** Called for every state the traversal serializes: the graph's size and the clock. */
  state(key: string): void {
    if (!this.seen.has(key)) {
      this.seen.add(key);
      if (this.states > this.limits.states) this.fail('states');
    }
    this.tick();
  }

  addPaths(count: number): void {
    this.paths += count;
    if (this.paths > this.limits.paths) this.fail('paths');
    this.tick();
  }

  /** The clock alone, for loops that make no new state. */
  tick(): void {
    if (this.ms > this.limits.ms) this.fail('ms');
  }

  stats(): GenerationStats {
    return { states: this.states, paths: this.paths, ms: this.ms, limits: this.limits };
  }
}

function traversalOptions(
  model: MachineModel,
  scenario: ModelScenario<AnyStateMachine>,
  budget: GenerationBudget,
) {
  const filter = model.filterEvents ?? canHappen;
  return {
    input: scenario.input,
    events: model.events.map(({ event }) => event),
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const key = serializeState(model, snapshot);
      budget.state(key);
      return key;
    },
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => filter(snapshot, event),
  };
}

function labelOf(model: MachineModel, event: EventObject): string {
  if (event.type === 'xstate.init') return 'xstate.init';
  const serialized = JSON.stringify(event);
  const known = model.events.find((candidate) => JSON.stringify(candidate.event) === serialized);
  if (known) return known.label;
  const { type, ...payload } = event;
  return Object.keys(payload).length > 0 ? `${type} ${JSON.stringify(payload)}` : type;
}

function toSteps(model: MachineModel, path: StatePath<AnyMachineSnapshot, EventObject>): ModelStep[] {
  return path.steps.map(({ event, state }) => ({
    event,
    label: labelOf(model, event),
    state,
    key: serializeState(model, state),
  }));
}

interface DraftPath {
  purposes: string[];
  steps: ModelStep[];
}

function pathsOfScenario(
  model: MachineModel,
  scenario: ModelScenario<AnyStateMachine>,
  budget: GenerationBudget,
): DraftPath[] {
  budget.startScenario(scenario.label);
  const options = traversalOptions(model, scenario, budget);
  const machine = traversableMachine(model);
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, options));
  const shortest = getShortestPaths(machine, options);
  const shortestByKey = new Map(shortest.map((path) => [serializeState(model, path.state), path]));
  const drafts: DraftPath[] = shortest.map((path) => ({
    purposes: [`reaches ${describeState(model, path.state)}`],
    steps: toSteps(model, path),
  }));

  // Edge cover: the shortest path to each edge's source, then the edge.
  for (const { state: source, event, nextState } of edges) {
    const head = shortestByKey.get(serializeState(model, source));
    if (!head) throw new Error(`${model.name}: no shortest path to ${serializeState(model, source)}`);
    drafts.push({
      purposes: [`edge ${describeState(model, source)} → ${labelOf(model, event)}`],
      steps: [
        ...toSteps(model, head),
        { event, label: labelOf(model, event), state: nextState, key: serializeState(model, nextState) },
      ],
    });
  }

  if (model.simplePaths) {
    // Their number can grow exponentially with the graph: the clock (checked on every state
    // the search serializes) stops a search that would not end.
    for (const path of getSimplePaths(machine, options)) {
      drafts.push({
        purposes: [`simple path to ${describeState(model, path.state)}`],
        steps: toSteps(model, path),
      });
    }
  }
  const kept = dropSubsumed(drafts, budget);
  budget.addPaths(kept.length);
  return kept;
}

const signatureOf = (steps: readonly ModelStep[]) => steps.map((step) => JSON.stringify(step.event));

/** Merges identical paths and paths that are a prefix of a longer one (every step is checked). */
function dropSubsumed(drafts: DraftPath[], budget: GenerationBudget): DraftPath[] {
  const byLength = [...drafts].sort((a, b) => b.steps.length - a.steps.length);
  const kept: Array<DraftPath & { signature: string[] }> = [];
  for (const draft of byLength) {
    budget.tick();
    const signature = signatureOf(draft.steps);
    const container = kept.find((other) =>
      signature.every((event, index) => other.signature[index] === event),
    );
    if (container) {
      for (const purpose of draft.purposes) {
        if (!container.purposes.includes(purpose)) container.purposes.push(purpose);
      }
    } else {
      kept.push({ ...draft, purposes: [...draft.purposes], signature });
    }
  }
  // Shortest first, then by event sequence: stable numbering.
  return kept
    .sort((a, b) => a.steps.length - b.steps.length || a.signature.join().localeCompare(b.signature.join()))
    .map(({ purposes, steps }) => ({ purposes, steps }));
}

/**
 * Every generated path of the model, over all its scenarios, with what the generation used.
 * Throws PathLimitError when the machine's graph passes a limit (DEFAULT_PATH_LIMITS, the model's
 * `limits`, then `limits` here).
 */
export function generatePathsWithStats(
  model: MachineModel,
  limits: Partial<PathLimits> = {},
): { paths: ModelPath[]; stats: GenerationStats } {
  const budget = new GenerationBudget(model, limits);
  const paths = model.scenarios
    .flatMap((scenario) =>
      pathsOfScenario(model, scenario, budget).map((draft) => ({
        ...draft,
        scenario: scenario.label,
        input: scenario.input,
      })),
    )
    .map((path, index) => ({ id: index + 1, ...path }));
  return { paths, stats: budget.stats() };
}

/** Every generated path of the model, over all its scenarios; bounded as generatePathsWithStats. */
export function generatePaths(model: MachineModel, limits: Partial<PathLimits> = {}): ModelPath[] {
  return generatePathsWithStats(model, limits).paths;
}

/**
 * A hand-written path from the initial state of a scenario: each event is a label of the model's
 * events list, or an event object (for events the graph does not explore).
 */
export function pathFromEvents(
  model: MachineModel,
  scenarioLabel: string,
  events: ReadonlyArray<string | EventObject>,
): ModelPath {
  const scenario = model.scenarios.find((candidate) => candidate.label === scenarioLabel);
  if (!scenario) throw new Error(`${model.name}: no scenario "${scenarioLabel}"`);
  const eventObjects = events.map((event) => {
    if (typeof event !== 'string') return event;
    const known = model.events.find(
      (candidate) => candidate.label === event || candidate.event.type === event,
    );
    if (!known) throw new Error(`${model.name}: no event labelled "${event}"`);
    return known.event;
  });
  const budget = new GenerationBudget(model);
  budget.startScenario(scenario.label);
  const { input, serializeState: serialize } = traversalOptions(model, scenario, budget);
  // getPathsFromEvents ignores `input` for its start state: give it the initial snapshot.
  const machine = traversableMachine(model);
  const fromState = getInitialSnapshot(machine, input);
  const [path] = getPathsFromEvents(machine, eventObjects, {
    input,
    fromState,
    serializeState: serialize,
  });
  if (!path) throw new Error(`${model.name}: the events do not form a path`);
  return { id: 0, scenario: scenario.label, input, purposes: ['hand-written'], steps: toSteps(model, path) };
}

export function describePath(model: MachineModel, path: ModelPath): string {
  return path.steps
    .map((step, index) =>
      index === 0 ? describeState(model, step.state) : `${step.label} → ${describeState(model, step.state)}`,
    )
    .join(' → ');
}

// ---------------------------------------------------------------------------------------------
// Machine structure

export interface TransitionInfo {
  /** `<source state id>|<event type>|<index among that event's transitions>`. */
  key: string;
  /** Source state path without the machine id ("active.idle"). */
  source: string;
  /** Event type; "always" for eventless transitions. */
  event: string;
  /** Position among the source's transitions for this event (the key's last part). */
  index: number;
  guard: string | null;
  /** Target state paths; the source itself for targetless transitions. */
  targets: string[];
  label: string;
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** Every state node below the root, depth first. */
export function listStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

function guardName(transition: AnyTransitionDefinition): string | null {
  const { guard } = transition;
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return typeof guard.type === 'string' ? guard.type : 'guard';
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source } = transition;
  const always = source.always ?? [];
  if (always.includes(transition)) return `${source.id}|always|${always.indexOf(transition)}`;
  const siblings = source.transitions.get(transition.eventType) ?? [];
  return `${source.id}|${transition.eventType}|${siblings.indexOf(transition)}`;
}

function describeTransition(transition: AnyTransitionDefinition, siblings: number): TransitionInfo {
  const key = transitionKey(transition);
  const [, event = transition.eventType, index = '0'] = key.split('|');
  const guard = guardName(transition);
  const targetNodes = transition.target ?? [transition.source];
  const condition = guard ? ` [${guard}]` : siblings > 1 ? ' [otherwise]' : '';
  // The root's path is empty: in labels its own transitions are named after the machine.
  const name = (node: AnyStateNode) => pathOf(node) || `#${node.machine.id}`;
  return {
    key,
    source: pathOf(transition.source),
    event,
    index: Number(index),
    guard,
    targets: targetNodes.map(pathOf),
    label: `${name(transition.source)} —${event}${condition}→ ${targetNodes.map(name).join(', ')}`,
  };
}

/** Every transition of the root and every state node: `on`, invoke done/error, `after` and `always`. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return [machine.root, ...listStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flatMap((group) =>
      group.map((t) => describeTransition(t, group.length)),
    ),
    ...(node.always ?? []).map((t, _index, group) => describeTransition(t, group.length)),
  ]);
}

/**
 * The record the browser suite writes per transition taken (reports/coverage/e2e-transitions.json),
 * made by src/app/inspector/transitionRecorder.ts. Records written before `index` existed lack it.
 */
export interface TransitionRecord {
  machine: string;
  source: string;
  event: string;
  target: string;
  index?: number;
}

// ---------------------------------------------------------------------------------------------
// Running a path against the machine

export interface PathRun {
  path: ModelPath;
  /** The first mismatch or error, or null when every step reached its expected state. */
  failure: string | null;
  /** Keys of the transitions taken (TransitionInfo.key). */
  transitions: Set<string>;
  /**
   * Keys of the guarded transitions whose guard was evaluated false: their event arrived (or,
   * for `always`, their state was settled) while their source was active, and the machine passed
   * over them (guardsSkipped).
   */
  guardsFalse: Set<string>;
  /** Ids of the state nodes entered (after a step, or as the source of a transition taken). */
  stateNodes: Set<string>;
  /** Calls of the model's effect actions, with the step that caused them. */
  effects: Array<{ step: number; action: string; params: unknown }>;
  /** Invoked actors, with the step that started them. */
  invocations: Array<{ step: number; id: string; src: string; input: unknown }>;
  /** Delayed events delivered, with the delay (simulated milliseconds) they had been scheduled with. */
  delays: Array<{ step: number; event: string; ms: number }>;
  /** The actor's context after the last step it reached. */
  context: unknown;
}

// ---------------------------------------------------------------------------------------------
// Guard outcomes

const isAtomic = (node: AnyStateNode) => node.type === 'atomic' || node.type === 'final';

function guardPasses(transition: AnyTransitionDefinition, snapshot: AnyMachineSnapshot, event: EventObject) {
  return transition.guard === undefined || evaluateGuard(transition.guard, snapshot.context, event, snapshot);
}

/**
 * The guarded transitions XState evaluates false, and passes over, when `event` arrives in
 * `snapshot`: the same walk as XState's own selection (StateNode.next from each atomic state up,
 * every region of a parallel state, the parent only when its children select nothing), with the
 * same guards on the same snapshot and event. Candidates after the one selected are not
 * evaluated, so they are not counted. Machines with wildcard event descriptors are not walked
 * (none here has one): their candidate order is not mirrored.
 */
export function guardsSkipped(snapshot: AnyMachineSnapshot, event: EventObject): AnyTransitionDefinition[] {
  if (snapshot.status !== 'active' || event.type === 'xstate.stop') return [];
  const skipped: AnyTransitionDefinition[] = [];
  // Whether the node selects a transition; records the guarded candidates it passes over.
  const ask = (node: AnyStateNode): boolean => {
    if ([...node.transitions.keys()].some((descriptor) => descriptor.includes('*'))) return true;
    for (const candidate of node.transitions.get(event.type) ?? []) {
      if (guardPasses(candidate, snapshot, event)) return true;
      skipped.push(candidate);
    }
    return false;
  };
  const visit = (node: AnyStateNode, value: StateValue): boolean => {
    if (typeof value === 'string') {
      const child = node.states[value];
      return (child !== undefined && ask(child)) || ask(node);
    }
    const keys = Object.keys(value);
    if (keys.length === 1) {
      const [key = ''] = keys;
      const child = node.states[key];
      const childValue = value[key];
      return (child !== undefined && childValue !== undefined && visit(child, childValue)) || ask(node);
    }
    let selected = false;
    for (const key of keys) {
      const child = node.states[key];
      const childValue = value[key];
      if (child === undefined || !childValue) continue;
      selected = visit(child, childValue) || selected;
    }
    return selected || ask(node);
  };
  visit(snapshot.machine.root, snapshot.value);
  return skipped;
}

/**
 * The guarded `always` transitions XState evaluates false when it looks for eventless
 * transitions in `snapshot` (after every microstep): from each atomic state up, until a
 * candidate passes.
 */
export function eventlessGuardsSkipped(
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyTransitionDefinition[] {
  if (snapshot.status !== 'active') return [];
  const skipped: AnyTransitionDefinition[] = [];
  for (const atomic of snapshot._nodes.filter(isAtomic)) {
    search: for (let node: AnyStateNode | undefined = atomic; node; node = node.parent) {
      for (const candidate of node.always ?? []) {
        if (guardPasses(candidate, snapshot, event)) break search;
        skipped.push(candidate);
      }
    }
  }
  return skipped;
}

const initialGuardCache = new WeakMap<
  MachineModel,
  Map<unknown, { entered: AnyMachineSnapshot; skipped: AnyTransitionDefinition[] }>
>();

/**
 * The snapshot right after the initial states are entered (before any eventless transition, which
 * the inspection does not show), and the eventless guards evaluated false there. The same for
 * every path of a scenario: kept per input.
 */
function initialGuards(model: MachineModel, input: unknown) {
  let byInput = initialGuardCache.get(model);
  if (!byInput) {
    byInput = new Map();
    initialGuardCache.set(model, byInput);
  }
  let found = byInput.get(input);
  if (!found) {
    const [first] = getInitialMicrosteps(traversableMachine(model), input as never);
    if (!first) throw new Error(`${model.name}: no initial microstep`);
    const entered = first[0] as AnyMachineSnapshot;
    const initEvent = { type: 'xstate.init', input } as EventObject;
    const skipped = eventlessGuardsSkipped(entered, initEvent);
    found = { entered, skipped };
    byInput.set(input, found);
  }
  return found;
}

interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** Lets settled stub promises reach the machine (promise callbacks, then the actor's mailbox). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The actor's clock while a path runs (a fake timer): nothing fires by itself; a delayed step
 * fires the pending timeouts in deadline order until its event has been delivered.
 */
class PathClock {
  private now = 0;
  private nextId = 0;
  private readonly timeouts = new Map<number, { at: number; delay: number; fn: () => void }>();

  setTimeout(fn: () => void, delay: number): number {
    const id = this.nextId++;
    this.timeouts.set(id, { at: this.now + delay, delay, fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.timeouts.delete(id);
  }

  /** Fires the earliest pending timeout; its delay, or null when none is pending. */
  fireNext(): number | null {
    let earliest: [number, { at: number; delay: number; fn: () => void }] | null = null;
    for (const entry of this.timeouts) if (!earliest || entry[1].at < earliest[1].at) earliest = entry;
    if (!earliest) return null;
    const [id, timeout] = earliest;
    this.timeouts.delete(id);
    this.now = Math.max(this.now, timeout.at);
    timeout.fn();
    return timeout.delay;
  }
}

/**
 * Runs the path on a fresh actor of the real machine: every actor is a stub whose promise stays
 * pending until a step settles it; effect actions are recorded. Compares the state after every
 * step with the traversal's.
 */
export async function runPath(model: MachineModel, path: ModelPath): Promise<PathRun> {
  const run: PathRun = {
    path,
    failure: null,
    transitions: new Set(),
    guardsFalse: new Set(),
    stateNodes: new Set(),
    effects: [],
    invocations: [],
    delays: [],
    context: undefined,
  };
  let step = 0;
  const pending = new Map<string, Pending>();

  const actors = Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self }) =>
          new Promise((resolve, reject) => {
            run.invocations.push({ step, id: self.id, src, input });
            pending.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const actions = Object.fromEntries(
    model.effects.map((action) => [
      action,
      (_args: unknown, params: unknown) => {
        run.effects.push({ step, action, params });
      },
    ]),
  );

  const provided = model.machine.provide({ actors, actions });
  // The snapshot the next microstep starts from: after the initial states' entry, then after
  // each microstep (the inspection gives the snapshot after it).
  const initial = initialGuards(model, path.input);
  let before: AnyMachineSnapshot = initial.entered;
  // What the walk says XState passed over, checked against what it took: they never overlap.
  let eventlessSkipped = initial.skipped;
  const disagreements: string[] = [];
  const record = (skipped: readonly AnyTransitionDefinition[], taken: readonly AnyTransitionDefinition[]) => {
    const takenKeys = new Set(taken.map(transitionKey));
    for (const transition of skipped) {
      const key = transitionKey(transition);
      if (takenKeys.has(key)) disagreements.push(key);
      else run.guardsFalse.add(key);
    }
  };
  record(initial.skipped, []);
  const delivered: string[] = [];
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.event') delivered.push(inspection.event.type);
    if (inspection.type !== '@xstate.microstep') return;
    // Only the machine under test: children are stubs, but a machine child would have its own.
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    const after = inspection.snapshot as AnyMachineSnapshot;
    const taken = inspection._transitions;
    const eventless =
      taken.length > 0 && taken.every((transition) => (transition.source.always ?? []).includes(transition));
    if (eventless) record(eventlessSkipped, taken);
    else if (inspection.event.type !== 'xstate.init') record(guardsSkipped(before, inspection.event), taken);
    // Eventless transitions are looked for again on every snapshot a microstep leaves (and none
    // found is what leaves the machine at rest).
    eventlessSkipped = eventlessGuardsSkipped(after, inspection.event);
    record(eventlessSkipped, []);
    before = after;
    for (const transition of inspection._transitions) {
      run.transitions.add(transitionKey(transition));
      // The source was active, even when no step rests there (a transient `always` state).
      for (let node: AnyStateNode | undefined = transition.source; node?.parent; node = node.parent) {
        run.stateNodes.add(node.id);
      }
    }
  };
  const clock = new PathClock();
  const actor = createActor(provided, {
    input: path.input,
    inspect,
    clock,
  });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });

  try {
    for (const [index, expected] of path.steps.entries()) {
      step = index;
      if (index === 0) {
        actor.start();
      } else {
        const actorEvent = actorEventOf(expected.event);
        if (actorEvent) {
          const stub = pending.get(actorEvent.id);
          if (!stub) throw new Error(`actor "${actorEvent.id}" is not running`);
          pending.delete(actorEvent.id);
          if (actorEvent.kind === 'done')
            stub.resolve((expected.event as EventObject & { output?: unknown }).output);
          else {
            // The error the traversal saw, so that a machine that reads it reaches the same state.
            const event = expected.event as EventObject & { error?: unknown };
            stub.reject('error' in event ? event.error : new Error(`${actorEvent.id} failed (model stub)`));
          }
          await flush();
        } else if (delayedStateOf(expected.event) !== null) {
          const type = expected.event.type;
          delivered.length = 0;
          while (!delivered.includes(type)) {
            const delay = clock.fireNext();
            if (delay === null) throw new Error(`${type} was never scheduled`);
            if (delivered.includes(type)) run.delays.push({ step: index, event: type, ms: delay });
          }
        } else {
          actor.send(expected.event);
        }
      }
      const snapshot = actor.getSnapshot();
      run.context = snapshot.context;
      for (const node of snapshot._nodes) if (node.parent) run.stateNodes.add(node.id);
      if (errors.length > 0) throw errors[0];
      if (disagreements.length > 0) {
        throw new Error(
          `guard outcomes: the walk of XState's selection says ${disagreements.join(', ')} was passed over, but XState took it`,
        );
      }
      const actual = serializeState(model, snapshot);
      if (actual !== expected.key || snapshot.status !== expected.state.status) {
        throw new Error(
          `after step ${index} (${expected.label}): expected ${expected.key} (${expected.state.status}), ` +
            `got ${actual} (${snapshot.status})`,
        );
      }
    }
  } catch (error) {
    run.failure = `path ${path.id}: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    actor.stop();
  }
  return run;
}

// ---------------------------------------------------------------------------------------------
// Coverage

export interface CoveredItem {
  covered: boolean;
  /** Ids of the paths that cover it. */
  paths: number[];
}

/** What a guard decided for its transition: `taken`, or `not taken` (evaluated false, passed over). */
export type GuardOutcome = 'taken' | 'not taken';

/** One outcome of one guarded transition: each guarded transition has two. */
export interface GuardOutcomeInfo {
  /** `<transition key>|<outcome>`. */
  key: string;
  /** The transition's key (TransitionInfo.key). */
  transition: string;
  outcome: GuardOutcome;
  guard: string;
  /** "<transition label>: taken" or ": not taken ([guard] false)". */
  label: string;
}

/** Each guarded transition's two outcomes, in the order of listTransitions. */
export function listGuardOutcomes(transitions: readonly TransitionInfo[]): GuardOutcomeInfo[] {
  return transitions.flatMap((transition) => {
    const { guard } = transition;
    if (guard === null) return [];
    return (['taken', 'not taken'] as const).map((outcome) => ({
      key: `${transition.key}|${outcome}`,
      transition: transition.key,
      outcome,
      guard,
      label: `${transition.label}: ${outcome === 'taken' ? 'taken' : `not taken (${guard} false)`}`,
    }));
  });
}

export interface Coverage {
  states: Array<{ id: string; path: string } & CoveredItem>;
  transitions: Array<TransitionInfo & CoveredItem>;
  /** `unreachable`: why the model declares it unreachable (MachineModel.unreachableGuardOutcomes). */
  guardOutcomes: Array<GuardOutcomeInfo & CoveredItem & { unreachable: string | null }>;
  statesCovered: number;
  transitionsCovered: number;
  guardOutcomesCovered: number;
}

export function computeCoverage(model: MachineModel, runs: readonly PathRun[]): Coverage {
  const pathsWhere = (test: (run: PathRun) => boolean) => runs.filter(test).map((run) => run.path.id);
  const states = listStateNodes(model.machine).map((node) => {
    const paths = pathsWhere((run) => run.stateNodes.has(node.id));
    return { id: node.id, path: pathOf(node), covered: paths.length > 0, paths };
  });
  const transitions = listTransitions(model.machine).map((info) => {
    const paths = pathsWhere((run) => run.transitions.has(info.key));
    return { ...info, covered: paths.length > 0, paths };
  });
  const guardOutcomes = listGuardOutcomes(transitions).map((info) => {
    const paths = pathsWhere((run) =>
      info.outcome === 'taken' ? run.transitions.has(info.transition) : run.guardsFalse.has(info.transition),
    );
    return {
      ...info,
      covered: paths.length > 0,
      paths,
      unreachable: model.unreachableGuardOutcomes?.[info.label] ?? null,
    };
  });
  return {
    states,
    transitions,
    guardOutcomes,
    statesCovered: states.filter((state) => state.covered).length,
    transitionsCovered: transitions.filter((transition) => transition.covered).length,
    guardOutcomesCovered: guardOutcomes.filter((outcome) => outcome.covered).length,
  };
}

/**
 * What is wrong with the guard outcomes' coverage: an outcome no path reaches that the model does
 * not declare unreachable, one declared unreachable that a path reaches, a declaration that names
 * no outcome. Empty when every outcome is reached or declared unreachable with why.
 */
export function guardOutcomeProblems(model: MachineModel, coverage: Coverage): string[] {
  const problems = coverage.guardOutcomes.flatMap((outcome) => {
    if (!outcome.covered && outcome.unreachable === null) return [`not reached: ${outcome.label}`];
    if (outcome.covered && outcome.unreachable !== null)
      return [`declared unreachable, but reached: ${outcome.label}`];
    return [];
  });
  const labels = new Set(coverage.guardOutcomes.map((outcome) => outcome.label));
  for (const label of Object.keys(model.unreachableGuardOutcomes ?? {}))
    if (!labels.has(label)) problems.push(`declared unreachable, but no such guard outcome: ${label}`);
  return problems;
}

/** Generates (within the limits), runs and measures every path of the model. */
export async function exploreModel(model: MachineModel, limits: Partial<PathLimits> = {}) {
  const { paths, stats } = generatePathsWithStats(model, limits);
  const runs: PathRun[] = [];
  for (const path of paths) runs.push(await runPath(model, path));
  return { paths, runs, coverage: computeCoverage(model, runs), stats };
}

/** runPath, run once per path: a test file's cases share each path's run. */
export function memoizedRunner(model: MachineModel): (path: ModelPath) => Promise<PathRun> {
  const runs = new Map<number, Promise<PathRun>>();
  return (path) => {
    let run = runs.get(path.id);
    if (!run) {
      run = runPath(model, path);
      runs.set(path.id, run);
    }
    return run;
  };
}

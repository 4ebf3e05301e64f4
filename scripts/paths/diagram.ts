// The statechart of a machine drawn as SVG, from the machine definition alone: state nodes (nested
// as in the machine, parallel regions dashed, final states double), each transition an arrow
// labelled with its event and guard, coloured by who covers it (a guarded one's label ends with
// its two guard outcomes, ✓ taken and ✗ not taken, each coloured by who reaches it). The layout is
// ELK's layered algorithm (elkjs, run in this process: no browser, no network).
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { listStateNodes, listTransitions, type TransitionInfo } from './graphCoverage.ts';

/**
 * Who covers a transition or a state: both suites, the model tests only, the browser only, nobody;
 * `stale`: the model tests, and a browser journey only before the machine last changed.
 */
export type Coverer = 'both' | 'model' | 'browser' | 'nobody' | 'stale';

export const COVERER_COLOURS: Readonly<Record<Coverer, string>> = {
  both: '#1a7f37',
  model: '#0969da',
  browser: '#8250df',
  nobody: '#cf222e',
  stale: '#bf8700',
};

export const COVERER_WORDS: Readonly<Record<Coverer, string>> = {
  both: 'model test and browser journey',
  model: 'model test only',
  browser: 'browser journey only',
  nobody: 'nobody',
  stale: 'model test; browser journey only before the machine changed (stale)',
};

/** Dashes tell the colours apart without colour vision: nobody dashed, model only dotted-free thin. */
const COVERER_STROKES: Readonly<Record<Coverer, { width: number; dash: string | null }>> = {
  both: { width: 2.2, dash: null },
  model: { width: 1.4, dash: null },
  browser: { width: 1.4, dash: '2 3' },
  nobody: { width: 2.4, dash: '7 4' },
  stale: { width: 1.8, dash: '4 2 1 2' },
};

export interface DiagramInput {
  machine: AnyStateMachine;
  /** Coverage per transition key (TransitionInfo.key). */
  transitions: ReadonlyMap<string, Coverer>;
  /** Coverage per state node id. */
  states: ReadonlyMap<string, Coverer>;
  /**
   * Coverage per guard outcome (GuardOutcomeInfo.key: `<transition key>|taken` or `|not taken`):
   * a guarded transition's label ends with ✓ (taken) and ✗ (not taken), each in its coverer's colour.
   */
  outcomes?: ReadonlyMap<string, Coverer>;
}

/** The marks a guarded transition's label ends with: ✓ taken, ✗ not taken. */
const OUTCOME_MARKS = [
  { outcome: 'taken', mark: '✓' },
  { outcome: 'not taken', mark: '✗' },
] as const;

const CHAR_WIDTH = 6.6;
const LABEL_HEIGHT = 14;
const LEAF_HEIGHT = 30;
const LABEL_MAX_CHARS = 42;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The event in few words: `done: loadCart`, `error: loadCart`, `after 5000`. */
export function shortEvent(event: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const delayed = /^xstate\.after\.([^.]+)\./.exec(event);
  if (delayed) return `after ${delayed[1]}`;
  return event;
}

export function edgeLabel(transition: TransitionInfo): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const text = `${shortEvent(transition.event)}${guard}`;
  return text.length > LABEL_MAX_CHARS ? `${text.slice(0, LABEL_MAX_CHARS - 1)}…` : text;
}

const ROOT_EVENTS_ID = '__root_events';
const initialId = (node: AnyStateNode | { id: string }) => `${node.id}.__initial`;

function leafWidth(text: string): number {
  return Math.max(70, Math.ceil(text.length * (CHAR_WIDTH + 0.6)) + 24);
}

const SELF_LINE_HEIGHT = 14;

/** A transition that stays in its state (no target, or its own source): listed inside the state. */
function isSelf(info: TransitionInfo): boolean {
  return info.targets.length === 1 && info.targets[0] === info.source;
}

/** Height and width a state needs for its name and its listed self transitions. */
function boxFor(name: string, selfLabels: readonly string[]) {
  const width = Math.max(leafWidth(name), ...selfLabels.map((label) => leafWidth(`↻ ${label}`)));
  return { width, height: LEAF_HEIGHT + selfLabels.length * SELF_LINE_HEIGHT };
}

function layoutNode(node: AnyStateNode, selfOf: ReadonlyMap<string, string[]>): ElkNode {
  const children = Object.values(node.states);
  const self = selfOf.get(node.id) ?? [];
  if (children.length === 0) return { id: node.id, ...boxFor(node.key, self) };
  const initial = node.type === 'compound' ? [{ id: initialId(node), width: 10, height: 10 }] : [];
  const box = boxFor(node.key, self);
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${LABEL_HEIGHT + 16 + self.length * SELF_LINE_HEIGHT},left=12,bottom=12,right=12]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${box.width}, ${40 + self.length * SELF_LINE_HEIGHT})`,
    },
    children: [...initial, ...children.map((child) => layoutNode(child, selfOf))],
  };
}

interface Positioned {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

function flatten(node: ElkNode, into: Positioned[] = []): Positioned[] {
  for (const child of node.children ?? []) {
    into.push({
      id: child.id,
      x: child.x ?? 0,
      y: child.y ?? 0,
      width: child.width ?? 0,
      height: child.height ?? 0,
    });
    flatten(child, into);
  }
  return into;
}

const round = (value: number) => Math.round(value * 10) / 10;
const point = ({ x, y }: ElkPoint) => `${round(x)},${round(y)}`;

/** The machine drawn as a standalone SVG document (no script, no external reference). */
export async function drawMachine({ machine, transitions, states, outcomes }: DiagramInput): Promise<string> {
  /** The outcome marks of a guarded transition (none for an unguarded one, or without outcomes). */
  const marksOf = (info: TransitionInfo) =>
    info.guard === null || !outcomes
      ? []
      : OUTCOME_MARKS.map(({ outcome, mark }) => ({
          outcome,
          mark,
          coverer: outcomes.get(`${info.key}|${outcome}`) ?? 'nobody',
        }));
  const marksText = (info: TransitionInfo) =>
    marksOf(info)
      .map(({ mark }) => mark)
      .join('');
  const marksSvg = (info: TransitionInfo) =>
    marksOf(info)
      .map(
        ({ mark, coverer }) =>
          `<tspan fill="${COVERER_COLOURS[coverer]}" font-weight="700"${coverer === 'nobody' ? ' text-decoration="underline"' : ''}>${mark}</tspan>`,
      )
      .join('');
  const marksTitle = (info: TransitionInfo) =>
    marksOf(info)
      .map(({ outcome, coverer }) => `; ${outcome}: ${COVERER_WORDS[coverer]}`)
      .join('');
  const nodes = listStateNodes(machine);
  const infos = listTransitions(machine);
  const rootTransitions = infos.filter((info) => info.source === '');
  // Self transitions, by the id of their state (the root's under ROOT_EVENTS_ID).
  const idOfPath = new Map(nodes.map((node) => [node.path.join('.'), node.id]));
  const selfOf = new Map<string, string[]>();
  const selfInfos = new Map<string, TransitionInfo[]>();
  for (const info of infos) {
    if (!isSelf(info)) continue;
    const id = info.source === '' ? ROOT_EVENTS_ID : idOfPath.get(info.source);
    if (!id) continue;
    selfOf.set(id, [...(selfOf.get(id) ?? []), `${edgeLabel(info)} ${marksText(info)}`.trimEnd()]);
    selfInfos.set(id, [...(selfInfos.get(id) ?? []), info]);
  }
  const top = Object.values(machine.root.states);
  const children: ElkNode[] = [];
  if (machine.root.type === 'compound') children.push({ id: initialId(machine.root), width: 10, height: 10 });
  children.push(...top.map((node) => layoutNode(node, selfOf)));
  if (rootTransitions.length > 0) {
    children.push({
      id: ROOT_EVENTS_ID,
      ...boxFor(`any state of ${machine.id}`, selfOf.get(ROOT_EVENTS_ID) ?? []),
    });
  }

  const nodeIds = new Set(nodes.map((node) => node.id));
  const edges: Array<ElkExtendedEdge & { coverer: Coverer | null; title: string; info?: TransitionInfo }> =
    [];
  const initialEdges = (node: AnyStateNode) => {
    if (node.type !== 'compound' || !node.initial) return;
    for (const target of node.initial.target ?? []) {
      edges.push({
        id: `init:${node.id}`,
        sources: [initialId(node)],
        targets: [target.id],
        coverer: null,
        title: `initial state of ${node.path.join('.') || machine.id}`,
      });
    }
  };
  initialEdges(machine.root);
  for (const node of nodes) initialEdges(node);

  for (const [index, info] of infos.entries()) {
    if (isSelf(info)) continue;
    const source = info.source === '' ? ROOT_EVENTS_ID : idOfPath.get(info.source);
    if (!source) continue;
    const targets = info.targets.map((path) => (path === '' ? ROOT_EVENTS_ID : idOfPath.get(path)));
    for (const [targetIndex, target] of targets.entries()) {
      if (!target || (target !== ROOT_EVENTS_ID && !nodeIds.has(target))) continue;
      const text = edgeLabel(info);
      const width = Math.ceil((text.length + marksText(info).length + 1) * CHAR_WIDTH) + 6;
      edges.push({
        id: `t${index}.${targetIndex}`,
        sources: [source],
        targets: [target],
        labels: [{ text, width, height: LABEL_HEIGHT }],
        coverer: transitions.get(info.key) ?? 'nobody',
        title: `${info.label}: ${COVERER_WORDS[transitions.get(info.key) ?? 'nobody']}${marksTitle(info)}`,
        info,
      });
    }
  }

  const elk = new ELK();
  const graph: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '2',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children,
    edges: edges.map(({ coverer: _coverer, title: _title, info: _info, ...edge }) => edge),
  };
  const laid: ElkNode = await elk.layout(graph);

  const positioned = new Map(flatten(laid).map((node) => [node.id, node]));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const width = Math.ceil(laid.width ?? 0);
  const height = Math.ceil(laid.height ?? 0);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="statechart" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`Statechart of ${machine.id}`)}" ` +
      'font-family="system-ui, sans-serif" font-size="11">',
    '<defs>',
    ...(['both', 'model', 'browser', 'nobody', 'stale', 'initial'] as const).map(
      (kind) =>
        `<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" ` +
        `orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${kind === 'initial' ? '#444' : COVERER_COLOURS[kind]}"/></marker>`,
    ),
    '</defs>',
  ];

  // States, outer before inner so that children are drawn on top.
  for (const [id, box] of positioned) {
    if (id.endsWith('.__initial')) {
      out.push(`<circle cx="${round(box.x + 5)}" cy="${round(box.y + 5)}" r="5" fill="#444"/>`);
      continue;
    }
    if (id === ROOT_EVENTS_ID) {
      out.push(
        `<g class="state root-events"><title>${escapeXml(`Transitions of the machine itself, taken from any state of ${machine.id}`)}</title>` +
          `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="14" fill="#f6f8fa" stroke="#57606a" stroke-dasharray="3 3"/>` +
          `<text x="${round(box.x + box.width / 2)}" y="${round(box.y + 19)}" text-anchor="middle" fill="#57606a">${escapeXml(`any state of ${machine.id}`)}</text></g>`,
      );
      continue;
    }
    const node = byId.get(id);
    if (!node) continue;
    const coverer = states.get(id) ?? 'nobody';
    const compound = Object.keys(node.states).length > 0;
    const stroke = coverer === 'nobody' ? COVERER_COLOURS.nobody : '#57606a';
    const parallelRegion = node.parent?.type === 'parallel';
    const dash = parallelRegion ? ' stroke-dasharray="6 3"' : '';
    const fill = compound ? '#ffffff' : coverer === 'nobody' ? '#ffebe9' : '#f6f8fa';
    const title = `${node.path.join('.')}${node.type === 'final' ? ' (final)' : ''}${node.type === 'parallel' ? ' (parallel)' : ''}: reached by ${COVERER_WORDS[coverer]}`;
    const parts = [
      `<g class="state state-${coverer}" data-state="${escapeXml(node.path.join('.'))}"><title>${escapeXml(title)}</title>`,
      `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${coverer === 'nobody' ? 2.4 : 1.2}"${dash}/>`,
    ];
    if (node.type === 'final') {
      parts.push(
        `<rect x="${round(box.x + 3)}" y="${round(box.y + 3)}" width="${round(box.width - 6)}" height="${round(box.height - 6)}" rx="6" fill="none" stroke="${stroke}"/>`,
      );
    }
    const listed = (selfOf.get(id)?.length ?? 0) > 0;
    const textY = compound ? box.y + 16 : listed ? box.y + 19 : box.y + box.height / 2 + 4;
    const textX = compound ? box.x + 10 : box.x + box.width / 2;
    parts.push(
      `<text x="${round(textX)}" y="${round(textY)}"${compound ? '' : ' text-anchor="middle"'} font-weight="${compound ? 600 : 400}">${escapeXml(node.key)}${node.type === 'parallel' ? ' ‖' : ''}</text></g>`,
    );
    out.push(parts.join(''));
  }

  const meta = new Map(edges.map((edge) => [edge.id, edge]));
  for (const [id, list] of selfInfos) {
    const box = positioned.get(id);
    const node = byId.get(id);
    if (!box) continue;
    const compound = node !== undefined && Object.keys(node.states).length > 0;
    const firstY = compound ? box.y + 16 + SELF_LINE_HEIGHT : box.y + 19 + SELF_LINE_HEIGHT;
    for (const [line, info] of list.entries()) {
      const coverer = transitions.get(info.key) ?? 'nobody';
      out.push(
        `<g class="transition transition-${coverer} self"><title>${escapeXml(`${info.label}: ${COVERER_WORDS[coverer]}${marksTitle(info)}`)}</title>` +
          `<text x="${round(box.x + 10)}" y="${round(firstY + line * SELF_LINE_HEIGHT)}" fill="${COVERER_COLOURS[coverer]}"` +
          `${coverer === 'nobody' ? ' font-weight="700" text-decoration="underline"' : ''}>↻ ${escapeXml(edgeLabel(info))}${info.guard !== null && outcomes ? ` ${marksSvg(info)}` : ''}</text></g>`,
      );
    }
  }
  for (const edge of laid.edges ?? []) {
    const info = meta.get(edge.id);
    if (!info) continue;
    const kind = info.coverer ?? 'initial';
    const colour = info.coverer ? COVERER_COLOURS[info.coverer] : '#444';
    const stroke = info.coverer ? COVERER_STROKES[info.coverer] : { width: 1.2, dash: null };
    const parts = [
      `<g class="transition${info.coverer ? ` transition-${info.coverer}` : ' initial'}"><title>${escapeXml(info.title)}</title>`,
    ];
    for (const section of edge.sections ?? []) {
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
        .map(point)
        .join(' ');
      parts.push(
        `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="${stroke.width}"` +
          `${stroke.dash ? ` stroke-dasharray="${stroke.dash}"` : ''} marker-end="url(#arrow-${kind})"/>`,
      );
    }
    for (const label of edge.labels ?? []) {
      const x = round((label.x ?? 0) + (label.width ?? 0) / 2);
      const y = round((label.y ?? 0) + (label.height ?? 0) - 3);
      parts.push(
        `<rect x="${round(label.x ?? 0)}" y="${round(label.y ?? 0)}" width="${round(label.width ?? 0)}" height="${round(label.height ?? 0)}" fill="#ffffff" fill-opacity="0.85"/>` +
          `<text x="${x}" y="${y}" text-anchor="middle" fill="${colour}">${escapeXml(label.text ?? '')}${info.info && info.info.guard !== null && outcomes ? ` ${marksSvg(info.info)}` : ''}</text>`,
      );
    }
    parts.push('</g>');
    out.push(parts.join(''));
  }
  out.push('</svg>');
  return out.join('\n');
}

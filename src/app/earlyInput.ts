import { EARLY_INPUT_GLOBAL, TYPED_FIELDS } from '../../contracts/first-screen.ts';

// What a shopper does on a drawn page before React has hydrated the part they do it in (the page's
// recorder, server/page/after-paint.ts, keeps it until the app's scripts run): the text typed is put
// in the form's state as soon as its field is hydrated, and an Add to cart pressed or a sort chosen
// early is replayed once the app has hydrated the page, instead of being lost while the page shows
// otherwise.

interface EarlyInput {
  pressed: Element | null;
  changed: Element[];
  /** Each field typed in, with its text when last typed. */
  typed?: Map<Element, string>;
  /** Set once the app keeps the text typed itself (keepTextTypedWhileHydrating): the recorder stops. */
  kept?: boolean;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** How long a field or button is waited for to be hydrated before it is taken as not the app's. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * The events that have React hydrate the part of the page they reach at once, before the browser
 * acts on them (react-dom 19's discreteReplayableEvents): the first its field's hydrated part may
 * see. Its text is settled right after React has had one, before the key, the text inserted (a
 * phone's keyboard, an input method, a paste: `textInput`, no key) or the click goes on: a render
 * that follows hydration at once draws the field from the form's state, which has not got the text.
 */
const HYDRATING_EVENTS = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
  // Not ones React hydrates on at once, but the first a field's hydrated part may see of a text
  // inserted, and of a focus (whose part React hydrates first).
  'beforeinput',
  'focusin',
] as const;

/** What moves the caret in a field without changing its text. */
const CARET_EVENTS = ['keyup', 'pointerup', 'select'] as const;

/**
 * Whether React has hydrated the element and put it on screen as its own (committed it). React
 * keeps the element's props and its part of the tree on it as soon as it begins to hydrate the
 * part, before it is done: a part whose hydration is put off on the way (its code or its data still
 * coming: a right-to-left page's styles) or not yet committed has not, and an input into it is
 * taken by React, once done, as the text it already knew. So the part must be mounted, as React
 * tells it (getNearestMountedFiber, react-dom 19): no part above it, up to the root, being placed or
 * hydrated still.
 */
function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  const part = key === undefined ? undefined : (element as unknown as Record<string, Fiber>)[key];
  return part !== undefined && nearestMounted(part) === part;
}

/** What React keeps of a part of the tree, as far as isHydrated reads it. */
interface Fiber {
  return: Fiber | null;
  alternate: Fiber | null;
  flags: number;
  tag: number;
}

/** React's fiber flags Placement (2) and Hydrating (4096); a host root's tag (3). */
const PLACED_OR_HYDRATING = 2 | 4096;
const HOST_ROOT = 3;

/** React's getNearestMountedFiber: the nearest part at or above `part` that is on screen, if any. */
function nearestMounted(part: Fiber): Fiber | null {
  let mounted: Fiber | null = part;
  let node = part;
  for (let next: Fiber | null = part; next && !next.alternate; next = node.return) {
    node = next;
    if ((node.flags & PLACED_OR_HYDRATING) !== 0) mounted = node.return;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT ? mounted : null;
}

function earlyInputOf(target: Window): EarlyInput | undefined {
  return (target as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
}

/** Where a shopper's caret is in a field (selectionOf). */
type Caret = NonNullable<ReturnType<typeof selectionOf>>;

/**
 * The fields typed in before React hydrated them, each with the last text seen in it and where the
 * shopper's caret last was in it (when it had the focus).
 */
const waiting = new Map<TextField, { text: string; caret: Caret | null }>();

/**
 * Keeps the text typed into a field of the drawn page until React has hydrated the field, then puts
 * it in the form's state. Hydrating a field, React takes the text on screen as the one it knows:
 * the form's state never gets it, and the field's next render empties it (found as a sign-in whose
 * e-mail came back empty, and keys lost across the app's start). So each such field is settled as
 * soon as it is hydrated, before the next key: at the target of the event that had React hydrate
 * it, before the event's handlers run, or when React hydrates it in its own time. Its text is then the one on
 * screen, which holds every key typed, or, if React has emptied the field, the last one seen.
 *
 * Call it as soon as hydration has begun: it takes over what the page's recorder noted before the
 * scripts ran, and the recorder stops noting text. A field React does not hydrate within
 * HYDRATION_WAIT_MS is not the app's, and is left alone; a field the app drew itself is hydrated,
 * and passes. Returns the stop.
 */
export function keepTextTypedWhileHydrating(target: Window = window): () => void {
  const early = earlyInputOf(target);
  if (early) {
    early.kept = true;
    for (const [field, text] of early.typed ?? []) wait(target, field as TextField, text);
  }
  refocusOnceHydrated(target);
  const note = (event: Event) => {
    const field = event.target as TextField;
    if (field.matches?.(TYPED_FIELDS) && !isHydrated(field)) wait(target, field, field.value);
  };
  // The caret moved without an input (an arrow key, a click) in a field not hydrated yet.
  const noteCaret = (event: Event) => {
    const field = event.target as TextField;
    const noted = waiting.get(field);
    if (noted && !isHydrated(field)) noted.caret = selectionOf(field);
  };
  // React hydrates what an event reaches in its capture listener on the root, and runs the
  // handlers (a submit, a button's click) in its bubble listener there: at the event's target, in
  // between, every field of the part just hydrated is settled, so that the handlers read its text
  // (a sign-in tapped as the app started was sent with both fields empty).
  const settleBeforeHandlers = (event: Event) => {
    if (waiting.size > 0 && !retyping)
      event.target?.addEventListener(event.type, settleAllHydrated, { once: true });
  };
  // Before React sees an input (capture, on the window).
  target.addEventListener('input', note, true);
  for (const type of CARET_EVENTS) target.addEventListener(type, noteCaret, true);
  for (const type of HYDRATING_EVENTS) target.addEventListener(type, settleBeforeHandlers, true);
  return () => {
    target.removeEventListener('input', note, true);
    for (const type of CARET_EVENTS) target.removeEventListener(type, noteCaret, true);
    for (const type of HYDRATING_EVENTS) target.removeEventListener(type, settleBeforeHandlers, true);
    waiting.clear();
  };
}

/**
 * A field focused before React listened was focused without React knowing: hydrated, it would
 * look unfocused (MUI draws the focus from the focus event) while the caret is in it. React is told
 * of the focus once the field is hydrated, if it still has it.
 */
function refocusOnceHydrated(target: Window): void {
  const focused = target.document.activeElement;
  if (!focused?.matches(TYPED_FIELDS) || isHydrated(focused)) return;
  const tell = () => {
    if (target.document.activeElement === focused)
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  };
  whenHydrated(target, [focused], tell, () => undefined);
}

function wait(target: Window, field: TextField, text: string): void {
  const known = waiting.has(field);
  waiting.set(field, { text, caret: field.value === text ? selectionOf(field) : null });
  if (known) return;
  whenHydrated(
    target,
    [field],
    () => waiting.has(field) && settle(field),
    () => waiting.delete(field),
  );
}

/**
 * Puts the field's text in the form's state: the text on screen, else (React emptied the field)
 * the last one seen, with the caret where the shopper last had it. A field cleared on purpose has
 * nothing to put back.
 */
function settle(field: TextField): void {
  const noted = waiting.get(field);
  const text = field.value || (noted?.text ?? '');
  waiting.delete(field);
  if (!field.isConnected || text === '') return;
  const focused = field.ownerDocument.activeElement === field;
  const caret = text === field.value ? selectionOf(field) : focused ? (noted?.caret ?? null) : null;
  retype(field, text);
  if (caret) field.setSelectionRange(caret.start, caret.end, caret.direction);
}

/** Where the shopper's caret is in the focused field, for the fields that have one. */
function selectionOf(field: TextField) {
  if (field.ownerDocument.activeElement !== field) return null;
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = field;
    return start === null || end === null ? null : { start, end, direction: direction ?? undefined };
  } catch {
    return null; // a kind of field without a caret to ask for (an e-mail's, in some browsers)
  }
}

/**
 * Replays the selects changed and the last button pressed before the app started, once, as soon as
 * every part they are in has been hydrated (at most HYDRATION_WAIT_MS), after the text typed is in
 * the forms' state (a sign-in pressed early sends what was typed).
 */
export function replayEarlyInput(target: Window = window): void {
  const holder = target as unknown as Record<string, EarlyInput | undefined>;
  const early = holder[EARLY_INPUT_GLOBAL];
  if (!early) return;
  delete holder[EARLY_INPUT_GLOBAL];
  // What is outside the app's root is not the app's (a browser extension's, a widget's): React
  // never hydrates it, and it is neither waited for nor replayed.
  const root = target.document.getElementById('root');
  const ours = (element: Element | null): element is Element => element !== null && !!root?.contains(element);
  early.changed = early.changed.filter(ours);
  if (!ours(early.pressed)) early.pressed = null;
  const elements = [...early.changed, ...(early.pressed ? [early.pressed] : [])];
  whenHydrated(
    target,
    elements,
    () => replay(early),
    () => replay(early),
  );
}

/** Settles every field typed in whose part React has hydrated. */
function settleAllHydrated(): void {
  for (const field of [...waiting.keys()]) if (waiting.has(field) && isHydrated(field)) settle(field);
}

function replay(early: EarlyInput): void {
  settleAllHydrated();
  for (const select of new Set(early.changed)) {
    if (select.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const pressed = early.pressed;
  if (pressed instanceof HTMLElement && pressed.isConnected && !pressed.matches(':disabled')) pressed.click();
}

/**
 * Calls `then` as soon as every element still in the page has been hydrated, or `otherwise` if
 * that has not come within HYDRATION_WAIT_MS.
 */
function whenHydrated(target: Window, elements: Element[], then: () => void, otherwise: () => void): void {
  const until = Date.now() + HYDRATION_WAIT_MS;
  const attempt = () => {
    if (!elements.some((element) => element.isConnected && !isHydrated(element))) then();
    else if (Date.now() < until) target.setTimeout(attempt, 16);
    else otherwise();
  };
  attempt();
}

/**
 * Set while a field is retyped: its own input event settles nothing else (the form, drawn again in
 * it, would empty the field being retyped).
 */
let retyping = false;

/**
 * Puts `text` in the field's state as if typed now. React tells a change by comparing the field's
 * text with the one it last knew, which it took while hydrating (the typed text itself): it is
 * first told of another text, then the typed one is written past it and announced.
 */
function retype(field: TextField, text: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setText = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setText) return;
  field.value = '';
  setText.call(field, text);
  retyping = true;
  try {
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } finally {
    retyping = false;
  }
}

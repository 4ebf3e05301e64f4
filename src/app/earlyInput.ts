import { EARLY_INPUT_GLOBAL, STARTED_ATTRIBUTE, TYPED_FIELDS } from '../../contracts/first-screen.ts';

// What a shopper did on a drawn page before the app started (server/page/after-paint.ts keeps it):
// replayed once the app has hydrated the page, so that an Add to cart pressed early is added, a
// sort chosen early is applied and an e-mail typed early is in the form, instead of being lost
// while the page shows otherwise.

interface EarlyInput {
  pressed: Element | null;
  changed: Element[];
  /** Each field typed in, with its text when last typed. */
  typed?: Map<Element, string>;
}

/** How long the replay waits for the parts it touches to be hydrated before it goes ahead anyway. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Whether React has hydrated the element: it keeps the element's props on it then. A part of the
 * page whose hydration is put off (its code or its data still coming: a right-to-left page's
 * styles) is not yet, and an event sent to it is only replayed by React once it is, against the
 * text it then takes as known: the typed text would never reach the form's state.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Replays the text typed, the selects changed and the last button pressed before the app started,
 * once, as soon as every part they are in has been hydrated.
 */
export function replayEarlyInput(target: Window = window): void {
  const holder = target as unknown as Record<string, EarlyInput | undefined>;
  const early = holder[EARLY_INPUT_GLOBAL];
  if (!early) return;
  delete holder[EARLY_INPUT_GLOBAL];
  const elements = [
    ...(early.typed?.keys() ?? []),
    ...early.changed,
    ...(early.pressed ? [early.pressed] : []),
  ];
  whenHydrated(
    target,
    elements,
    () => replay(early),
    () => replay(early),
  );
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
 * Text typed after the app started, into a field of a part React has not hydrated yet (the header
 * is hydrated first, the page's content in later tasks): the input has React hydrate that part
 * there and then, taking the text on screen as known, and the form's state never gets it; the
 * field's next render then empties it. Such a field's text is retyped as soon as it is hydrated:
 * when that input has gone through React (it hydrated the field as it went), or when React
 * hydrates it later. The text is the one on screen then, which holds every key typed, or the last
 * one noted if React has emptied the field meanwhile; a later text never goes back to an earlier
 * one. Until the app starts, the page's recorder keeps what is typed (replayEarlyInput). A field
 * React never hydrates is not the app's: it is left alone. Listens for the page's life (a part
 * whose hydration is put off can come late); a field the app drew itself is hydrated, and passes.
 * Returns the stop.
 */
export function keepTextTypedWhileHydrating(target: Window = window): () => void {
  const typed = new Map<TextField, string>();
  const settle = (field: TextField) => {
    const text = field.value || (typed.get(field) ?? '');
    typed.delete(field);
    if (field.isConnected && text !== '') retype(field, text);
  };
  // Before React sees the input (capture, on the window): whether the field is hydrated yet.
  const note = (event: Event) => {
    const field = event.target as TextField;
    if (!field.matches?.(TYPED_FIELDS) || isHydrated(field)) return;
    if (!target.document.documentElement.hasAttribute(STARTED_ATTRIBUTE)) return;
    const waiting = typed.has(field);
    typed.set(field, field.value);
    if (!waiting) {
      const forget = () => typed.delete(field);
      whenHydrated(target, [field], () => typed.has(field) && settle(field), forget);
    }
  };
  // After React has had the input (bubbling, on the window): the field hydrated by it is settled
  // before the next key.
  const settleHydrated = (event: Event) => {
    const field = event.target as TextField;
    if (typed.has(field) && isHydrated(field)) settle(field);
  };
  target.addEventListener('input', note, true);
  target.addEventListener('input', settleHydrated);
  return () => {
    target.removeEventListener('input', note, true);
    target.removeEventListener('input', settleHydrated);
  };
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function replay(early: EarlyInput): void {
  for (const [field, text] of early.typed ?? []) {
    if (field.isConnected && text !== '') retype(field as HTMLInputElement | HTMLTextAreaElement, text);
  }
  for (const select of new Set(early.changed)) {
    if (select.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const pressed = early.pressed;
  if (pressed instanceof HTMLElement && pressed.isConnected && !pressed.matches(':disabled')) pressed.click();
}

/**
 * Puts `text` in the field's state as if typed now. React tells a change by comparing the field's
 * text with the one it last knew, which it took while hydrating (the typed text itself): it is
 * first told of another text, then the typed one is written past it and announced.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setText = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setText) return;
  // A part of the page not hydrated yet is hydrated by the first event it gets, which React then
  // replays against the text it has just taken as known (no change): one event to hydrate it first.
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '';
  setText.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

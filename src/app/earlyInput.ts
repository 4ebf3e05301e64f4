import { EARLY_INPUT_GLOBAL } from '../../contracts/first-screen.ts';

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
  const until = Date.now() + HYDRATION_WAIT_MS;
  const attempt = () => {
    if (Date.now() < until && elements.some((element) => element.isConnected && !isHydrated(element))) {
      target.setTimeout(attempt, 16);
      return;
    }
    replay(early);
  };
  attempt();
}

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

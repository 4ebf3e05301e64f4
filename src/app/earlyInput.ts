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

/** Replays the text typed, the selects changed and the last button pressed before the app started, once. */
export function replayEarlyInput(target: Window = window): void {
  const holder = target as unknown as Record<string, EarlyInput | undefined>;
  const early = holder[EARLY_INPUT_GLOBAL];
  if (!early) return;
  delete holder[EARLY_INPUT_GLOBAL];
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

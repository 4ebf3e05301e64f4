import { EARLY_INPUT_GLOBAL } from '../../contracts/first-screen.ts';

// What a shopper did on a drawn page before the app started (server/page/after-paint.ts keeps it):
// replayed once the app has hydrated the page, so that an Add to cart pressed early is added and a
// sort chosen early is applied, instead of being lost while the page shows otherwise.

interface EarlyInput {
  pressed: Element | null;
  changed: Element[];
}

/** Replays the selects changed and the last button pressed before the app started, once. */
export function replayEarlyInput(target: Window = window): void {
  const holder = target as unknown as Record<string, EarlyInput | undefined>;
  const early = holder[EARLY_INPUT_GLOBAL];
  if (!early) return;
  delete holder[EARLY_INPUT_GLOBAL];
  for (const select of new Set(early.changed)) {
    if (select.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const pressed = early.pressed;
  if (pressed instanceof HTMLElement && pressed.isConnected && !pressed.matches(':disabled')) pressed.click();
}

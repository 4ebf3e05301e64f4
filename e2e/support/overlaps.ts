import type { Locator } from '@playwright/test';

/** Where something is on the screen, and what to call it in a failure. */
export interface ScreenBox {
  label: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The visible controls inside `container`: links, buttons, fields (not a skip link parked off
 * screen until focused, nor anything scrolled out of view sideways).
 */
export async function controlBoxes(container: Locator): Promise<ScreenBox[]> {
  return container.evaluate((element) =>
    [...element.querySelectorAll('a, button, input, select, textarea')]
      .map((control) => ({
        label:
          control.textContent?.trim() ||
          control.getAttribute('aria-label') ||
          (control as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
          control.tagName,
        box: control.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth)
      .map(({ label, box }) => ({
        label,
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
      })),
  );
}

/** Each visible run of text inside `container` (a label, a heading), where the browser drew it. */
export async function textBoxes(container: Locator): Promise<ScreenBox[]> {
  return container.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const boxes: { label: string; left: number; right: number; top: number; bottom: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const label = node.textContent?.trim() ?? '';
      if (label === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) {
        boxes.push({ label, left: box.left, right: box.right, top: box.top, bottom: box.bottom });
      }
    }
    return boxes;
  });
}

/** The pairs of boxes that overlap (by more than a pixel each way), named "a / b". */
export function overlapsOf(boxes: readonly ScreenBox[]): string[] {
  return boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter(
        (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
      )
      .map((b) => `${a.label} / ${b.label}`),
  );
}

/**
 * Colour contrast as WCAG 2.2 defines it (relative luminance, ratio 1 to 21), for colours written
 * as #rgb or #rrggbb, the form store settings use.
 */

type Rgb = readonly [number, number, number];

/** WCAG's minimum for normal-size text (success criterion 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** '#f59e0b' or '#fb0' → [245, 158, 11]; null for anything else. */
export function parseHex(colour: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratioOf(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast ratio of two colours (1 to 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [x, y] = [parseHex(a), parseHex(b)];
  return x && y ? ratioOf(x, y) : null;
}

function mix(colour: Rgb, toward: Rgb, amount: number): Rgb {
  return colour.map((value, i) => value + ((toward[i] ?? 0) - value) * amount) as unknown as Rgb;
}

/**
 * `colour` as it can be read on `background`: unchanged when their contrast is at least `minimum`,
 * else the least mix of it toward black (on a light background) or white (on a dark one) that
 * reaches `minimum`, so the hue stays recognisable. Colours that are not hex are returned as they
 * are (nothing can be computed for them).
 */
export function readableOn(colour: string, background: string, minimum = TEXT_CONTRAST): string {
  const [fg, bg] = [parseHex(colour), parseHex(background)];
  if (!fg || !bg || ratioOf(fg, bg) >= minimum) return colour;
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  const toward = ratioOf(black, bg) >= ratioOf(white, bg) ? black : white;
  // The first step of the mix that is enough (a scan, not a bisection: a colour lighter than a light
  // background loses contrast before it gains it). Black or white itself always reaches 4.58.
  const STEPS = 256;
  for (let step = 1; step < STEPS; step += 1) {
    const candidate = roundRgb(mix(fg, toward, step / STEPS));
    if (ratioOf(candidate, bg) >= minimum) return toHex(candidate);
  }
  return toHex(toward);
}

function roundRgb(rgb: Rgb): Rgb {
  return rgb.map((value) => Math.round(value)) as unknown as Rgb;
}

/** Of `candidates`, the one that contrasts most with `background` (the first on a tie). */
export function mostContrasting(background: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? background;
  let bestRatio = -1;
  for (const candidate of candidates) {
    const ratio = contrastRatio(candidate, background) ?? -1;
    if (ratio > bestRatio) [best, bestRatio] = [candidate, ratio];
  }
  return best;
}

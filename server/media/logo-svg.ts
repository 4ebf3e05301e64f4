// Draws a store's logo as SVG in code, so the seed needs no downloaded or binary assets.
// The mark is a shopping bag in the brand colour; the wordmark is the store's name.

export interface LogoOptions {
  text: string;
  /** Colour of the wordmark: dark ink on light backgrounds, light ink on dark ones. */
  ink: string;
  /** Fill of the bag mark. */
  brand: string;
  /** Colour of the bag's handle and the letter cut into it (contrasts with brand). */
  markInk: string;
}

const HEIGHT = 48;
const FONT_SIZE = 24;
// Average advance width of a system sans-serif at this size; good enough to size the viewBox.
const CHAR_WIDTH = FONT_SIZE * 0.6;

export function logoSvg({ text, ink, brand, markInk }: LogoOptions): string {
  const initial = escapeXml(text.trim().charAt(0).toUpperCase() || '?');
  const width = Math.ceil(56 + text.length * CHAR_WIDTH + 8);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${escapeXml(text)}">`,
    `<title>${escapeXml(text)}</title>`,
    `<path d="M14 12a10 10 0 0 1 20 0" fill="none" stroke="${brand}" stroke-width="3.5" stroke-linecap="round"/>`,
    `<rect x="6" y="14" width="36" height="30" rx="7" fill="${brand}"/>`,
    `<text x="24" y="36" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="20" font-weight="700" fill="${markInk}">${initial}</text>`,
    `<text x="54" y="33" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${FONT_SIZE}" font-weight="650" letter-spacing="-0.3" fill="${ink}">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

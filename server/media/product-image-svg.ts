// A product's pictures, drawn in code (nothing is downloaded): 800×800, a soft background in the
// product's colour, a mark for its product type, its name, and a different composition for each
// view (1 front, 2 turned, 3 close-up, 4 in a scene) so a gallery does not look like one image
// four times. The same product and view always give the same bytes.
import type { ProductTypeName } from '../../contracts/pbs.ts';
import { escapeXml, FONT_FAMILY, initialsOf, textLines, wrapText } from './svg-text.ts';

export const PRODUCT_IMAGE_SIZE = 800;

export interface ProductImageOptions {
  name: string;
  type: ProductTypeName;
  hue: number;
  /** 1-based. */
  view: number;
  views: number;
}

export function productImageSvg({ name, type, hue, view, views }: ProductImageOptions): string {
  const size = PRODUCT_IMAGE_SIZE;
  const light = `hsl(${hue} 60% 95%)`;
  const mid = `hsl(${hue} 55% 82%)`;
  const strong = `hsl(${hue} 55% 38%)`;
  const ink = `hsl(${hue} 40% 16%)`;
  const composition = COMPOSITIONS[(view - 1) % COMPOSITIONS.length] ?? COMPOSITIONS[0];
  const label = `${name}, view ${view} of ${views}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    composition?.({ strong, light, ink, mark: typeMark(type, light), initials: initialsOf(name) }) ?? '',
    textLines(wrapText(name, 24, 2), { x: 400, y: 660, size: 40, lineHeight: 50, fill: ink }),
    `<text x="400" y="770" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="24" fill="${strong}">${escapeXml(type)} · ${view}/${views}</text>`,
    '</svg>',
  ].join('');
}

interface Palette {
  strong: string;
  light: string;
  ink: string;
  /** The type mark, drawn around (0, 0) at about 160 units across. */
  mark: string;
  initials: string;
}

const COMPOSITIONS: ((palette: Palette) => string)[] = [
  // Front: the card face on, with a shadow.
  ({ strong, light, mark, initials }) =>
    `<ellipse cx="400" cy="575" rx="210" ry="22" fill="#000" opacity="0.08"/>` +
    `<rect x="210" y="110" width="380" height="430" rx="48" fill="${strong}"/>` +
    `<g transform="translate(400 280)">${mark}</g>` +
    `<text x="400" y="490" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="64" font-weight="700" fill="${light}">${escapeXml(initials)}</text>`,
  // Turned: the card rotated, a second one behind it.
  ({ strong, light, ink, mark }) =>
    `<rect x="250" y="140" width="330" height="380" rx="44" fill="${ink}" opacity="0.18" transform="rotate(-10 415 330)"/>` +
    `<rect x="230" y="120" width="340" height="400" rx="44" fill="${strong}" transform="rotate(8 400 320)"/>` +
    `<g transform="translate(400 320) rotate(8) scale(1.1)">${mark}</g>` +
    `<circle cx="640" cy="130" r="36" fill="${light}" opacity="0.9"/>`,
  // Close-up: the mark large, cut by the frame.
  ({ strong, light, mark }) =>
    `<circle cx="400" cy="320" r="280" fill="${strong}"/>` +
    `<circle cx="400" cy="320" r="210" fill="none" stroke="${light}" stroke-width="6" opacity="0.5"/>` +
    `<g transform="translate(400 320) scale(1.8)">${mark}</g>`,
  // Scene: on a shelf, with a window behind.
  ({ strong, light, ink, mark }) =>
    `<rect x="80" y="70" width="260" height="220" rx="16" fill="${light}" opacity="0.8"/>` +
    `<line x1="210" y1="70" x2="210" y2="290" stroke="${ink}" stroke-opacity="0.15" stroke-width="6"/>` +
    `<rect x="0" y="520" width="800" height="30" fill="${ink}" opacity="0.25"/>` +
    `<rect x="400" y="250" width="270" height="270" rx="36" fill="${strong}"/>` +
    `<g transform="translate(535 385) scale(0.9)">${mark}</g>`,
];

/** A simple pictogram per product type, in the light colour, centred on (0, 0). */
function typeMark(type: ProductTypeName, colour: string): string {
  const stroke = `fill="none" stroke="${colour}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`;
  switch (type) {
    case 'Physical':
      return `<path d="M-70 -30 L0 -70 L70 -30 L70 50 L0 90 L-70 50 Z M-70 -30 L0 10 L70 -30 M0 10 L0 90" ${stroke}/>`;
    case 'Bundled':
      return `<rect x="-80" y="-10" width="70" height="70" rx="8" ${stroke}/><rect x="10" y="-10" width="70" height="70" rx="8" ${stroke}/><rect x="-35" y="-80" width="70" height="60" rx="8" ${stroke}/>`;
    case 'Service':
      return `<circle cx="-30" cy="-30" r="40" ${stroke}/><path d="M0 0 L70 70" ${stroke} stroke-width="22"/>`;
    case 'Packaged Service':
      return `<rect x="-75" y="-55" width="150" height="120" rx="12" ${stroke}/><path d="M0 -35 L12 -8 L42 -8 L18 10 L27 40 L0 22 L-27 40 L-18 10 L-42 -8 L-12 -8 Z" fill="${colour}"/>`;
    case 'Digital':
      return `<path d="M0 -80 L0 30 M-45 -15 L0 30 L45 -15 M-75 70 L75 70" ${stroke}/>`;
    case 'Subscription':
      return `<path d="M60 -20 A65 65 0 1 0 55 40" ${stroke}/><path d="M60 -70 L60 -20 L12 -24" ${stroke}/>`;
    case 'API':
      return `<path d="M-35 -60 L-85 0 L-35 60 M35 -60 L85 0 L35 60 M15 -70 L-15 70" ${stroke}/>`;
  }
}

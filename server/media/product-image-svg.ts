// A product's pictures, drawn in code (nothing is downloaded), framed as a shop's product photos
// are: 800×800 (every card crops alike), the object on a neutral studio backdrop (a pale grey
// sweep with a soft floor shadow), in the product's own colour, and no words: the card and the
// product page print the name and the type beside the picture, so a picture that wrote them too
// would say them twice. The name stays as the SVG's accessible name for anyone opening it alone.
// Each view has its own composition (1 front, 2 turned, 3 close-up, 4 from above) so a gallery
// does not look like one image four times. The same product and view always give the same bytes.
import type { ProductTypeName } from '../../contracts/pbs.ts';
import { escapeXml } from './svg-text.ts';

export const PRODUCT_IMAGE_SIZE = 800;

export interface ProductImageOptions {
  name: string;
  type: ProductTypeName;
  hue: number;
  /** 1-based. */
  view: number;
  views: number;
}

/** The studio: a pale neutral sweep, lighter at the top, the same for every product. */
const BACKDROP =
  '<defs><linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#F7F7F5"/><stop offset="0.7" stop-color="#EEEEEB"/><stop offset="1" stop-color="#E4E4E0"/>' +
  '</linearGradient><radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>' +
  `<rect width="${PRODUCT_IMAGE_SIZE}" height="${PRODUCT_IMAGE_SIZE}" fill="url(#sweep)"/>`;

export function productImageSvg({ name, type, hue, view, views }: ProductImageOptions): string {
  const size = PRODUCT_IMAGE_SIZE;
  const body = `hsl(${hue} 45% 46%)`;
  const shade = `hsl(${hue} 45% 34%)`;
  const light = `hsl(${hue} 50% 94%)`;
  const composition = COMPOSITIONS[(view - 1) % COMPOSITIONS.length] ?? COMPOSITIONS[0];
  const label = `${name}, view ${view} of ${views}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    BACKDROP,
    composition?.({ body, shade, mark: typeMark(type, light) }) ?? '',
    '</svg>',
  ].join('');
}

interface Palette {
  body: string;
  shade: string;
  /** The type mark, drawn around (0, 0) at about 160 units across. */
  mark: string;
}

const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;

const COMPOSITIONS: ((palette: Palette) => string)[] = [
  // Front: the object face on, standing on the floor.
  ({ body, shade, mark }) =>
    shadow(400, 640, 250, 34) +
    `<rect x="230" y="180" width="340" height="450" rx="40" fill="${shade}"/>` +
    `<rect x="230" y="170" width="340" height="440" rx="40" fill="${body}"/>` +
    `<g transform="translate(400 390)">${mark}</g>`,
  // Turned: the object at an angle, its side showing.
  ({ body, shade, mark }) =>
    shadow(410, 640, 260, 34) +
    `<path d="M250 200 L470 160 L550 200 L550 610 L470 640 L250 600 Z" fill="${shade}"/>` +
    `<path d="M250 200 L470 160 L470 640 L250 600 Z" fill="${body}"/>` +
    `<g transform="translate(360 400) skewY(-10) scale(0.9)">${mark}</g>`,
  // Close-up: the mark large, the object filling the frame.
  ({ body, mark }) =>
    `<rect x="90" y="90" width="620" height="620" rx="64" fill="${body}"/>` +
    `<g transform="translate(400 400) scale(2)">${mark}</g>`,
  // From above: lying flat, a long soft shadow.
  ({ body, shade, mark }) =>
    shadow(430, 560, 300, 70) +
    `<rect x="200" y="270" width="400" height="280" rx="36" fill="${shade}" transform="rotate(-6 400 410)"/>` +
    `<rect x="200" y="255" width="400" height="280" rx="36" fill="${body}" transform="rotate(-6 400 395)"/>` +
    `<g transform="translate(400 395) rotate(-6) scale(0.85)">${mark}</g>`,
];

/** A simple pictogram per product type, in the light colour, centred on (0, 0). */
function typeMark(type: ProductTypeName, colour: string): string {
  // Every attribute written once per element: a repeated one makes the whole SVG invalid XML, and
  // a browser then draws nothing at all.
  const line = (width: number) =>
    `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  const stroke = line(10);
  switch (type) {
    case 'Physical':
      return `<path d="M-70 -30 L0 -70 L70 -30 L70 50 L0 90 L-70 50 Z M-70 -30 L0 10 L70 -30 M0 10 L0 90" ${stroke}/>`;
    case 'Bundled':
      return `<rect x="-80" y="-10" width="70" height="70" rx="8" ${stroke}/><rect x="10" y="-10" width="70" height="70" rx="8" ${stroke}/><rect x="-35" y="-80" width="70" height="60" rx="8" ${stroke}/>`;
    case 'Service':
      return `<circle cx="-30" cy="-30" r="40" ${stroke}/><path d="M0 0 L70 70" ${line(22)}/>`;
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

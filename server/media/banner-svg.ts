// A home-page banner drawn in code: 1600×500, a gradient in the banner's colour and a few shapes on
// the right. No words in the picture: the storefront writes the banner's title and subtitle over it
// as text (translatable, sized for the screen), so a picture with its own title would show it twice.
// The title stays as the SVG's accessible name for anyone opening the picture on its own.
import { escapeXml } from './svg-text.ts';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

export function bannerSvg({ title, hue }: { title: string; hue: number }): string {
  const deep = `hsl(${hue} 55% 30%)`;
  const bright = `hsl(${(hue + 30) % 360} 65% 48%)`;
  const pale = `hsl(${hue} 70% 92%)`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${bright}"/></linearGradient></defs>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="1330" cy="250" r="190" fill="${pale}" opacity="0.18"/>`,
    `<circle cx="1450" cy="110" r="80" fill="${pale}" opacity="0.25"/>`,
    `<rect x="1180" y="300" width="220" height="140" rx="28" fill="${pale}" opacity="0.3" transform="rotate(-8 1290 370)"/>`,
    '</svg>',
  ].join('');
}

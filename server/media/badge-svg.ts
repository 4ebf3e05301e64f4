// Square pictures drawn in code for categories (a round badge) and vendor logos (a rounded square):
// 400×400, the initials large, the name underneath.
import { escapeXml, FONT_FAMILY, initialsOf, textLines, wrapText } from './svg-text.ts';

export const BADGE_SIZE = 400;

export function badgeSvg({
  name,
  hue,
  shape,
}: {
  name: string;
  hue: number;
  shape: 'circle' | 'square';
}): string {
  const fill = `hsl(${hue} 55% 42%)`;
  const background = `hsl(${hue} 60% 95%)`;
  const ink = `hsl(${hue} 40% 18%)`;
  const mark =
    shape === 'circle'
      ? `<circle cx="200" cy="160" r="110" fill="${fill}"/>`
      : `<rect x="90" y="50" width="220" height="220" rx="44" fill="${fill}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_SIZE}" height="${BADGE_SIZE}" viewBox="0 0 ${BADGE_SIZE} ${BADGE_SIZE}" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="${BADGE_SIZE}" height="${BADGE_SIZE}" fill="${background}"/>`,
    mark,
    `<text x="200" y="188" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="80" font-weight="700" fill="#FFFFFF">${escapeXml(initialsOf(name))}</text>`,
    textLines(wrapText(name, 20, 2), { x: 200, y: 328, size: 32, lineHeight: 40, fill: ink }),
    '</svg>',
  ].join('');
}

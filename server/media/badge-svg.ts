// Square pictures drawn in code for categories (a round badge) and vendor logos (a rounded square):
// 400×400, the initials large and centred. The name is the picture's title only: the tile or card
// beside it prints the name, so drawing it here showed it twice.
import { escapeXml, FONT_FAMILY, initialsOf } from './svg-text.ts';

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
  const mark =
    shape === 'circle'
      ? `<circle cx="200" cy="200" r="130" fill="${fill}"/>`
      : `<rect x="70" y="70" width="260" height="260" rx="52" fill="${fill}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_SIZE}" height="${BADGE_SIZE}" viewBox="0 0 ${BADGE_SIZE} ${BADGE_SIZE}" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="${BADGE_SIZE}" height="${BADGE_SIZE}" fill="${background}"/>`,
    mark,
    `<text x="200" y="230" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="88" font-weight="700" fill="#FFFFFF">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
  ].join('');
}

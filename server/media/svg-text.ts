// Text helpers for the SVGs drawn in code: escaping, line wrapping and initials.

export const FONT_FAMILY = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits at spaces into lines of at most `width` characters; the last line ends in … when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if ([...candidate].length <= width || line === '') {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines.map((each) => cut(each, width));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${cut(kept[maxLines - 1] ?? '', width - 1)}…`;
  return kept;
}

function cut(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, width - 1).join('')}…`;
}

/** Up to two capital letters from the first words that start with a letter or digit. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

/** Centred lines of text, `lineHeight` apart, the first baseline at `y`. */
export function textLines(
  lines: string[],
  {
    x,
    y,
    size,
    lineHeight,
    fill,
    weight = 600,
  }: {
    x: number;
    y: number;
    size: number;
    lineHeight: number;
    fill: string;
    weight?: number;
  },
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * lineHeight}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');
}

// The text a PDF draws, read the plain way a PDF reader's text extraction starts: each content
// stream (inflated when FlateDecode), and in it the strings of the Tj and TJ operators (hex or
// literal, one byte per character as the standard fonts' WinAnsi encoding has them), one line per
// operator. Enough to check what an invoice drawn with PDFKit's standard fonts says; used by the
// server tests and the Playwright journey.
import { inflateSync } from 'node:zlib';

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export function pdfText(bytes: Uint8Array): string {
  const file = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const content of decodedStreams(file)) {
    for (const operator of content.matchAll(
      /\[([^\]]*)\]\s*TJ|(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      const strings = operator[1] ?? operator[2] ?? '';
      lines.push(
        [...strings.matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)]
          .map((piece) => (piece[1] !== undefined ? fromHex(piece[1]) : fromLiteral(piece[2] ?? '')))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}

/**
 * Each stream's data, inflated when FlateDecode; streams that do not inflate (an image, a font
 * program) are left out. The data is read by the stream's /Length, not up to the next "endstream":
 * compressed bytes may end in a carriage return, which a pattern would take for the line end
 * (the inflate then failed, and an invoice now and then read as empty).
 */
function* decodedStreams(file: string): Generator<string> {
  const start = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = start.exec(file); match !== null; match = start.exec(file)) {
    const dictionary = match[1] ?? '';
    // The stream's own dictionary ends the match: its /Length is the last one in it.
    const length = [...dictionary.matchAll(/\/Length (\d+)/g)].at(-1)?.[1];
    if (length === undefined) continue;
    const data = file.slice(start.lastIndex, start.lastIndex + Number(length));
    start.lastIndex += Number(length);
    try {
      yield dictionary.includes('/FlateDecode')
        ? inflateSync(Buffer.from(data, 'latin1')).toString('latin1')
        : data;
    } catch {
      // an image or a font program, not page content
    }
  }
}

function fromHex(hex: string): string {
  return Buffer.from(hex.replace(/\s/g, ''), 'hex').toString('latin1');
}

function fromLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, code: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]+$/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
    return named[code] ?? code;
  });
}

/**
 * The text a PDF draws, font by font, read through each embedded font's ToUnicode map (PDFKit
 * writes text in an embedded font as 4-digit glyph codes): one `{ font, text }` per text operator,
 * `font` the BaseFont without its subset prefix ("NotoSansArabic-Regular", "Helvetica"). The text
 * is in the order the glyphs are drawn: left to right, so a right-to-left run comes reversed.
 */
export function pdfFontText(bytes: Uint8Array): { font: string; text: string }[] {
  const file = Buffer.from(bytes).toString('latin1');
  const objects = new Map<string, string>();
  for (const match of file.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g))
    objects.set(match[1] ?? '', match[2] ?? '');
  const streamOf = (body: string): string | null => [...decodedStreams(body)][0] ?? null;
  // Font resource names (/F2) → BaseFont and ToUnicode map.
  const fonts = new Map<string, { name: string; map: Map<string, string> | null }>();
  for (const resources of file.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const [, resource = '', id = ''] of (resources[1] ?? '').matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(id) ?? '';
      const name = (/\/BaseFont\s*\/([^\s/]+)/.exec(font)?.[1] ?? resource).replace(/^[A-Z]{6}\+/, '');
      const unicodeId = /\/ToUnicode\s+(\d+) 0 R/.exec(font)?.[1];
      const cmap = unicodeId ? streamOf(objects.get(unicodeId) ?? '') : null;
      fonts.set(resource, { name, map: cmap === null ? null : toUnicodeMap(cmap) });
    }
  }
  const out: { font: string; text: string }[] = [];
  for (const body of objects.values()) {
    const content = streamOf(body);
    if (content === null || !/\bTJ\b|\bTj\b/.test(content)) continue;
    let current: { name: string; map: Map<string, string> | null } = { name: '', map: null };
    for (const operator of content.matchAll(
      /\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      if (operator[1] !== undefined) {
        current = fonts.get(operator[1]) ?? { name: operator[1], map: null };
        continue;
      }
      const strings = operator[2] ?? operator[3] ?? '';
      const map = current.map;
      const text = [...strings.matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)]
        .map((piece) => {
          if (piece[1] === undefined) return fromLiteral(piece[2] ?? '');
          const hex = piece[1].replace(/\s/g, '');
          if (map === null) return fromHex(hex);
          return (hex.match(/.{4}/g) ?? []).map((code) => map.get(code.toLowerCase()) ?? '\uFFFD').join('');
        })
        .join('');
      out.push({ font: current.name, text });
    }
  }
  return out;
}

function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) =>
    hex
      .trim()
      .split(/\s+/)
      .filter((code) => code !== '')
      .map((code) => String.fromCharCode(Number.parseInt(code, 16)))
      .join('');
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = '0', to = '0', list = ''] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g,
    )) {
      // An empty target (<>) is a glyph with no character of its own (a dot a letter was split into).
      const targets = [...list.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((target) => unicode(target[1] ?? ''));
      for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
        const target = targets[code - Number.parseInt(from, 16)];
        if (target !== undefined) map.set(code.toString(16).padStart(4, '0'), target);
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', target = ''] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g,
    )) {
      map.set(code.toLowerCase().padStart(4, '0'), unicode(target));
    }
  }
  return map;
}

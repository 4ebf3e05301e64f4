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
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of file.matchAll(streams)) {
    const [, dictionary = '', body = ''] = match;
    let content: string;
    try {
      content = dictionary.includes('/FlateDecode')
        ? inflateSync(Buffer.from(body, 'latin1')).toString('latin1')
        : body;
    } catch {
      continue; // an image or a font program, not page content
    }
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

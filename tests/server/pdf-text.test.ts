import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

/** A one-stream PDF whose page content is `content`, compressed. */
function pdfWith(content: string): { bytes: Uint8Array; lastByte: number } {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  const file = Buffer.concat([
    Buffer.from(
      `%PDF-1.3\n1 0 obj\n<<\n/Length ${data.length}\n/Filter /FlateDecode\n>>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
  return { bytes: new Uint8Array(file), lastByte: data[data.length - 1] ?? 0 };
}

describe('reading the text a PDF draws', () => {
  it('reads a compressed stream whose last byte is a carriage return (the invoice journey’s flake)', () => {
    // Find a content whose compressed form ends in \r: a pattern up to "\r?\nendstream" dropped that byte.
    let found: { bytes: Uint8Array; text: string } | null = null;
    for (let n = 0; n < 5000 && found === null; n++) {
      // A varying letter moves the checksum's last byte over all its values.
      const text = `Invoice ORD-${String(n).padStart(6, '0')} ${String.fromCharCode(32 + (n % 224))}`;
      const pdf = pdfWith(`BT /F1 12 Tf (${text}) Tj ET`);
      if (pdf.lastByte === 0x0d) found = { bytes: pdf.bytes, text };
    }
    if (!found) throw new Error('no content compresses to a final carriage return');
    expect(pdfText(found.bytes)).toBe(found.text);
  });
});

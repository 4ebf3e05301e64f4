// Text on the invoice in the scripts the stores' customers write
// (docs/decisions/0117-order-history-and-invoice.md, "Invoice"): Latin in PDFKit's standard
// Helvetica, Devanagari (Hindi) and Arabic in embedded Noto Sans fonts (@fontsource WOFF files;
// PDFKit embeds only the glyphs used). A line is cut into runs of one font each, in the order they
// are drawn left to right: the Unicode bidirectional algorithm (bidi-js) orders the runs, and
// fontkit shapes each run (Arabic joining, Devanagari conjuncts) and lays a right-to-left one out
// right to left itself, so an Arabic run is passed in logical order.
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

export type InvoiceScript = 'latin' | 'devanagari' | 'arabic';

export interface TextRun {
  script: InvoiceScript;
  text: string;
}

const bidi = bidiFactory();

const require = createRequire(import.meta.url);
const fontFile = (family: string, subset: string, weight: number) =>
  require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);

/** The embedded fonts' files by script and weight. */
export const SCRIPT_FONTS: Record<Exclude<InvoiceScript, 'latin'>, { regular: string; bold: string }> = {
  devanagari: {
    regular: fontFile('noto-sans-devanagari', 'devanagari', 400),
    bold: fontFile('noto-sans-devanagari', 'devanagari', 700),
  },
  arabic: {
    regular: fontFile('noto-sans-arabic', 'arabic', 400),
    bold: fontFile('noto-sans-arabic', 'arabic', 700),
  },
};

function scriptOf(code: number): InvoiceScript | null {
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || code === 0x20b9) {
    return 'devanagari';
  }
  if (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  ) {
    return 'arabic';
  }
  // Joiners and spaces go with the run they are in.
  if (code === 0x20 || code === 0x200c || code === 0x200d) return null;
  return 'latin';
}

/** Whether the text needs more than the standard fonts (a quick test before the full work). */
export function needsScriptFonts(text: string): boolean {
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    if (script !== null && script !== 'latin') return true;
  }
  return false;
}

/**
 * One line's runs in drawing order (left to right), each of one script and one direction: a
 * right-to-left run of Latin characters (neutrals between Arabic words) comes reversed, an
 * Arabic run in logical order (fontkit reverses it as it lays it out). `paragraphRtl`: the line
 * reads right to left (its first strong character is Arabic).
 */
export function lineRuns(line: string): { runs: TextRun[]; paragraphRtl: boolean } {
  const text = line.normalize('NFC');
  const levels = bidi.getEmbeddingLevels(text, 'auto');
  const paragraphRtl = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
  // Runs of one script and one level, in logical order.
  const logical: { script: InvoiceScript; level: number; text: string }[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels.levels[index] ?? 0;
    index += char.length;
    const last = logical[logical.length - 1];
    const script = scriptOf(char.codePointAt(0) ?? 0) ?? last?.script ?? 'latin';
    if (last && last.script === script && last.level === level) last.text += char;
    else logical.push({ script, level, text: char });
  }
  // L2: from the highest level down to the lowest odd one, reverse each sequence of runs at or above it.
  const order = logical.map((_, i) => i);
  const highest = Math.max(0, ...logical.map((run) => run.level));
  const lowestOdd = Math.min(...logical.map((run) => run.level + ((run.level + 1) % 2)), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < order.length) {
      if ((logical[order[start] ?? 0]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < order.length && (logical[order[end] ?? 0]?.level ?? 0) >= level) end++;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  const runs = order.flatMap((i): TextRun[] => {
    const run = logical[i];
    if (!run) return [];
    const rtl = run.level % 2 === 1;
    // fontkit lays an Arabic run out right to left; anything else at an odd level is reversed here.
    const drawn = rtl && run.script !== 'arabic' ? [...run.text].reverse().join('') : run.text;
    return [{ script: run.script, text: drawn }];
  });
  return { runs, paragraphRtl };
}

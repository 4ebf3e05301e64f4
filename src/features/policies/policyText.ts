// How a policy's text is shown (contracts/policies.ts): paragraphs separated by a blank line, a
// paragraph that starts with "## " a section heading; and, when the store has no translation in the
// shopper's language, the language the text is in, for the page's lang and dir.

export type PolicyBlock = { kind: 'heading' | 'paragraph'; text: string };

export function policyBlocks(body: string): PolicyBlock[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) =>
      block.startsWith('## ')
        ? { kind: 'heading', text: block.slice(3).trim() }
        : { kind: 'paragraph', text: block.replace(/\s*\r?\n\s*/g, ' ') },
    );
}

const RIGHT_TO_LEFT = new Set(['ar']);
const baseOf = (code: string) => code.split(/[_-]/)[0]?.toLowerCase() ?? '';

/**
 * The lang and dir a text in `textCode` needs inside a page in `pageLocale` ('en_IN', 'ar'), or
 * null when the page's own are right (the same language).
 */
export function textLanguage(
  textCode: string,
  pageLocale: string,
): { lang: string; dir: 'ltr' | 'rtl' } | null {
  const base = baseOf(textCode);
  if (base === baseOf(pageLocale)) return null;
  return { lang: textCode.replace('_', '-'), dir: RIGHT_TO_LEFT.has(base) ? 'rtl' : 'ltr' };
}

// Whether an answer states only amounts that its sources hold: every "R 1,259.00" in the text must
// be a price, former price or total of a cited product or order, or an amount the question named.
// The model's answers are checked with it; the question-set test checks the built-in answers.
import type { AskAiCitation } from '../../contracts/askAi.ts';

/** Every amount written with the currency symbol, in major units. */
export function amountsIn(text: string, currency: string): number[] {
  const symbol = currency.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${symbol}\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?`, 'g');
  return [...text.matchAll(pattern)].map((match) =>
    Number(`${(match[1] ?? '').replace(/,/g, '')}.${match[2] ?? '0'}`),
  );
}

/** The amounts of `text` that none of `citations` (nor the question) holds. */
export function inventedAmounts(
  text: string,
  currency: string,
  citations: AskAiCitation[],
  question: string,
): number[] {
  const known = new Set<number>();
  for (const citation of citations) {
    if (citation.kind === 'product') {
      if (citation.price !== null) known.add(citation.price);
      if (citation.original_price !== null) known.add(citation.original_price);
    }
    if (citation.kind === 'order' && citation.total !== null) known.add(citation.total);
  }
  const asked = (question.normalize('NFKC').match(/\d[\d,\s]*(?:\.\d+)?\s?k?/gi) ?? []).map((raw) => {
    const value = Number(raw.replace(/[,\s]|k/gi, ''));
    return /k/i.test(raw) ? value * 1000 : value;
  });
  for (const value of asked) known.add(value);
  return amountsIn(text, currency).filter((amount) => !known.has(amount));
}

// Whether an answer states only what its sources hold.
// - inventedAmounts: every "R 1,259.00" must be a price, former price or total of a cited product
//   or order, or an amount the question named (the question-set test checks built-in answers).
// - ungroundedClaims: the stricter check of a language model's sentences. Every number must be one
//   the facts hold (a price, rating, count, date, pincode, order number; the question's own numbers
//   do not count), a code-like word (a coupon such as SAVE20) must be in the facts, no stock count
//   is stated (the data has none), and a sentence about one cited product gives that product's own
//   prices and stock, not another figure of the facts; and no web address, link, e-mail address or
//   phone number appears that the facts do not hold (contacts.ts).
import type { AskAiCitation, ProductCitation } from '../../contracts/askAi.ts';
import { knownContacts, unknownContacts } from './contacts.ts';
import { ABOVE_WORDS, BELOW_WORDS } from './lexicon.ts';

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

/** What the model was given: the built-in answer's text and its citations. */
export interface Facts {
  text: string;
  citations: AskAiCitation[];
  /** The store currency's symbol ("R"). */
  currency: string;
}

/** The words a citation shows (names, titles, questions and answers), where a code could be. */
function citedText(citation: AskAiCitation): string {
  switch (citation.kind) {
    case 'product':
      return citation.product_name;
    case 'faq':
      return `${citation.question} ${citation.answer}`;
    case 'policy':
      return citation.title;
    case 'order':
      return citation.item_names.join(' ');
    case 'search':
      return citation.query;
  }
}

const NUMBER = /\d+(?:[.,\u00a0\u202f]\d+)*/g;
const CODE_LIKE = /\b[A-Z][A-Z0-9]{3,}\b/g;
/** A list's own numbering ("1. ", "2) ") is not a claim. */
const LIST_MARKER = /^\s*\d{1,2}[.)]\s/gm;
const STOCK_COUNT = [
  /\b(?:only|just)\s+\d+\s+(?:left|remaining|in stock)\b/i,
  /\b(?:plus que|seulement)\s+\d+\b/i,
  /\d+\s+(?:left|remaining|in stock|units?|pieces?)\b/i,
];
const OUT_OF_STOCK = [
  'out of stock',
  'not in stock',
  'none is in stock',
  'unavailable',
  'not available',
  'sold out',
  'épuisé',
  'rupture',
  'pas en stock',
  'plus en stock',
  'स्टॉक में नहीं',
  'उपलब्ध नहीं',
  'غير متوفر',
  'غير متاح',
  'نفد',
];
const IN_STOCK = ['in stock', 'available', 'en stock', 'disponible', 'स्टॉक में', 'उपलब्ध', 'متوفر', 'متاح'];

/** A number's value with its grouping removed: "1,259.00" → 1259, "4.7" → 4.7, "1 259,00" → 1259. */
function numberValue(raw: string): number {
  const compact = raw.replace(/[\u00a0\u202f]/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) return Number(compact.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'));
  return Number(compact.replace(',', '.'));
}

function numbersIn(text: string): number[] {
  return (text.match(NUMBER) ?? []).map(numberValue).filter((value) => Number.isFinite(value));
}

/** The part of a product's name a sentence would use ("Astra 5G Smartphone"), lower case. */
function stemOf(product: ProductCitation): string {
  return product.product_name
    .replace(/\s*\(.*$/, '')
    .trim()
    .toLowerCase();
}

/** The figures a citation states: prices, ratings, order numbers and totals (not ids or paths). */
function citedFigures(citation: AskAiCitation): number[] {
  switch (citation.kind) {
    case 'product':
      return [citation.price, citation.original_price, citation.rating].filter(
        (v): v is number => v !== null,
      );
    case 'order':
      return [citation.order_id, ...(citation.total === null ? [] : [citation.total])];
    default:
      return [];
  }
}

/** What in `sentence` the facts do not hold; empty when it is grounded. */
export function ungroundedClaims(sentence: string, facts: Facts): string[] {
  const figures = facts.citations.flatMap(citedFigures);
  const known = new Set([...numbersIn(facts.text), ...figures]);
  // Other amounts of the facts are the question's bounds ("under R 1,000.00"): a sentence may
  // repeat one as a bound, never as a price.
  const bounds = new Set(amountsIn(facts.text, facts.currency));
  const lower = sentence.toLowerCase();
  const speaksOfBounds = [...BELOW_WORDS, ...ABOVE_WORDS, 'between', 'entre', 'बीच', 'بين'].some((word) =>
    lower.includes(word),
  );
  const claims: string[] = [];
  for (const amount of amountsIn(sentence, facts.currency)) {
    if (!figures.includes(amount) && !(speaksOfBounds && bounds.has(amount)))
      claims.push(`the amount ${amount}`);
  }
  for (const value of numbersIn(sentence.replace(LIST_MARKER, ' '))) {
    if (!known.has(value)) claims.push(`the number ${value}`);
  }
  const source = `${facts.text}\n${facts.citations.map(citedText).join('\n')}`;
  for (const code of sentence.match(CODE_LIKE) ?? []) {
    if (!source.includes(code)) claims.push(`the code ${code}`);
  }
  claims.push(...unknownContacts(sentence, knownContacts(facts.text, facts.citations)));
  if (STOCK_COUNT.some((pattern) => pattern.test(sentence))) claims.push('a stock count');
  const products = facts.citations.filter(
    (citation): citation is ProductCitation => citation.kind === 'product',
  );
  const named = products.filter((product) => stemOf(product).length >= 4 && lower.includes(stemOf(product)));
  if (named.length === 1 && named[0]) {
    const product = named[0];
    const saysOut = OUT_OF_STOCK.some((phrase) => lower.includes(phrase));
    const saysIn = !saysOut && IN_STOCK.some((phrase) => lower.includes(phrase));
    if (saysIn && !product.in_stock) claims.push(`${product.product_name} in stock`);
    // A sentence about one product gives its own prices, not a budget the question named.
    const prices = [product.price, product.original_price];
    for (const amount of amountsIn(sentence, facts.currency)) {
      if (!prices.includes(amount)) claims.push(`the amount ${amount} for ${product.product_name}`);
    }
    if (saysOut && product.in_stock) claims.push(`${product.product_name} out of stock`);
  }
  return claims;
}

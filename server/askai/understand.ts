// What a shopper's question asks, read without a language model: price bounds ("under R 10,000",
// "moins de 5000", "10,000 से कम", "أقل من 10000"), a minimum rating ("rated 4 or more"), stock,
// a pincode, the customer's last order, a business rule (return, replacement, cancellation,
// refund), and the content words left over, translated to the catalogue's English where known.
// Pure: no database. retrieve.ts matches the words against categories, vendors and product names.
import type { ProductTypeName } from '../../contracts/pbs.ts';
import {
  ABOVE_WORDS,
  BELOW_WORDS,
  DELIVERY_WORDS,
  ORDER_WORDS,
  PRODUCT_WORDS,
  RATING_WORDS,
  RULE_WORDS,
  type RuleTopic,
  STOCK_WORDS,
  STOP_WORDS,
  TOPIC_WORDS,
  TYPE_WORDS,
} from './lexicon.ts';

export type AnswerLanguage = 'en' | 'hi' | 'ar' | 'fr';

export interface Question {
  language: AnswerLanguage;
  /** Selling-price bounds in major units, both included. */
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock: boolean;
  pincode?: string;
  /** Asks about a delivery (a pincode, "do you deliver…"). */
  delivery: boolean;
  /** Asks about the customer's own orders; orderId when one is named ("order 17"). */
  orders: boolean;
  orderId?: number;
  rule?: RuleTopic;
  productType?: ProductTypeName;
  /** 'price': cheapest first; 'priceDesc': dearest first. */
  sort: 'relevance' | 'price' | 'priceDesc' | 'rating';
  /** Content words in the catalogue's language, lower case, distinct, at most eight. */
  words: string[];
}

const WORD = /[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
const MAX_WORDS = 8;
const NUMBER =
  /(?<currency>(?:\br|\brs\.?|\bzar|\binr|₹|€|\$)\s?)?(?<digits>\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(?<cents>\d{1,2}))?(?<k>\s?k\b)?/giu;
const FRENCH_MARKERS = [
  'quel',
  'quels',
  'quelle',
  'quelles',
  'est',
  'les',
  'des',
  'vous',
  'moins',
  'livrez',
  'ma',
  'mon',
  'sous',
  'avez',
  'où',
  'commande',
  'pour',
  'le',
  'la',
  'une',
  'un',
  'sont',
  'en',
  'vos',
  'mes',
  'ai',
  'il',
  'y',
  'quoi',
  'combien',
];

/** Devanagari and Arabic-Indic digits to ASCII, NFKC, Arabic's joined "and" apart, lower case. */
export function normalizeQuestion(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
      .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
      .replace(/[،؟]/g, ' ')
      // Arabic writes "and" joined to the next word: "والأرخص" is "و الأرخص" (and the cheapest).
      .replace(/(^|\s)و(ال)/g, '$1و $2')
      .toLowerCase()
  );
}

/** The answer's language: the question's script first, then French words, then the page's language. */
export function answerLanguage(question: string, pageLanguage: string | undefined): AnswerLanguage {
  if (/[\u0900-\u097F]/.test(question)) return 'hi';
  if (/[\u0600-\u06FF]/.test(question)) return 'ar';
  const words = (normalizeQuestion(question).match(WORD) ?? []).flatMap((word) => word.split('-'));
  const french = words.filter((word) => FRENCH_MARKERS.includes(word)).length;
  if (french >= 2 || /[éèêàçù]/.test(question)) return 'fr';
  const page = (pageLanguage ?? 'en').slice(0, 2);
  return page === 'hi' || page === 'ar' || page === 'fr'
    ? page === 'fr' && french === 0 && words.length > 2
      ? 'en'
      : page
    : 'en';
}

function hasAny(text: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => containsPhrase(text, phrase));
}

/** A phrase at word boundaries (scripts without spaces inside words, so \b is not used). */
function containsPhrase(text: string, phrase: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return false;
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if (!isWordChar(before) && !isWordChar(after)) return true;
    from = at + 1;
  }
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{M}\p{N}]/u.test(ch);
}

interface NumberToken {
  value: number;
  raw: string;
  start: number;
  end: number;
  currency: boolean;
  grouped: boolean;
}

function numbersOf(text: string): NumberToken[] {
  const tokens: NumberToken[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const groups = match.groups ?? {};
    const digits = (groups.digits ?? '').replace(/[,\s]/g, '');
    let value = Number(digits) + (groups.cents ? Number(`0.${groups.cents}`) : 0);
    if (groups.k) value *= 1000;
    const start = match.index ?? 0;
    tokens.push({
      value,
      raw: match[0],
      start,
      end: start + match[0].length,
      currency: Boolean(groups.currency),
      grouped: /[,\s]/.test(groups.digits ?? ''),
    });
  }
  return tokens;
}

function near(
  text: string,
  token: NumberToken,
  phrases: readonly string[],
  side: 'before' | 'after' | 'both',
  span = 28,
) {
  const before = text.slice(Math.max(0, token.start - span), token.start);
  const after = text.slice(token.end, token.end + span);
  const inBefore = side !== 'after' && phrases.some((phrase) => containsPhrase(` ${before} `, phrase));
  const inAfter = side !== 'before' && phrases.some((phrase) => containsPhrase(` ${after} `, phrase));
  return inBefore || inAfter;
}

const RATING_MORE = [
  'or more',
  'or above',
  'and above',
  'or higher',
  '+',
  'ou plus',
  'et plus',
  'या उससे अधिक',
  'या अधिक',
  'से अधिक',
  'أو أكثر',
  'فأكثر',
  'فما فوق',
];
const CHEAPEST_WORDS = ['cheapest', 'lowest price', 'moins cher', 'सबसे सस्ता', 'الأرخص'];
const DEAREST_WORDS = ['most expensive', 'priciest', 'highest price', 'plus cher', 'सबसे महंगा', 'الأغلى'];
const BEST_RATED_WORDS = [
  'best rated',
  'top rated',
  'highest rated',
  'mieux notés',
  'mieux noté',
  'सबसे अच्छी रेटिंग',
  'الأعلى تقييما',
];
const ORDER_NUMBER_WORDS = ['order', 'commande', 'ऑर्डर', 'طلب', '#'];

export function understand(question: string, pageLanguage?: string): Question {
  const language = answerLanguage(question, pageLanguage);
  const text = normalizeQuestion(question);
  const result: Question = {
    language,
    inStock: hasAny(text, STOCK_WORDS),
    delivery: hasAny(text, DELIVERY_WORDS),
    orders: hasAny(text, ORDER_WORDS),
    sort: 'relevance',
    words: [],
  };
  let rest = text;
  const consume = (token: NumberToken) => {
    rest = rest.slice(0, token.start) + ' '.repeat(token.end - token.start) + rest.slice(token.end);
  };

  const numbers = numbersOf(text);
  for (const [index, token] of numbers.entries()) {
    const before = text.slice(Math.max(0, token.start - 12), token.start);
    if (/^\d{6}$/.test(token.raw.trim()) && !token.currency && /^[1-9]/.test(token.raw.trim())) {
      result.pincode = token.raw.trim();
      result.delivery = true;
      consume(token);
      continue;
    }
    if (
      !token.currency &&
      ORDER_NUMBER_WORDS.some(
        (word) => before.trimEnd().endsWith(word) || before.includes(`${word} `) || before.endsWith('#'),
      )
    ) {
      if (/order|commande|ऑर्डर|طلب|#/.test(before)) {
        result.orderId = token.value;
        result.orders = true;
        consume(token);
        continue;
      }
    }
    const ratingLike = !token.currency && token.value <= 5 && near(text, token, RATING_WORDS, 'both', 24);
    if (ratingLike) {
      if (near(text, token, BELOW_WORDS, 'before', 14) && !near(text, token, RATING_MORE, 'after', 16)) {
        // "rated below 3": not a minimum; left unread.
      } else {
        result.minRating = token.value;
      }
      consume(token);
      continue;
    }
    const next = numbers[index + 1];
    if (
      next &&
      /^\s*(and|to|-|et|à|और|से|و)\s*(r|rs|zar|₹)?\s*$/.test(text.slice(token.end, next.start)) &&
      near(text, token, ['between', 'entre', 'बीच', 'بين'], 'both', 40)
    ) {
      result.minPrice = Math.min(token.value, next.value);
      result.maxPrice = Math.max(token.value, next.value);
      consume(token);
      consume(next);
      numbers.splice(index + 1, 1);
      continue;
    }
    if (
      near(text, token, BELOW_WORDS, 'before') ||
      near(text, token, ['से कम', 'के अंदर', 'तक', 'से नीचे', 'or less', 'or under', 'ou moins'], 'after', 16)
    ) {
      result.maxPrice = token.value;
      consume(token);
      continue;
    }
    if (
      near(text, token, ABOVE_WORDS, 'before') ||
      near(text, token, ['से ज़्यादा', 'से ज्यादा', 'से अधिक', 'से ऊपर', 'or more', 'ou plus'], 'after', 16)
    ) {
      result.minPrice = token.value;
      consume(token);
      continue;
    }
    if (token.currency) {
      // A bare amount ("a R 5000 phone"): taken as the budget.
      result.maxPrice = token.value;
      consume(token);
    }
  }

  for (const [topic, words] of Object.entries(RULE_WORDS) as [RuleTopic, string[]][]) {
    if (words.some((word) => (word.length < 4 ? containsPhrase(text, word) : text.includes(word)))) {
      result.rule = topic;
      break;
    }
  }
  if (hasAny(text, CHEAPEST_WORDS)) result.sort = 'price';
  if (hasAny(text, DEAREST_WORDS)) result.sort = 'priceDesc';
  if (hasAny(text, BEST_RATED_WORDS)) result.sort = 'rating';

  // Keyword phrases are not content words.
  for (const phrase of [
    ...STOCK_WORDS,
    ...DELIVERY_WORDS,
    ...ORDER_WORDS,
    ...BELOW_WORDS,
    ...ABOVE_WORDS,
    ...RATING_WORDS,
    ...RATING_MORE,
  ]) {
    if (phrase.includes(' ')) rest = rest.split(phrase).join(' ');
  }
  // Nor is the order asked for ("the cheapest", "the most expensive", "الأرخص").
  for (const phrase of [...CHEAPEST_WORDS, ...DEAREST_WORDS, ...BEST_RATED_WORDS]) {
    if (containsPhrase(rest, phrase)) rest = rest.split(phrase).join(' ');
  }
  // A "portable" alone is a mobile phone in French; beside "ordinateur" it is the laptop itself.
  rest = rest.replace(/\bordinateurs? portables?\b/gu, 'ordinateur');
  const words: string[] = [];
  for (const raw of rest.match(WORD) ?? []) {
    let word = raw.replace(/['’]s$/, '').replace(/^(l|d|qu)['’]/, '');
    if (/^\d+$/.test(word) || [...word].length < 2) continue;
    if (STOP_WORDS.has(word) || STOP_WORDS.has(raw)) continue;
    if (STOCK_WORDS.includes(word) || DELIVERY_WORDS.includes(word) || RATING_WORDS.includes(word)) continue;
    if (ORDER_WORDS.includes(word) || BELOW_WORDS.includes(word) || ABOVE_WORDS.includes(word)) continue;
    if (Object.values(RULE_WORDS).some((list) => list.includes(word))) continue;
    if (RULE_CONTEXT.has(word)) continue;
    const type = TYPE_WORDS[word];
    if (type) {
      result.productType = type;
      continue;
    }
    word = PRODUCT_WORDS[word] ?? TOPIC_WORDS[word] ?? word;
    // The definite article al- of Arabic: "الهواتف" → "هواتف".
    if (/^ال[\u0600-\u06FF]{3,}/.test(word)) {
      const bare = word.slice(2);
      word = PRODUCT_WORDS[bare] ?? TOPIC_WORDS[bare] ?? word;
    }
    if (!words.includes(word)) words.push(word);
  }
  result.words = words.slice(0, MAX_WORDS);
  if (result.orderId !== undefined) result.orders = true;
  return result;
}

/** Words that only frame a rule or an order question ("return window", "order status"). */
const RULE_CONTEXT = new Set([
  'window',
  'period',
  'days',
  'policy',
  'rule',
  'rules',
  'allowed',
  'charge',
  'délai',
  'politique',
  'jours',
  'नीति',
  'दिन',
  'सीमा',
  'فترة',
  'سياسة',
  'أيام',
  'status',
  'statut',
  'स्थिति',
  'حالة',
  'last',
  'latest',
  'recent',
  'dernière',
  'dernier',
  'पिछला',
  'आखिरी',
  'الأخير',
  'الأخيرة',
  'sell',
  'sells',
  'selling',
  'vendez',
  'बेचते',
  'تبيعون',
]);

// The built-in assistant: understands the question (understand.ts), retrieves from the store's data
// (retrieve.ts) and composes the answer from the templates of the question's language
// (templates.ts). Every price, stock level, rule, date and status it states is read from a row it
// also cites; what the data does not answer gets "I don't know" and a search link.
import type { AskAiCitation, FaqCitation, ProductCitation } from '../../contracts/askAi.ts';
import type { BusinessRuleLabel } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { understandInConversation } from './follow-up.ts';
import type { RuleTopic } from './lexicon.ts';
import { pointsAtProductOnScreen } from './on-screen.ts';
import {
  customerOrders,
  deliveryFacts,
  findProducts,
  findProductsCounted,
  matchWords,
  type PolicyText,
  productFaqs,
  productRules,
  servedPincodes,
  singular,
  storeFaqs,
  storePolicies,
  vendorOf,
  type WordMatch,
} from './retrieve.ts';
import { TEMPLATES, type Templates } from './templates.ts';
import type { AnswerLanguage, Question } from './understand.ts';

export interface AskContext {
  storeId: number;
  customerId: string;
  /** The store currency's symbol ("R"). */
  currency: string;
  /** The language-code of the request. */
  pageLanguage?: string;
  /** The conversation's earlier questions, oldest first: a follow-up continues their subject. */
  earlierQuestions?: readonly string[];
  /** The product on the page the question was asked from (the store's own, read by its id). */
  productOnScreen?: ProductCitation;
}

export interface BuiltInAnswer {
  language: AnswerLanguage;
  text: string;
  citations: AskAiCitation[];
  /** What was understood, for the language model's prompt and the logs. */
  question: Question;
}

const LIST_LIMIT = 5;
const RULES_BY_TOPIC: Record<RuleTopic, BusinessRuleLabel[]> = {
  return: ['Return Allowed', 'Return Days'],
  replacement: ['Replacement Allowed', 'Replacement Days', 'Replacement'],
  cancellation: ['Cancellation Allowed', 'Cancellation Charge'],
  refund: ['Refund Cancellation Allowed', 'Refund Cancellation Days'],
};
const POLICY_BY_TOPIC: Record<RuleTopic, string> = {
  return: 'returns',
  replacement: 'returns',
  cancellation: 'terms',
  refund: 'returns',
};

export function formatMoney(currency: string, amount: number): string {
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const DATE_LOCALES: Record<AnswerLanguage, string> = {
  en: 'en-GB',
  fr: 'fr-FR',
  hi: 'hi-IN',
  ar: 'ar-u-nu-latn',
};

function formatDate(language: AnswerLanguage, iso: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** The status in the answer's words; a status the assistant does not know stays as stored. */
function statusWord(t: Templates, status: string): string {
  return (t.statusWords as Record<string, string>)[status] ?? status;
}

export async function answerBuiltIn(
  db: Queryable,
  context: AskContext,
  text: string,
): Promise<BuiltInAnswer> {
  const question = understandInConversation(text, context.earlierQuestions ?? [], context.pageLanguage);
  const t = TEMPLATES[question.language];
  const money = (amount: number) => formatMoney(context.currency, amount);
  const done = (lines: string[], citations: AskAiCitation[]): BuiltInAnswer => ({
    language: question.language,
    text: lines.filter((line) => line !== '').join('\n'),
    citations,
    question,
  });

  // "How do I track my order?" is a question for the FAQs, not about one order.
  if (
    question.orders &&
    question.orderId === undefined &&
    /\b(how|comment)\b|कैसे|كيف/.test(text.toLowerCase())
  ) {
    const faq = bestFaq(await storeFaqs(db, context.storeId), [...question.words, 'order'], 4);
    if (faq) return done([t.faqIntro, `${faq.question} ${faq.answer}`], [faq]);
  }

  if (question.orders) {
    const orders = await customerOrders(db, context.customerId, context.storeId, {
      orderId: question.orderId,
      limit: 1,
    });
    const [order] = orders;
    if (!order)
      return done([question.orderId === undefined ? t.noOrders : t.orderNotFound(question.orderId)], []);
    const date = formatDate(question.language, order.placed_at);
    const intro = question.orderId === undefined ? t.lastOrder : t.namedOrder;
    return done(
      [
        `${intro(order.order_id, date, statusWord(t, order.status))} ${
          order.total === null ? t.orderOnRequest : t.orderTotal(money(order.total))
        }`,
        t.orderItems(order.item_names.join(', ')),
        // Money taken that could not pay the order (decision 0053): the customer hears it is owed.
        ...(order.owed_back > 0 ? [t.orderOwedBack(money(order.owed_back))] : []),
      ],
      [order],
    );
  }

  const match = await matchWords(db, context.storeId, question.words);
  // "Is this in stock?" on a product's page: the product on screen, whatever else the words match.
  const onScreen =
    context.productOnScreen && pointsAtProductOnScreen(text) ? context.productOnScreen : undefined;
  const named = onScreen
    ? [onScreen]
    : match.nameWords.length > 0
      ? await findProducts(db, context.storeId, {
          // "Boil Glass Kettle": the category's word is part of the name, not a filter.
          nameWords: [...match.nameWords, ...match.categoryWords],
          vendorId: match.vendor?.id,
          sort: 'relevance',
          limit: 3,
        })
      : [];

  if (question.delivery) return deliveryAnswer(db, context, question, t, named);

  if (question.rule) {
    if (named.length > 0) return rulesAnswer(db, question, t, named, question.rule);
    const policy = await findPolicy(
      db,
      context.storeId,
      question.language,
      POLICY_BY_TOPIC[question.rule],
      [],
    );
    const faq = bestFaq(await storeFaqs(db, context.storeId), [...match.otherWords, question.rule]);
    const lines: string[] = [];
    const citations: AskAiCitation[] = [];
    if (faq) {
      lines.push(t.faqIntro, `${faq.question} ${faq.answer}`);
      citations.push(faq);
    }
    if (policy) {
      lines.push(
        t.policyIntro(policy.title),
        policyExcerpt(policy.body, [question.rule, ...match.otherWords]),
      );
      citations.push({ kind: 'policy', path: policy.path, title: policy.title });
    }
    if (lines.length > 0) return done(lines, citations);
  }

  const filters =
    question.minPrice !== undefined ||
    question.maxPrice !== undefined ||
    question.minRating !== undefined ||
    question.inStock;

  // A named product and a question about it: its FAQs and answered questions.
  if (named.length > 0 && match.otherWords.length > 0 && !filters) {
    for (const product of named) {
      const faq = bestFaq(await productFaqs(db, context.storeId, product.product_id), match.otherWords);
      if (faq)
        return done(
          [t.qaIntro(product.product_name), `${faq.question} ${faq.answer}`, productLine(t, money, product)],
          [product, faq],
        );
    }
  }

  if (onScreen) {
    const line = productLine(t, money, onScreen);
    if (question.inStock)
      return done(
        [onScreen.in_stock ? t.stockYes(onScreen.product_name) : t.stockNo(onScreen.product_name), line],
        [onScreen],
      );
    // "Is it possible to pay on delivery?" asks the store, not the product.
    const faq = bestFaq(await storeFaqs(db, context.storeId), match.otherWords, 4);
    if (faq) return done([t.faqIntro, `${faq.question} ${faq.answer}`], [faq]);
    return done([t.qaIntro(onScreen.product_name), line], [onScreen]);
  }

  // A question worded like one of the store's FAQs ("which payment methods can I use?").
  if (!filters && named.length === 0) {
    const faq = bestFaq(await storeFaqs(db, context.storeId), question.words, 4);
    if (faq) return done([t.faqIntro, `${faq.question} ${faq.answer}`], [faq]);
  }

  if (
    match.categories.length > 0 ||
    match.vendor ||
    question.productType ||
    match.nameWords.length > 0 ||
    filters
  ) {
    return listAnswer(db, context, question, t, money, match);
  }

  if (match.otherWords.length > 0) {
    const faq = bestFaq(await storeFaqs(db, context.storeId), match.otherWords);
    if (faq) return done([t.faqIntro, `${faq.question} ${faq.answer}`], [faq]);
    const policy = await findPolicy(db, context.storeId, question.language, undefined, match.otherWords);
    if (policy) {
      return done(
        [t.policyIntro(policy.title), policyExcerpt(policy.body, match.otherWords)],
        [{ kind: 'policy', path: policy.path, title: policy.title }],
      );
    }
  }
  return unknownAnswer(question, t, text);
}

function unknownAnswer(question: Question, t: Templates, text: string): BuiltInAnswer {
  const query = (question.words.length > 0 ? question.words.join(' ') : text.trim()).slice(0, 80);
  return {
    language: question.language,
    text: [t.unknown, t.searchHint(query)].join('\n'),
    citations: [{ kind: 'search', query }],
    question,
  };
}

function productLine(t: Templates, money: (amount: number) => string, product: ProductCitation): string {
  const parts = [product.product_name];
  if (product.price === null) parts.push(t.line.priceOnRequest);
  else
    parts.push(
      product.original_price === null
        ? money(product.price)
        : `${money(product.price)} (${t.line.was(money(product.original_price))})`,
    );
  parts.push(product.rating > 0 ? t.line.rated(product.rating.toFixed(1)) : t.line.unrated);
  parts.push(product.in_stock ? t.line.inStock : t.line.outOfStock);
  return `• ${parts.join(' — ')}`;
}

async function listAnswer(
  db: Queryable,
  context: AskContext,
  question: Question,
  t: Templates,
  money: (amount: number) => string,
  match: WordMatch,
): Promise<BuiltInAnswer> {
  const query = {
    // With words of a product's name, the category's word is searched in names too.
    categoryIds: match.nameWords.length > 0 ? [] : match.categories.map((category) => category.id),
    vendorId: match.vendor?.id,
    productType: question.productType,
    nameWords: match.nameWords.length > 0 ? [...match.nameWords, ...match.categoryWords] : [],
    minPrice: question.minPrice,
    maxPrice: question.maxPrice,
    minRating: question.minRating,
    inStock: question.inStock,
    sort: question.sort,
    limit: LIST_LIMIT,
  };
  const what = describe(question, t, money, match);
  const found = await findProductsCounted(db, context.storeId, query);
  let products = found.products;
  let intro = t.found(what, products.length, found.total);
  if (products.length === 0 && question.inStock) {
    products = await findProducts(db, context.storeId, { ...query, inStock: false });
    if (products.length > 0)
      intro = t.outOfStockOnly(describe({ ...question, inStock: false }, t, money, match));
  }
  if (products.length === 0) {
    const unknown = unknownAnswer(question, t, match.categories[0]?.name ?? question.words.join(' '));
    return { ...unknown, text: [t.foundNone(what), unknown.text.split('\n')[1] ?? ''].join('\n') };
  }
  return {
    language: question.language,
    text: [intro, ...products.map((product) => productLine(t, money, product))].join('\n'),
    citations: products,
    question,
  };
}

/** "kettles under R 1,000.00 rated 4 or more in stock", from what the question asked. */
function describe(
  question: Question,
  t: Templates,
  money: (amount: number) => string,
  match: WordMatch,
): string {
  const noun =
    match.categories[0]?.name.toLowerCase() ??
    (match.nameWords.length > 0
      ? `"${match.nameWords.join(' ')}"`
      : (match.vendor?.name ?? question.productType ?? t.productsWord));
  const parts = [noun];
  if (match.vendor && match.categories.length > 0) parts.push(`(${match.vendor.name})`);
  if (question.minPrice !== undefined && question.maxPrice !== undefined) {
    parts.push(t.criteria.between(money(question.minPrice), money(question.maxPrice)));
  } else if (question.maxPrice !== undefined) parts.push(t.criteria.under(money(question.maxPrice)));
  else if (question.minPrice !== undefined) parts.push(t.criteria.over(money(question.minPrice)));
  if (question.minRating !== undefined) parts.push(t.criteria.rated(String(question.minRating)));
  if (question.inStock) parts.push(t.criteria.inStock);
  return parts.join(' ');
}

async function rulesAnswer(
  db: Queryable,
  question: Question,
  t: Templates,
  products: ProductCitation[],
  topic: RuleTopic,
): Promise<BuiltInAnswer> {
  const lines: string[] = [];
  const cited: ProductCitation[] = [];
  for (const product of products.slice(0, 2)) {
    const rules = (await productRules(db, product.product_id)).filter((rule) =>
      RULES_BY_TOPIC[topic].includes(rule.label),
    );
    cited.push(product);
    if (rules.length === 0) {
      lines.push(t.ruleMissing(product.product_name, t.ruleTopics[topic]));
      continue;
    }
    lines.push(t.rulesIntro(product.product_name));
    for (const rule of rules)
      lines.push(`• ${t.ruleLabels[rule.label]}: ${ruleValue(t, rule.label, rule.value)}`);
  }
  return { language: question.language, text: lines.join('\n'), citations: cited, question };
}

function ruleValue(t: Templates, label: BusinessRuleLabel, value: string): string {
  if (/^yes$/i.test(value)) return t.yes;
  if (/^no$/i.test(value)) return t.no;
  if (label.endsWith('Days') && /^\d+$/.test(value)) return t.daysValue(value);
  return value;
}

async function deliveryAnswer(
  db: Queryable,
  context: AskContext,
  question: Question,
  t: Templates,
  named: ProductCitation[],
): Promise<BuiltInAnswer> {
  const shipping = await findPolicy(db, context.storeId, question.language, 'shipping', []);
  const policyCitation: AskAiCitation[] = shipping
    ? [{ kind: 'policy', path: shipping.path, title: shipping.title }]
    : [];
  if (!question.pincode) {
    const served = await servedPincodes(db, context.storeId);
    if (served.length === 0) return unknownAnswer(question, t, 'delivery');
    return {
      language: question.language,
      text: t.deliverList(served.map((row) => row.pincode).join(', ')),
      citations: policyCitation,
      question,
    };
  }
  const facts = await deliveryFacts(db, context.storeId, question.pincode);
  const product = named[0];
  const lines: string[] = [];
  if (product) {
    const vendor = await vendorOf(db, product.product_id);
    const own = facts.vendors.find((row) => row.name === vendor?.name);
    const days = own ? own.days : facts.storeDays;
    lines.push(days === null ? t.deliverNo(question.pincode) : t.deliverYes(question.pincode, days));
    return {
      language: question.language,
      text: lines.join('\n'),
      citations: [product, ...policyCitation],
      question,
    };
  }
  lines.push(
    facts.storeDays === null
      ? t.deliverNo(question.pincode)
      : t.deliverYes(question.pincode, facts.storeDays),
  );
  for (const vendor of facts.vendors) {
    if (vendor.days !== null) lines.push(t.vendorDays(vendor.name, vendor.days));
    else if (facts.storeDays !== null) lines.push(t.vendorNo(vendor.name));
  }
  return { language: question.language, text: lines.join('\n'), citations: policyCitation, question };
}

/** The FAQ sharing the most meaningful words with the question, if it shares any. */
export function bestFaq(faqs: FaqCitation[], words: string[], minScore = 2): FaqCitation | undefined {
  const wanted = new Set(words.map(singular).filter((word) => word.length > 2));
  if (wanted.size === 0) return undefined;
  let best: FaqCitation | undefined;
  let bestScore = 0;
  for (const faq of faqs) {
    const inQuestion = wordsOf(faq.question);
    const inAnswer = wordsOf(faq.answer);
    let score = 0;
    for (const word of wanted) {
      if (inQuestion.has(word)) score += 2;
      else if (inAnswer.has(word)) score += 1;
    }
    if (score > bestScore) {
      best = faq;
      bestScore = score;
    }
  }
  return bestScore >= minScore ? best : undefined;
}

function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(singular));
}

async function findPolicy(
  db: Queryable,
  storeId: number,
  language: AnswerLanguage,
  path: string | undefined,
  words: string[],
): Promise<PolicyText | undefined> {
  const policies = await storePolicies(db, storeId, language);
  if (path) return policies.find((policy) => policy.path === path);
  const wanted = words.map(singular).filter((word) => word.length > 3);
  let best: PolicyText | undefined;
  let bestScore = 0;
  for (const policy of policies) {
    const inTitle = wordsOf(`${policy.title} ${policy.path.replace(/[/-]/g, ' ')}`);
    const score = wanted.filter((word) => inTitle.has(word)).length;
    if (score > bestScore) {
      best = policy;
      bestScore = score;
    }
  }
  return best;
}

/** The policy's paragraph that shares the most words with the question (its first when none). */
function policyExcerpt(body: string, words: string[]): string {
  const paragraphs = body.split(/\n\s*\n/).filter((paragraph) => !paragraph.startsWith('## '));
  const wanted = words.map(singular);
  let best = paragraphs[0] ?? '';
  let bestScore = 0;
  for (const paragraph of paragraphs) {
    const inside = wordsOf(paragraph);
    const score = wanted.filter((word) => inside.has(word)).length;
    if (score > bestScore) {
      best = paragraph;
      bestScore = score;
    }
  }
  return best.length > 600 ? `${best.slice(0, 597)}…` : best;
}

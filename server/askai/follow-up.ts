// A question that refers back ("is it in stock?", "and the cheapest one?", "et moins de 5000 ?")
// names no subject of its own: it continues the conversation's last subject. Its own filters,
// sort and intent (stock, a rule, a delivery) apply to that subject. A question with a subject
// of its own starts afresh. Pure: the route passes the conversation's earlier questions.
import { type Question, understand } from './understand.ts';

/** How many earlier questions a follow-up may reach back through. */
export const FOLLOW_UP_DEPTH = 3;

/** Words that point back at what was said before ("it", "ça", "यह", "هذا"): not a subject. */
const REFERENCE_WORDS = new Set(
  `it its them they those that this one ones same
  ça cela celui celle ceux celles lui eux leur
  यह वह ये वे इसे उसे इसका उसका इसकी उसकी इनमें उनमें वो
  هذا هذه ذلك تلك هو هي هم منها منه`.split(/\s+/),
);

function subjectWords(question: Question): string[] {
  return question.words.filter((word) => !REFERENCE_WORDS.has(word));
}

/** The things a question can be about: products named, a kind of product, or an order. */
function hasSubject(question: Question): boolean {
  return (
    subjectWords(question).length > 0 || question.productType !== undefined || question.orderId !== undefined
  );
}

/** Asks something of a subject without naming one: a filter, a sort, stock, a rule or a delivery. */
function asksOfSubject(question: Question): boolean {
  return (
    question.minPrice !== undefined ||
    question.maxPrice !== undefined ||
    question.minRating !== undefined ||
    question.inStock ||
    question.sort !== 'relevance' ||
    question.rule !== undefined ||
    (question.delivery && question.pincode !== undefined)
  );
}

/** Products the earlier question was about, with what it asked; an order question has none to carry. */
function carriesProducts(question: Question): boolean {
  return !question.orders && (question.words.length > 0 || question.productType !== undefined);
}

export function isFollowUp(question: Question): boolean {
  return !hasSubject(question) && asksOfSubject(question);
}

/** The follow-up `current` read as a question about `earlier`'s products. */
export function carryOver(earlier: Question, current: Question): Question {
  if (!isFollowUp(current) || !carriesProducts(earlier)) return current;
  return {
    ...current,
    words: earlier.words,
    productType: earlier.productType,
    minPrice: current.minPrice ?? earlier.minPrice,
    maxPrice: current.maxPrice ?? earlier.maxPrice,
    minRating: current.minRating ?? earlier.minRating,
    inStock: current.inStock || earlier.inStock,
    sort: current.sort === 'relevance' ? earlier.sort : current.sort,
  };
}

/**
 * The question as the conversation means it: `earlier` holds the conversation's previous
 * questions, oldest first (only the last FOLLOW_UP_DEPTH are read).
 */
export function understandInConversation(
  text: string,
  earlier: readonly string[],
  pageLanguage?: string,
): Question {
  let context: Question | undefined;
  for (const previous of earlier.slice(-FOLLOW_UP_DEPTH)) {
    const read = understand(previous, pageLanguage);
    context = context ? carryOver(context, read) : read;
  }
  const current = understand(text, pageLanguage);
  return context ? carryOver(context, current) : current;
}

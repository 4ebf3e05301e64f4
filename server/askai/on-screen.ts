// A question asked on a product's page may speak of that product without naming it: "Is this in
// stock?", "Can I return it?", "Est-ce que ce modèle est disponible ?", "क्या यह स्टॉक में है?",
// "هل هذا متوفر؟". Such a question is answered about the product on screen (read from the store's
// own catalogue), not about every product its other words match.

const POINTING_WORDS = [
  // English
  'this',
  'it',
  'its',
  "it's",
  'that one',
  // French
  'ce',
  'cet',
  'cette',
  'celui-ci',
  'celle-ci',
  'il',
  'elle',
  'ça',
  // Hindi
  'यह',
  'इस',
  'इसे',
  'इसका',
  'इसकी',
  'इसके',
  'ये',
  // Arabic
  'هذا',
  'هذه',
  'هو',
  'هي',
];

const WORD = /[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/** Whether the question points at a product it does not name ("this", "it", "ce", "यह", "هذا"). */
export function pointsAtProductOnScreen(question: string): boolean {
  const text = question.toLowerCase().replace(/’/g, "'");
  if (text.includes('that one')) return true;
  const words = text.match(WORD) ?? [];
  // "c'est", "qu'il", "l'article": the word after an elided article or pronoun counts too.
  const parts = words.flatMap((word) => [word, ...word.split("'").filter((part) => part !== '')]);
  return parts.some((word) => POINTING_WORDS.includes(word));
}

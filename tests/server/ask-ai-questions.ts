// The question set of the built-in assistant: questions in the six languages with the facts a good
// answer holds. ask-ai-questions.test.ts asks each, scores the facts found (at least 90%) and checks
// that no answer states a price or product the store's data does not hold. Facts that depend on
// the data (an order id, a rule's value, the cheapest product, every product matching a filter)
// are looked up in the database by the test, not written here.
import type { BusinessRuleLabel, ProductTypeName } from '../../contracts/pbs.ts';

export interface Constraint {
  category?: string;
  vendor?: string;
  type?: ProductTypeName;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
}

export type Fact =
  /** The answer's text holds this. */
  | { says: string }
  /** A product whose name starts with this is cited. */
  | { cites: string }
  /** An FAQ whose question holds this is cited. */
  | { faq: string }
  /** The policy at this path is cited. */
  | { policy: string }
  /** The demo customer's latest order is cited and its number and status are said. */
  | { order: 'latest' }
  /** At least one product is cited, and every one cited matches. */
  | { every: Constraint }
  /** The product (name prefix) is cited and its rule's value is said. */
  | { rule: { product: string; label: BusinessRuleLabel } }
  /** The cheapest product of the category whose price the store shows is cited. */
  | { cheapest: string }
  /** No product is cited, and the answer offers a search. */
  | { unknown: true };

export interface QuestionCase {
  question: string;
  /** The page's language-code; en when omitted. */
  language?: string;
  /** Questions asked before it in the same conversation (a follow-up refers back to them). */
  earlier?: string[];
  facts: Fact[];
}

export const QUESTION_SET: QuestionCase[] = [
  // English
  {
    question: 'a phone under R 10,000 rated 4 or more',
    facts: [{ unknown: true }, { says: 'could not find' }],
  },
  {
    question: 'which kettles are in stock?',
    facts: [
      { every: { category: 'Kettles', inStock: true } },
      { cites: 'Boil Glass Kettle (1.8 L)' },
      { says: 'in stock' },
    ],
  },
  {
    question: 'what is the return window for the Astra 5G?',
    facts: [{ rule: { product: 'Astra 5G Smartphone', label: 'Return Days' } }, { says: 'Return window' }],
  },
  {
    question: 'do you deliver to 110001?',
    facts: [{ says: '110001' }, { says: '3 days' }, { policy: 'shipping' }],
  },
  { question: 'do you deliver to 560001?', facts: [{ says: '560001' }, { says: '4 days' }] },
  { question: 'Can you ship to 999999?', facts: [{ says: 'does not deliver to 999999' }] },
  { question: 'where is my last order?', facts: [{ order: 'latest' }] },
  { question: 'What is the status of my latest order?', facts: [{ order: 'latest' }] },
  {
    question: 'which payment methods can I use?',
    facts: [{ faq: 'Which payment methods can I use?' }, { says: 'cash on delivery' }],
  },
  {
    question: 'how do I track my order?',
    facts: [{ faq: 'How do I track my order?' }, { says: 'My Orders' }],
  },
  { question: 'is the product genuine?', facts: [{ faq: 'Is the product genuine?' }] },
  { question: 'do you sell bicycles?', facts: [{ unknown: true }, { says: "I don't know" }] },
  { question: 'tell me about quantum teleporters', facts: [{ unknown: true }] },
  { question: 'headphones under R 5000', facts: [{ every: { category: 'Headphones', maxPrice: 5000 } }] },
  { question: 'cheapest laptops', facts: [{ every: { category: 'Laptops' } }, { cheapest: 'Laptops' }] },
  {
    question: 'Kaveri kettles rated 4 or more',
    facts: [
      { every: { category: 'Kettles', vendor: 'Kaveri Kitchenware', minRating: 4 } },
      { says: 'rated 4 or more' },
    ],
  },
  { question: 'what is your privacy policy?', facts: [{ policy: 'privacy' }] },
  {
    question: 'where do you deliver?',
    facts: [{ says: '110001' }, { says: '400001' }, { policy: 'shipping' }],
  },
  {
    question: 'speakers between R 2000 and R 10000',
    facts: [{ every: { category: 'Speakers', minPrice: 2000, maxPrice: 10000 } }],
  },
  {
    question: 'smartphones rated 4.5 or more',
    facts: [{ every: { category: 'Smartphones', minRating: 4.5 } }],
  },
  {
    question: 'can I cancel the Vega Smartphone?',
    facts: [{ rule: { product: 'Vega', label: 'Cancellation Allowed' } }],
  },
  {
    question: 'is the Boil Glass Kettle in stock?',
    facts: [{ cites: 'Boil Glass Kettle (1.8 L)' }, { says: 'in stock' }],
  },
  {
    question: 'is the Steam Electric Kettle available?',
    facts: [{ cites: 'Steam Electric Kettle' }, { says: 'out of stock' }],
  },
  { question: 'show me online courses', facts: [{ every: { category: 'Online Courses' } }] },
  { question: 'subscriptions under R 500', facts: [{ every: { type: 'Subscription', maxPrice: 500 } }] },
  {
    question: 'Northwind laptops',
    facts: [{ every: { vendor: 'Northwind Electronics', category: 'Laptops' } }],
  },
  {
    question: 'what is the refund policy for the Astra 5G?',
    facts: [{ cites: 'Astra 5G Smartphone' }, { says: 'has not set a refund rule' }],
  },
  { question: 'yoga classes in stock', facts: [{ every: { category: 'Yoga Classes', inStock: true } }] },
  {
    question: 'gooseneck kettles under R 1000',
    facts: [{ every: { category: 'Kettles', maxPrice: 1000 } }, { cites: 'Boil Gooseneck Kettle' }],
  },
  {
    question: 'Is there a warranty on the Vega Smartphone?',
    facts: [{ cites: 'Vega' }, { says: 'warranty' }],
  },
  { question: 'pressure cookers', language: 'en_IN', facts: [{ every: { category: 'Pressure Cookers' } }] },
  {
    question: 'watches under R 5,000',
    language: 'en_US',
    facts: [{ every: { category: 'Watches', maxPrice: 5000 } }],
  },
  // French
  {
    question: 'quelles bouilloires sont en stock ?',
    language: 'fr',
    facts: [{ every: { category: 'Kettles', inStock: true } }, { says: 'en stock' }],
  },
  { question: 'livrez-vous au 400001 ?', language: 'fr', facts: [{ says: '400001' }, { says: '2 jours' }] },
  {
    question: 'où est ma dernière commande ?',
    language: 'fr',
    facts: [{ order: 'latest' }, { says: 'Votre dernière commande' }],
  },
  {
    question: 'un téléphone à moins de 20 000 R',
    language: 'fr',
    facts: [{ every: { category: 'Smartphones', maxPrice: 20000 } }],
  },
  {
    question: "quel est le délai de retour pour l'Astra 5G ?",
    language: 'fr',
    facts: [{ rule: { product: 'Astra 5G Smartphone', label: 'Return Days' } }, { says: 'Délai de retour' }],
  },
  // Hindi
  {
    question: 'मुझे 20,000 रुपये से कम का फ़ोन चाहिए',
    language: 'hi',
    facts: [{ every: { category: 'Smartphones', maxPrice: 20000 } }, { says: 'से कम' }],
  },
  {
    question: 'क्या आप 110001 पर डिलीवरी करते हैं?',
    language: 'hi',
    facts: [{ says: '110001' }, { says: '3 दिन' }],
  },
  {
    question: 'मेरा पिछला ऑर्डर कहाँ है?',
    language: 'hi',
    facts: [{ order: 'latest' }, { says: 'आपका पिछला ऑर्डर' }],
  },
  {
    question: 'कौन सी केतली स्टॉक में हैं?',
    language: 'hi',
    facts: [{ every: { category: 'Kettles', inStock: true } }],
  },
  {
    question: 'Astra 5G की वापसी अवधि क्या है?',
    language: 'hi',
    facts: [{ rule: { product: 'Astra 5G Smartphone', label: 'Return Days' } }, { says: 'वापसी की अवधि' }],
  },
  // Arabic
  {
    question: 'أريد هاتف بأقل من 20000',
    language: 'ar',
    facts: [{ every: { category: 'Smartphones', maxPrice: 20000 } }, { says: 'بأقل من' }],
  },
  { question: 'هل توصلون إلى 110001؟', language: 'ar', facts: [{ says: '110001' }, { says: 'نعم' }] },
  { question: 'أين طلبي الأخير؟', language: 'ar', facts: [{ order: 'latest' }, { says: 'طلبك الأخير' }] },
  {
    question: 'ما هي مدة الإرجاع لهاتف Astra 5G؟',
    language: 'ar',
    facts: [{ rule: { product: 'Astra 5G Smartphone', label: 'Return Days' } }, { says: 'مدة الإرجاع' }],
  },
  {
    question: 'ما هي الغلايات المتوفرة؟',
    language: 'ar',
    facts: [{ every: { category: 'Kettles', inStock: true } }],
  },
  {
    question: 'هاتف بأقل من 50000 راند بتقييم 4 أو أكثر',
    language: 'ar',
    facts: [{ every: { category: 'Smartphones', maxPrice: 50000, minRating: 4 } }],
  },
  // Follow-ups: they name no subject and continue the conversation's last one.
  {
    earlier: ['which kettles are in stock?'],
    question: 'and the cheapest one?',
    facts: [{ every: { category: 'Kettles', inStock: true } }, { cheapest: 'Kettles' }],
  },
  {
    earlier: ['what is the return window for the Astra 5G?'],
    question: 'is it in stock?',
    facts: [{ cites: 'Astra 5G Smartphone' }, { says: 'none is in stock' }],
  },
  {
    earlier: ['quelles bouilloires sont en stock ?'],
    question: 'et moins de 1000 ?',
    language: 'fr',
    facts: [{ every: { category: 'Kettles', inStock: true, maxPrice: 1000 } }, { says: 'moins de' }],
  },
  {
    earlier: ['Astra 5G की वापसी अवधि क्या है?'],
    question: 'क्या यह स्टॉक में है?',
    language: 'hi',
    facts: [{ cites: 'Astra 5G Smartphone' }, { says: 'स्टॉक में नहीं' }],
  },
  {
    earlier: ['ما هي الغلايات المتوفرة؟'],
    question: 'والأرخص؟',
    language: 'ar',
    facts: [{ every: { category: 'Kettles', inStock: true } }, { cheapest: 'Kettles' }],
  },
  {
    earlier: ['which kettles are in stock?'],
    question: 'phones under R 20000',
    facts: [{ every: { category: 'Smartphones', maxPrice: 20000 } }],
  },
];

// cfs Ask AI (SPEC sections 1, 2, 3): the shopping assistant of a store whose AI configuration has
// ask_ai on, for signed-in customers only. Asking streams the answer as server-sent events; the
// conversations are kept per customer. Every answer cites what it rests on.

/** POST {CFS_BASE_PATH}/ask-ai/ask: the answer as text/event-stream (AskAiStreamEvent). */
export const ASK_AI_PATH = '/ask-ai';

/** The longest question, in characters. */
export const MAX_QUESTION_LENGTH = 500;
/** The most conversations a customer keeps; the oldest goes when a new one would exceed it. */
export const MAX_CONVERSATIONS = 50;
/** The most questions one conversation holds. */
export const MAX_QUESTIONS_PER_CONVERSATION = 50;

export interface AskAiRequest {
  question: string;
  /** Continue this conversation (the customer's own); omitted or null starts a new one. */
  conversation_id?: number | null;
  /** The product on the shopper's screen (a product page): grounds "this" and "it" in it. */
  product_id?: number | null;
}

/** A product the answer names, with what its card shows. price null: price on request. */
export interface ProductCitation {
  kind: 'product';
  product_id: number;
  product_name: string;
  /** Selling price in major units; null when the store hides it. */
  price: number | null;
  /** The original price in major units when it is higher (a discount), else null. */
  original_price: number | null;
  rating: number;
  in_stock: boolean;
  product_type_name: string;
  /** A media path (prefix it with the service host, as product images are). */
  image: string | null;
}

export interface FaqCitation {
  kind: 'faq';
  faq_id: number;
  question: string;
  answer: string;
  /** The product the FAQ belongs to, when it is a product's own or a question answered on it. */
  product_id: number | null;
}

export interface PolicyCitation {
  kind: 'policy';
  /** /policies/{path} */
  path: string;
  title: string;
}

export interface OrderCitation {
  kind: 'order';
  order_id: number;
  status: string;
  placed_at: string;
  /** null: a request whose price is quoted later. */
  total: number | null;
  item_names: string[];
  /** Payments that could not pay the order and are still owed back to the customer (0 when none). */
  owed_back: number;
}

export interface SearchCitation {
  kind: 'search';
  /** The words to search the catalogue with (/productListing?search=…). */
  query: string;
}

export type AskAiCitation = ProductCitation | FaqCitation | PolicyCitation | OrderCitation | SearchCitation;

/** Who wrote an answer. */
export type AnswerSource = 'built-in' | 'model';

/**
 * The events of the ask stream, in order: `conversation` (once), `chunk` (the answer's text in
 * pieces, to be appended), `notice` (at most once: the language model failed and the built-in
 * assistant answered), `citations` (once), `done` (once, last). A failure after the stream began
 * is one `error` event instead of the rest.
 */
export type AskAiStreamEvent =
  | { event: 'conversation'; data: { conversation_id: number; question_id: number } }
  | { event: 'chunk'; data: { text: string } }
  | { event: 'notice'; data: { message: string } }
  | { event: 'citations'; data: { citations: AskAiCitation[] } }
  | { event: 'done'; data: { answer_id: number; source: AnswerSource } }
  | { event: 'error'; data: { message: string } };

export interface AskAiMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  citations: AskAiCitation[];
  source: AnswerSource | null;
  /** An answer the customer stopped: `text` is what came before; it shows no citations. */
  stopped?: boolean;
  created_at: string;
}

export interface AskAiConversationSummary {
  id: number;
  title: string;
  created_at: string;
  updated_at: string;
}

/** GET /ask-ai/conversations → response_body.conversations */
export interface AskAiConversationList {
  conversations: AskAiConversationSummary[];
}

/** GET /ask-ai/conversations/{id} */
export interface AskAiConversation extends AskAiConversationSummary {
  messages: AskAiMessage[];
}

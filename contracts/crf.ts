// cfs customer-requirement forms (CRF) of order items (SPEC section 7 "CRF attributes"; paths and
// payloads fixed here). A product may define fields it needs to know from its buyer (a participant's
// name, an engraving); the answers are kept on the order item. Answers can be saved, a few at a
// time, while the order is active and the item not yet delivered (a request: while it is open or
// pending). A required field cannot be cleared. Values travel as text: numbers written plainly,
// dates YYYY-MM-DD, yes_no "yes" or "no", a choice exactly one of its options.
//
//   GET /cfs/rest/v3/order-items/{orderItemId}/crf-attributes                   → CrfForm
//   PUT /cfs/rest/v3/order-items/{orderItemId}/crf-attributes   SaveCrfRequest → CrfForm

export const CRF_FIELD_TYPES = ['text', 'long_text', 'number', 'date', 'choice', 'yes_no'] as const;
export type CrfFieldType = (typeof CRF_FIELD_TYPES)[number];

/** Answers one save may carry. */
export const MAX_CRF_ANSWERS = 50;

export interface CrfField {
  field_id: number;
  key: string;
  label: string;
  type: CrfFieldType;
  required: boolean;
  /** Characters a text answer may have. */
  max_length: number;
  /** choice: its options, the values an answer is one of; null otherwise. */
  options: string[] | null;
  /**
   * choice: what the shopper reads for each option, in the request's language (the store's
   * built-in texts translated, its own as written); null otherwise. A store that sends none: the
   * options are shown as they are.
   */
  option_labels?: string[] | null;
  min_value: number | null;
  max_value: number | null;
  /** The label and the help are in the request's language where the store has them in it. */
  help_text: string;
  /** The answer, or null. */
  value: string | null;
  updated_at: string | null;
}

export interface CrfForm {
  order_item_id: number;
  product_id: number;
  editable: boolean;
  locked_reason: string | null;
  /** Why it cannot be changed, as a code the storefront words: delivered, the order not active, no form. */
  locked: 'delivered' | 'not_active' | 'no_form' | null;
  /** Every required field answered. */
  complete: boolean;
  fields: CrfField[];
}

export interface SaveCrfRequest {
  /** null or "" clears an answer (not a required one's). */
  answers: { field_id: number; value: string | number | boolean | null }[];
}

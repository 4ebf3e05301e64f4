// cfs, the customer-facing service (SPEC sections 3, 7): the Ask AI switch; cart and wish list come later.
// Every response is wrapped in the envelope (envelope.ts); the types below are its response_body.

/** Where the cfs endpoints live (SPEC section 7). */
export const CFS_BASE_PATH = '/cfs/rest/v3';

/** GET /cfs/rest/v3/ai-configuration → response_body.ai_configuration[0] */
export interface AiConfiguration {
  ask_ai: boolean;
}

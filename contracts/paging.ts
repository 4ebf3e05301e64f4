// Paging, the same for every service's lists (SPEC sections 7, 9): pages count from 1; -1 asks for all.

/** SPEC section 9: page number -1 means all. */
export const ALL_PAGES = -1;

/**
 * SPEC section 9: items per page. The storefront asks for pages of this size, and a list answers
 * with them when the call names no page-limit.
 */
export const PAGE_LIMIT = 10;

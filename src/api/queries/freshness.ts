/**
 * How long a read stays fresh, decided once per kind of data, so that a key has one freshness
 * wherever it is read (a loader and a screen, or two screens).
 *
 * What the shopper buys from (product lists and details, deals, banners, reviews, questions,
 * suggestions) takes the query client's default (src/app/queryClient.ts) and sets nothing here:
 * prices and stock move during a visit.
 */

/**
 * The store's set-up: categories, vendors, sorting orders, the rating scale, logos and delivery
 * areas. They change when the merchant edits the store, rarely during one visit.
 */
export const STORE_SETUP_STALE_TIME = 10 * 60_000;

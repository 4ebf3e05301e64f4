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

/**
 * What a signed-in page reads afresh on each arrival (the customer's preferences, addresses: another
 * browser or a checkout may have changed them): fresh for a few seconds all the same, so that the
 * page, mounting after its loader's read, does not read again. React Query's suspense reads a query
 * older than a second again on mount, and a busy phone mounts the page later than that.
 */
export const ARRIVAL_READ_STALE_TIME = 5_000;

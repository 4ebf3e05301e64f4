import type { APIRequestContext, Page, Response, Route } from '@playwright/test';
import type { OrderPlacement } from '../contracts/checkout.ts';
import type { OrderHistoryPage } from '../contracts/orders.ts';
import { expect, test } from './fixtures.ts';
import { expectAddedToCart } from './support/miniCart.ts';
import { accessToken, addFirstAddress, type Product, roomyProduct, signIn } from './support/orders.ts';

// One paid order per cart, as a shopper with two tabs of one cart sees it
// (docs/decisions/0021-one-order-per-cart.md): an order whose payment form was handed out keeps a
// second checkout of the cart from being ordered, with a message naming it; an order never handed
// to the provider is replaced by the next one and can no longer be paid. Either way, one order is paid.

test.describe.configure({ timeout: 180_000 });

type Method = 'Wallet' | 'Amazon Payment Services';

const isPost = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === `/cfs/rest/v3/${path}`;

interface Placed {
  status: number;
  placement: OrderPlacement | null;
}

/**
 * The tab's next create-order answer, as the server gave it. Read through a route, so its body is
 * kept even when the page has gone on to the provider before the test reads it.
 */
async function nextPlacement(tab: Page): Promise<{ answer: Promise<Placed> }> {
  let settle: (placed: Placed) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const answer = new Promise<Placed>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  await tab.route(
    '**/cfs/rest/v3/create-order*',
    async (route) => {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as { response_body: OrderPlacement | null };
        await route.fulfill({ response });
        settle({ status: response.status(), placement: response.ok() ? body.response_body : null });
      } catch (error) {
        fail(error);
      }
    },
    { times: 1 },
  );
  return { answer };
}

async function addToCart(tab: Page, product: Product) {
  await tab.goto(`/ProductDetails?id=${product.product_id}`);
  await tab.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectAddedToCart(tab, product.product_name);
}

/** A new customer signed in, with one product in their cart: that product. */
async function signedInWithCart(page: Page, request: APIRequestContext, baseURL: string): Promise<Product> {
  const product = await roomyProduct(request);
  await signIn(page, request, baseURL, 'Meera', 'Nair');
  await addToCart(page, product);
  return product;
}

/** Opens the cart in the tab: it holds the product. */
async function openCart(tab: Page, product: Product) {
  await tab.goto('/cart');
  await expect(tab.getByRole('link', { name: product.product_name })).toBeVisible();
}

/**
 * From the open cart to the checkout's payment step with `method` chosen. The first tab adds the
 * customer's first address; the next finds it chosen already.
 */
async function cartToPayment(tab: Page, method: Method, firstAddress: boolean) {
  await tab.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(tab).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  if (firstAddress) await addFirstAddress(tab);
  await expect(tab.getByRole('status').filter({ hasText: 'We deliver to pincode 560001.' })).toBeVisible();
  await tab.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(tab.getByRole('heading', { name: /^Step 2 of 3/ })).toBeVisible();
  await tab.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(tab.getByRole('heading', { name: /^Step 3 of 3/ })).toBeVisible();
  await tab.getByRole('radio', { name: method }).check();
}

/** Places the order at step 3 and waits for the provider's page (the sandbox): answers the placement. */
async function placeAndReachProvider(tab: Page): Promise<OrderPlacement> {
  const placed = (await nextPlacement(tab)).answer;
  await tab.getByRole('button', { name: 'Place order' }).click();
  const { status, placement } = await placed;
  expect(status).toBe(200);
  if (!placement) throw new Error('No order placed');
  expect(placement.payment_required).toBe(true);
  await expect(tab).toHaveURL(/\/payments-sandbox\//);
  await expect(tab.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  return placement;
}

/** Approves the payment at the sandbox; the storefront's return confirms it. */
async function approve(tab: Page) {
  await tab.getByRole('button', { name: 'Approve payment' }).click();
  await expect(tab.getByRole('alert').filter({ hasText: 'Your order has been placed.' })).toBeVisible();
}

/** The customer's orders as the API lists them (all statuses, newest first). */
async function ordersOf(tab: Page): Promise<OrderHistoryPage['orders']> {
  const response = await tab.request.get('/cfs/rest/v3/orders-with-items', {
    params: { 'page-number': 1, 'page-limit': 50 },
    headers: { Authorization: `Bearer ${await accessToken(tab)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response_body: OrderHistoryPage }).response_body.orders;
}

const isPaid = (order: { payment_status: string | null }) =>
  order.payment_status === 'Completed' || order.payment_status === 'Placed';

/** The order cards of the orders page (/userprofile/order). */
async function orderCards(tab: Page) {
  await tab.goto('/userprofile/order');
  await expect(tab.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  return tab
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: tab.getByRole('heading') });
}

const awaitingPayment = (orderNumber: string) =>
  `Your order ${orderNumber} of these items is waiting for its online payment. Complete that payment, or cancel that order in your orders and order again.`;
const replacedBy = (orderNumber: string) =>
  `This order was replaced by your newer order ${orderNumber} of the same cart; pay for that one instead.`;
const CART_CHANGED =
  'Your cart has changed since this checkout began (it may have been ordered in another tab). Check out again from your cart.';

test('two tabs, one cart: while the first tab’s payment is at the provider, the second is refused naming that order; one order is paid', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = await signedInWithCart(page, request, baseURL ?? '');
  // The cart open in two tabs before either pays (a tab opened during a payment: the last test).
  await openCart(page, product);
  const second = await context.newPage();
  await openCart(second, product);

  // Both tabs check the cart out to the payment step. (A checkout of the cart started once an order
  // of it is at the provider is refused at once, showing that order: e2e/polish-29.spec.ts.)
  await cartToPayment(page, 'Amazon Payment Services', true);
  await cartToPayment(second, 'Wallet', false);

  // Tab 1 goes to the provider and stays there, the payment not yet approved.
  const first = await placeAndReachProvider(page);

  // Tab 2 places its order of the same cart (it still holds the product until it is paid): refused.
  const refused = (await nextPlacement(second)).answer;
  await second.getByRole('button', { name: 'Place order' }).click();
  expect((await refused).status).toBe(409);
  await expect(
    second.getByRole('alert').filter({ hasText: awaitingPayment(first.order_number) }),
  ).toBeVisible();
  // Still at the payment step, nowhere near the provider.
  await expect(second).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(second.getByRole('button', { name: 'Place order' })).toBeEnabled();

  // Tab 1 approves: that order is paid and the cart is emptied.
  await approve(page);

  // Tab 2 tries again: the cart it was a checkout of has been ordered.
  const again = (await nextPlacement(second)).answer;
  await second.getByRole('button', { name: 'Place order' }).click();
  expect((await again).status).toBe(409);
  await expect(second.getByRole('alert').filter({ hasText: CART_CHANGED })).toBeVisible();
  await expect(second).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);

  // The orders page: exactly one order, paid, of the product.
  const cards = await orderCards(page);
  await expect(cards).toHaveCount(1);
  const card = cards.filter({
    has: page.getByRole('link', { name: `Order ${first.order_number}, details` }),
  });
  await expect(card).toContainText(product.product_name);
  await expect(card).toContainText('Payment: Paid');
  // And through the API.
  const orders = await ordersOf(page);
  expect(orders.map((order) => [order.order_number, isPaid(order)])).toEqual([[first.order_number, true]]);
  expect(orders[0]?.items.map((item) => item.product_id)).toEqual([product.product_id]);
});

test('two tabs, one cart: an order never handed to the provider is replaced by the other tab’s, and can no longer be paid', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = await signedInWithCart(page, request, baseURL ?? '');

  // Tab 1 places its order, but its hand-off (POST order-checkout) does not reach the store yet: a
  // slow connection, the tab left behind. Held here until the other tab has paid.
  await openCart(page, product);
  await cartToPayment(page, 'Wallet', true);
  let holdHandOff: (route: Route) => void = () => {};
  const handOffHeld = new Promise<Route>((resolve) => {
    holdHandOff = resolve;
  });
  await page.route('**/cfs/rest/v3/order-checkout*', (route) => holdHandOff(route), { times: 1 });
  const placedFirst = (await nextPlacement(page)).answer;
  await page.getByRole('button', { name: 'Place order' }).click();
  const { status: firstStatus, placement: first } = await placedFirst;
  expect(firstStatus).toBe(200);
  if (!first) throw new Error('No order placed in tab 1');
  const handOff = await handOffHeld;

  // Tab 2 (a new tab) checks the same cart out, places its order, which replaces tab 1's, and pays.
  const second = await context.newPage();
  await openCart(second, product);
  await cartToPayment(second, 'Amazon Payment Services', false);
  const paid = await placeAndReachProvider(second);
  expect(paid.order_id).not.toBe(first.order_id);
  await approve(second);

  // Tab 1's hand-off arrives now: refused, naming the order that replaced it; no provider page.
  const refused = page.waitForResponse(isPost('order-checkout'));
  await handOff.continue();
  expect((await refused).status()).toBe(409);
  await expect(page.getByRole('alert').filter({ hasText: replacedBy(paid.order_number) })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);

  // Tab 1 tries once more: refused again, still at the checkout. (The retry first sets the payment
  // method of a checkout that was ordered and is told "This checkout has already been ordered.",
  // not which order replaced it.)
  const again = page.waitForResponse(
    (response) =>
      response.request().method() !== 'GET' && new URL(response.url()).pathname.startsWith('/cfs/'),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await again).status()).toBe(409);
  await expect(page.getByRole('alert').filter({ hasNotText: replacedBy(paid.order_number) })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  // Its hand-off, asked for directly, is refused with the same words.
  const direct = await page.request.post('/cfs/rest/v3/order-checkout', {
    data: { order_id: first.order_id },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(direct.status()).toBe(409);
  expect(((await direct.json()) as { response_message: string }).response_message).toBe(
    replacedBy(paid.order_number),
  );

  // The orders page: tab 2's order paid, tab 1's cancelled with its payment failed.
  const cards = await orderCards(page);
  await expect(cards).toHaveCount(2);
  const paidCard = cards.filter({
    has: page.getByRole('link', { name: `Order ${paid.order_number}, details` }),
  });
  await expect(paidCard).toContainText(product.product_name);
  await expect(paidCard).toContainText('Payment: Paid');
  const replaced = cards.filter({
    has: page.getByRole('link', { name: `Order ${first.order_number}, details` }),
  });
  await expect(replaced).toContainText('Cancelled');
  await expect(replaced).toContainText('Payment: Not charged');
  await expect(cards.filter({ hasText: 'Payment: Paid' })).toHaveCount(1);
  // And through the API.
  const orders = await ordersOf(page);
  expect(orders.filter(isPaid).map((order) => order.order_number)).toEqual([paid.order_number]);
  const old = orders.find((order) => order.order_id === first.order_id);
  expect([old?.order_status, old?.payment_status]).toEqual(['Cancelled', 'Failed']);
});

// The post-payment return's flags (SPEC section 3: `payDone`, `orderID` in local storage) are shared
// by every tab. A tab opened while another tab's payment is at the provider finds it pending: it
// shows nothing and leaves the flags, so the paying tab's return confirms the approval.
test('a tab opened while another tab’s payment is at the provider leaves that payment alone: the approval is confirmed where it was made', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = await signedInWithCart(page, request, baseURL ?? '');
  await openCart(page, product);
  await cartToPayment(page, 'Amazon Payment Services', true);
  const first = await placeAndReachProvider(page);

  const second = await context.newPage();
  await openCart(second, product);

  await approve(page);
  const orders = await ordersOf(page);
  expect(orders.filter(isPaid).map((order) => order.order_number)).toEqual([first.order_number]);
  await expect(second.getByRole('alert').filter({ hasText: 'Your payment did not go through' })).toHaveCount(
    0,
  );
});

import type { APIRequestContext, Page } from '@playwright/test';
import type { Checkout } from '../contracts/checkout.ts';
import { expect, test } from './fixtures.ts';
import { createCustomer, uniqueEmail } from './support/accounts.ts';
import { expectNoViolations, holdPaymentHandOff } from './support/axe.ts';
import { expectAddedToCart } from './support/miniCart.ts';
import { controlBoxes, overlapsOf, textBoxes } from './support/overlaps.ts';
import { translated } from './support/paths/translations.ts';

// Checkout and payment as shoppers go through them, against the real reference server and its
// payments sandbox.

test.describe.configure({ timeout: 120_000 });

interface Product {
  product_id: number;
  product_name: string;
  product_type_name: string;
  price_visibility: boolean;
  final_price: number;
}

/** The first product of the listing (with `params`) that `accept` takes, read through the real API so the journeys follow the seed. */
async function findProduct(
  request: APIRequestContext,
  params: Record<string, string>,
  accept: (product: Product) => boolean,
  what: string,
): Promise<Product> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    const response = await request.get('/pbs/rest/v3/products', {
      params: { availability: 'in_stock', ...params, 'page-limit': 100, 'page-number': pageNumber },
      headers: { 'realm-name': 'demo' },
    });
    expect(response.ok()).toBe(true);
    const { products } = ((await response.json()) as { response_body: { products: Product[] } })
      .response_body;
    const found = products.find(accept);
    if (found) return found;
    if (products.length < 100) break;
  }
  throw new Error(`The seed has no ${what}`);
}

/** An in-stock physical product with its price shown. */
function physicalProduct(request: APIRequestContext, skip: number[] = []): Promise<Product> {
  return findProduct(
    request,
    { 'product-type': 'Physical' },
    (product) => product.price_visibility && product.final_price > 0 && !skip.includes(product.product_id),
    'physical product in stock',
  );
}

/** An in-stock product whose price is on request: in a checkout it is a request item. */
function requestProduct(request: APIRequestContext): Promise<Product> {
  return findProduct(
    request,
    { 'product-type': 'Physical' },
    (product) => !product.price_visibility,
    'physical product with its price on request',
  );
}

/** An in-stock service with its price shown (the seed gives every service its slots). */
function serviceProduct(request: APIRequestContext): Promise<Product> {
  return findProduct(
    request,
    { 'product-type': 'Service' },
    (product) => product.price_visibility && product.final_price > 0,
    'service in stock',
  );
}

/** A new customer (no address yet), signed in through the sign-in page. */
async function signedInCustomer(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const account = {
    email: uniqueEmail('checkout'),
    password: 'Checkout-pass-2026',
    firstName: 'Ravi',
    lastName: 'Iyer',
  };
  await createCustomer(request, baseURL ?? '', account);
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signing in hashes the password: slow on a busy machine.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ravi Iyer' })).toBeVisible({
    timeout: 60_000,
  });
}

async function addToCart(page: Page, product: Product) {
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectAddedToCart(page, product.product_name);
}

/** Fills the address dialog with an address in a pincode the store delivers to, and saves it. */
async function addAddress(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ravi Iyer');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('12 MG Road');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
  await dialog.getByRole('textbox', { name: 'State' }).fill('Karnataka');
  await dialog.getByRole('textbox', { name: 'Pincode' }).fill('560001');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toBeHidden();
}

/** From the cart to the checkout's first step, adding the customer's first address there. */
async function checkoutWithNewAddress(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await addAddress(page);
  await expect(page.getByRole('status').filter({ hasText: 'We deliver to pincode 560001.' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Step 2 of 3/ })).toBeVisible();
}

/** A new signed-in customer with `product` in the cart, at step 1 of its checkout. */
async function atCheckoutWith(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  product: Product,
): Promise<Product> {
  await signedInCustomer(page, request, baseURL);
  await addToCart(page, product);
  await checkoutWithNewAddress(page);
  return product;
}

async function cartQuantities(page: Page): Promise<number> {
  const response = await page.request.get('/cfs/rest/v3/customer-cart', {
    params: { page_number: -1 },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const body = (await response.json()) as { response_body: { Products: unknown[] } };
  return body.response_body.Products.length;
}

async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'access_token');
  if (!cookie) throw new Error('Not signed in');
  return cookie.value;
}

/** A signed-in customer with the product in the cart, at the payment step with `method` chosen. */
async function toPaymentStep(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  method: 'Wallet' | 'Amazon Payment Services',
): Promise<Product> {
  const product = await atCheckoutWith(page, request, baseURL, await physicalProduct(request));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: method }).check();
  return product;
}

/**
 * Places the order at step 3 and, while the provider's page holds its answer, checks the page that
 * hands the payment off (it posts its form as soon as it shows); then lets the post go on.
 */
async function placeAndCheckHandOffPage(page: Page, path: string, language: 'en' | 'ar' = 'en') {
  const handOff = await holdPaymentHandOff(page);
  try {
    await page.getByRole('button', { name: say(language, 'Place order') }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('status').filter({ hasText: say(language, 'Taking you to the secure payment page…') }),
    ).toBeVisible();
    await expectNoViolations(page);
  } finally {
    await handOff.release();
  }
  await expect(page).toHaveURL(/\/payments-sandbox\//);
}

test('cart → checkout → pay on delivery: the order is placed and the cart is empty', async ({
  page,
  request,
  baseURL,
}) => {
  await atCheckoutWith(page, request, baseURL, await physicalProduct(request));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: /^Step 3 of 3/ })).toBeVisible();
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeDisabled();
  // Step 3 says what is to be paid, as the summary's total.
  await expect(page.getByText(/^Amount to pay: R/)).toBeVisible();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await expectNoViolations(page);
  // A double click places one order: the button is busy from the first click.
  await place.dblclick();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(page.getByText(/Your order ORD-\d+ has been placed\. Pay R/)).toBeVisible();
  await expectNoViolations(page);
  expect(await cartQuantities(page)).toBe(0);
});

test('online payment declined in the sandbox: the failure toast, and the cart is kept', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await toPaymentStep(page, request, baseURL, 'Wallet');
  await placeAndCheckHandOffPage(page, '/payment');
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your payment did not go through, so the order was not placed.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: product.product_name })).toBeVisible();
  expect(await cartQuantities(page)).toBe(1);
});

test('online payment approved in the sandbox: the success toast', async ({ page, request, baseURL }) => {
  await toPaymentStep(page, request, baseURL, 'Amazon Payment Services');
  await placeAndCheckHandOffPage(page, '/amazonPayment');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your order has been placed.' })).toBeVisible();
  await expect.poll(() => cartQuantities(page)).toBe(0);
});

test('Back from the provider goes home, without posting the payment form again', async ({
  page,
  request,
  baseURL,
}) => {
  await toPaymentStep(page, request, baseURL, 'Wallet');
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname.startsWith('/payments-sandbox/')) {
      posts.push(sent.url());
    }
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Decline payment' })).toBeVisible();
  // The order still awaits its payment (the provider has not answered): the return checks it and
  // says nothing, rather than calling it failed.
  const checked = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().includes('/check-order-status/'),
  );
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  expect((await (await checked).json()).response_body.message).toBe('Payment pending for that order');
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through' })).toHaveCount(0);
  expect(posts).toHaveLength(1);
  // One step further back, the checkout knows its order was made: it points there, nothing to edit.
  await page.goBack();
  await expect(page.getByText('The order of this checkout was placed already')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  // The page's own link (the payment-awaited toast may still show its link of the same name).
  await page.getByRole('main').getByRole('link', { name: 'See the order' }).click();
  await expect(page).toHaveURL(/\/userprofile\/order\/\d+$/);
});

test('a 100% coupon makes the order free: two steps, placed from the summary', async ({
  page,
  request,
  baseURL,
}) => {
  await atCheckoutWith(page, request, baseURL, await physicalProduct(request));
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('FREE ORDER');
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('FREEORDER');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(/Coupon FREEORDER applied/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Step 2 of 2/ })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  expect(await cartQuantities(page)).toBe(0);
});

test('an address added at /customerAddress is listed, flagged when not delivered to', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInCustomer(page, request, baseURL);
  await page.goto('/customerAddress');
  await expect(page.getByText('You have no saved addresses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  // Sent empty, the form says what each field needs: the dialog in that state passes axe too.
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expectNoViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ravi Iyer');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('98765 43210');
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('1 Far Lane');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Leh');
  await dialog.getByRole('textbox', { name: 'State' }).fill('Ladakh');
  await dialog.getByRole('textbox', { name: 'Pincode' }).fill('194101');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: 'Ravi Iyer' });
  await expect(card).toContainText('Default delivery');
  await expect(card).toContainText('+91 9876543210');
  await expect(card).toContainText('We do not deliver to pincode 194101 yet.');
  await expectNoViolations(page);
});

/** The checkout as the server holds it (the id is the page's, or that of `url`: the checkout's page before it ended). */
async function serverCheckout(page: Page, url = page.url()): Promise<Checkout> {
  const checkoutId = /\/checkout\/([0-9a-f-]{36})$/.exec(url)?.[1];
  if (!checkoutId) throw new Error(`Not on a checkout: ${url}`);
  const response = await page.request.get(`/cfs/rest/v3/checkout-journey/${checkoutId}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response_body: Checkout }).response_body;
}

/** The product ids in the customer's server cart. */
async function cartProductIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/cfs/rest/v3/customer-cart', {
    params: { page_number: -1 },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const body = (await response.json()) as { response_body: { Products: { product: number }[] } };
  return body.response_body.Products.map((line) => line.product);
}

test('a request-only order: a customer with no address submits the request, with no steps', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await requestProduct(request);
  await signedInCustomer(page, request, baseURL);
  await addToCart(page, product);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Request a price' })).toBeVisible();
  // No steps: no stepper, no address to choose, no payment.
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: product.product_name })).toContainText('Price on request');
  await expect(page.getByLabel('Checkout steps')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Your request ORD-\d+ has been submitted\./ })
      .first(),
  ).toBeVisible();
  const checkout = await serverCheckout(page);
  expect(checkout.status).toBe('ordered');
  expect(checkout.number_of_steps).toBe(0);
  expect(checkout.address).toEqual({ delivery: null, billing: null });
  expect(await cartQuantities(page)).toBe(0);
});

test('a service with a slot: the slot is chosen in the summary and the order carries it', async ({
  page,
  request,
  baseURL,
}) => {
  const service = await atCheckoutWith(page, request, baseURL, await serviceProduct(request));
  const continueToPayment = page.getByRole('button', { name: 'Continue to payment' });
  await expect(page.getByText('Choose a slot for each service to continue.')).toBeVisible();
  await expect(continueToPayment).toBeDisabled();
  const slots = page.getByRole('radiogroup', { name: `Slot for ${service.product_name}` });
  const slot = slots.getByRole('radio').first();
  const slotId = Number(await slot.getAttribute('value'));
  // The radio shows the checkout's slot: it is checked once the server took the choice.
  await slot.click();
  await expect(slot).toBeChecked();
  await expect(page.getByText('Choose a slot for each service to continue.')).toBeHidden();
  await continueToPayment.click();
  await expect(page.getByRole('heading', { name: /^Step 3 of 3/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  // The checkout ends on the order's confirmation page.
  const checkoutPage = page.url();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  const checkout = await serverCheckout(page, checkoutPage);
  expect(checkout.status).toBe('ordered');
  const [item] = checkout.checkout_items;
  expect(item?.product_id).toBe(service.product_id);
  expect(item?.requires_slot).toBe(true);
  expect(item?.slot?.slot_id).toBe(slotId);
});

test('a double click on Place order makes one order', async ({ page, request, baseURL }) => {
  await atCheckoutWith(page, request, baseURL, await physicalProduct(request));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  const orderRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/cfs/rest/v3/create-order'))
      orderRequests.push(sent.url());
  });
  const checkoutPage = page.url();
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  const shown = await page
    .getByText(/Your order ORD-\d+ has been placed/)
    .first()
    .innerText();
  expect(orderRequests).toHaveLength(1);
  // The checkout has its one order, the one the page shows; asking again answers that same order.
  const checkout = await serverCheckout(page, checkoutPage);
  expect(checkout.status).toBe('ordered');
  expect(checkout.order_id).not.toBeNull();
  expect(shown).toContain(`ORD-${String(checkout.order_id).padStart(6, '0')}`);
  const again = await page.request.post('/cfs/rest/v3/create-order', {
    data: { checkout_id: checkout.checkout_id },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(again.ok()).toBe(true);
  expect(((await again.json()) as { response_body: { order_id: number } }).response_body.order_id).toBe(
    checkout.order_id,
  );
});

test('Buy now: a checkout of that one product, and the cart is left as it was', async ({
  page,
  request,
  baseURL,
}) => {
  const inCart = await physicalProduct(request);
  const bought = await physicalProduct(request, [inCart.product_id]);
  await signedInCustomer(page, request, baseURL);
  await addToCart(page, inCart);
  await page.goto(`/ProductDetails?id=${bought.product_id}`);
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const checkout = await serverCheckout(page);
  expect(checkout.source).toBe('buy_now');
  expect(checkout.checkout_items.map((item) => item.product_id)).toEqual([bought.product_id]);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await addAddress(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toHaveAccessibleName(bought.product_name);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  expect(await cartProductIds(page)).toEqual([inCart.product_id]);
  expect(await page.evaluate(() => window.localStorage.getItem('buyNowItem'))).toBeNull();
});

const PHONE_WIDTH = 360;

/** A message as the checkout shows it in `language` (English is the source). */
const say = (language: 'en' | 'ar', message: string) =>
  language === 'en' ? message : translated(language, message);

/** At the phone width: nothing wider than the screen, no two controls of the page on each other, step labels apart. */
async function expectPhoneLayout(page: Page, language: 'en' | 'ar', step: string, action: string) {
  const where = `${step} in ${language} at ${PHONE_WIDTH} px`;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `page width, ${where}`,
  ).toBeLessThanOrEqual(PHONE_WIDTH);
  const controls = await controlBoxes(page.getByRole('main'));
  // The step's own button is among the controls measured (the check sees the page, not nothing).
  expect(
    controls.map((box) => box.label),
    `controls, ${where}`,
  ).toContain(say(language, action));
  expect(overlapsOf(controls), `overlapping controls, ${where}`).toEqual([]);
  for (const box of controls) {
    expect(box.left, `${box.label} within the screen, ${where}`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.label} within the screen, ${where}`).toBeLessThanOrEqual(PHONE_WIDTH);
  }
  const stepper = page.getByLabel(say(language, 'Checkout steps'));
  const labels = await textBoxes(stepper);
  expect(labels.length, `step labels, ${where}`).toBeGreaterThanOrEqual(3);
  expect(overlapsOf(labels), `overlapping step labels, ${where}`).toEqual([]);
  for (const box of labels) expect(box.right, `${box.label}, ${where}`).toBeLessThanOrEqual(PHONE_WIDTH);
}

for (const language of ['en', 'ar'] as const) {
  test(`the checkout's three steps fit a ${PHONE_WIDTH} px phone in ${language}: no sideways scroll, no overlapping controls, no serious accessibility violation up to the card payment page`, async ({
    page,
    request,
    baseURL,
  }) => {
    await atCheckoutWith(page, request, baseURL, await physicalProduct(request));
    const checkoutPath = new URL(page.url()).pathname;
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    // The checkout opened again in the language: its addresses are chosen, it starts at step 1.
    await page.goto(`/${language}${checkoutPath}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const next = page.getByRole('button', { name: say(language, 'Continue'), exact: true });
    await expect(next).toBeEnabled();
    await expectPhoneLayout(page, language, 'step 1', 'Continue');
    await expectNoViolations(page);
    await next.click();
    const toPayment = page.getByRole('button', { name: say(language, 'Continue to payment') });
    await expect(toPayment).toBeEnabled();
    await expect(page.getByRole('textbox', { name: say(language, 'Coupon code') })).toBeVisible();
    await expectPhoneLayout(page, language, 'step 2', 'Continue to payment');
    await expectNoViolations(page);
    await toPayment.click();
    await expect(page.getByRole('radio', { name: say(language, 'Cash on delivery') })).toBeVisible();
    await expectPhoneLayout(page, language, 'step 3', 'Place order');
    await expectNoViolations(page);
    // Paid by card: the card provider's hand-off page, in the language.
    await page.getByRole('radio', { name: say(language, 'Card') }).check();
    await placeAndCheckHandOffPage(page, '/cashfree', language);
  });
}

// The server says its refusals in the shopper's language (server/i18n/): the coupon field shows the
// store's reason as the server words it for the language-code the storefront sends.
const COUPON_REFUSED = {
  ar: 'رمز القسيمة هذا غير صالح.',
  fr: 'Ce code promo n’est pas valide.',
} as const;

test('a refused coupon shows the server’s reason in Arabic, then in French', async ({
  page,
  request,
  baseURL,
}) => {
  await atCheckoutWith(page, request, baseURL, await physicalProduct(request));
  const checkoutPath = new URL(page.url()).pathname;
  for (const language of ['ar', 'fr'] as const) {
    await page.goto(`/${language}${checkoutPath}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByRole('button', { name: translated(language, 'Continue'), exact: true }).click();
    const field = page.getByRole('textbox', { name: translated(language, 'Coupon code') });
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: translated(language, 'Apply'), exact: true }).click();
    await expect(page.getByText(COUPON_REFUSED[language], { exact: true })).toBeVisible();
  }
});

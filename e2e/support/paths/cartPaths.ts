import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { CFS_BASE_PATH } from '../../../contracts/cfs.ts';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { type CartSnapshot, selectCartLines } from '../../../machines/cart/cart.machine.ts';
import type { CartContext, CartInput, CartLine, CartProduct } from '../../../machines/cart/cart.types.ts';
import { type ModelPath, type ModelStep, pathFromEvents } from '../../../scripts/paths/graphCoverage.ts';
import { toGuestCartItem } from '../../../src/app/storage/cartStorage.ts';
import { STORAGE_KEYS } from '../../../src/app/storage/storageKeys.ts';
import {
  cartModel,
  EVENTS,
  OUT_OF_STOCK,
  PRODUCTS,
  SCENARIOS,
  SERVER_LINES,
} from '../../../tests/model/models/cart.model.ts';
import { createCustomer, uniqueEmail } from '../accounts.ts';
import { withUntoldSystemTheme } from '../untoldSystemTheme.ts';
import { type BrowserEvent, type BrowserPaths, type PathPage, playEvent } from './browserPaths.ts';
import { HeldRequests } from './heldRequests.ts';

// The cart in the browser. The model's products (kettle, lamp, phone, course) are four in-stock
// products of the seeded store, read through the API; the guest's cart, a pending add and an
// unconfirmed merge are put into local storage as the storefront keeps them; a customer is made for
// the path, their server cart holding what the model's does (two kettles and a phone). Every
// customer-cart request is held until a step answers it: with the server's own answer, a refusal,
// or no answer at all. The page is checked on what a shopper sees: the header's cart count (the
// guest's lines as the model has them, the customer's as the server holds them), the cart page's
// failure, and which request the page is waiting on.

const CART = `${CFS_BASE_PATH}/customer-cart`;
const CART_REQUEST = new RegExp(`^[^?]*${CART.replace(/\//g, '\\/')}(\\/\\d+)?(\\?|$)`);
const PASSWORD = 'Cart-paths-2026';
const NAMES = { firstName: 'Cara', lastName: 'Paths' };
const CUSTOMER_NAME = `${NAMES.firstName} ${NAMES.lastName}`;

/** The model's products by id, as the seeded store's products. */
type ProductMap = Map<number, CartProduct>;

async function productsOf(at: PathPage, type: string): Promise<ProductSummary[]> {
  const response = await at.request.get(`${at.baseURL}/pbs/rest/v3/products`, {
    params: { 'product-type': type, availability: 'in_stock', 'page-limit': 20, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response_body: { products: ProductSummary[] } }).response_body
    .products;
}

const cartProductOf = (real: ProductSummary): CartProduct => ({
  productId: real.product_id,
  name: real.product_name,
  price: real.product_price,
  sellingPrice: real.final_price,
  discountDetails: real.discount_details,
  image: real.product_image.split(',')[0] ?? '',
  productType: real.product_type_name,
  maxQuantity: real.max_quantity ?? null,
  priceVisible: true,
  slot: null,
});

/** A product a guest may only add after signing in (a subscription): ADD_AFTER_SIGN_IN's. */
async function accountProduct(at: PathPage): Promise<CartProduct> {
  const [first] = await productsOf(at, 'Subscription');
  if (!first) throw new Error('The seed has no Subscription product in stock');
  return cartProductOf(first);
}

async function storeProducts(at: PathPage): Promise<ProductMap> {
  const products = await productsOf(at, 'Physical');
  // Room for three of each (the model sets a kettle to 3), names no other product's name contains.
  const usable = products.filter(
    (product, _index, all) =>
      (product.max_quantity ?? 10) >= 5 &&
      product.price_visibility !== false &&
      !all.some((other) => other !== product && other.product_name.includes(product.product_name)),
  );
  const model = [PRODUCTS.kettle, PRODUCTS.lamp, PRODUCTS.phone, PRODUCTS.course];
  if (usable.length < model.length) throw new Error('The seed has fewer than 4 usable Physical products');
  return new Map(
    model.map((of, index) => {
      return [of.productId, cartProductOf(usable[index] as ProductSummary)];
    }),
  );
}

/** Whether the path signs a customer in (and so needs one). */
const needsCustomer = (path: ModelPath) => path.steps.some((step) => step.state.matches('customer'));

class CartPlayer {
  load!: HeldRequests;
  change!: HeldRequests;
  products!: ProductMap;
  /** What a guest asks to add after signing in stands for the model's product (a subscription). */
  pendingProduct!: CartProduct;
  customer = { email: uniqueEmail('cart-paths'), password: PASSWORD, ...NAMES };
  private other: Page | null = null;

  constructor(readonly at: PathPage) {}

  get page(): Page {
    return this.at.page;
  }

  /** The browser's product for a model product (the full cart's mugs are not in the store). */
  real(product: CartProduct): CartProduct {
    return this.products.get(product.productId) ?? product;
  }

  lines(lines: readonly CartLine[]): CartLine[] {
    return lines.map((entry) => ({ ...entry, ...this.real(entry), quantity: entry.quantity }));
  }

  async open(path: ModelPath): Promise<void> {
    this.products = await storeProducts(this.at);
    this.pendingProduct = await accountProduct(this.at);
    this.load = new HeldRequests('the customer cart');
    this.change = new HeldRequests('a cart change');
    await this.page.route(CART_REQUEST, (route: Route) =>
      (route.request().method() === 'GET' ? this.load : this.change).hold(route),
    );
    const input = path.input as CartInput;
    const storage: Record<string, string> = {
      [STORAGE_KEYS.cart]: JSON.stringify(this.lines(input.guestLines).map(toGuestCartItem)),
    };
    if (input.pendingAdd) storage[STORAGE_KEYS.pendingCartItem] = JSON.stringify(this.real(input.pendingAdd));
    if (input.pendingMerge) {
      storage[STORAGE_KEYS.cartMerge] = JSON.stringify({
        key: input.pendingMerge.key,
        lines: this.lines(input.pendingMerge.lines),
      });
    }
    // Written once, before the storefront's first page reads it (not again on later loads).
    await this.page.addInitScript((entries) => {
      if (sessionStorage.getItem('cart-paths-set')) return;
      sessionStorage.setItem('cart-paths-set', 'true');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    // The product asked for after sign-in is in the server cart when the model's is (the kettle).
    const pendingInCart = path.steps.some((step) => step.label === EVENTS.addKettleAfterSignIn);
    // The transitions the page's machines take (recorded for coverage) are kept in the page too,
    // so that a step can wait for the cart to have been told something no screen shows.
    await this.page.addInitScript(() => {
      const records = (window as unknown as { __XSTATE_TRANSITIONS__?: { push: (r: unknown) => void } })
        .__XSTATE_TRANSITIONS__;
      if (!records) return;
      const seen: unknown[] = [];
      (window as unknown as { __cartPathsSeen: unknown[] }).__cartPathsSeen = seen;
      const push = records.push;
      records.push = (record) => {
        seen.push(record);
        push(record);
      };
    });
    if (needsCustomer(path)) await this.makeCustomer(pendingInCart ? [this.pendingProduct] : []);
    if (path.steps[1]?.label === EVENTS.signedIn) {
      await this.signInThroughApi();
      // A customer's page is drawn on the server with their cart, which the cart starts from: only
      // the scenario that says so opens on it. The others open as the browser draws them (the
      // "system" theme in a browser that does not tell the server the device's scheme), their cart
      // loading.
      if (path.scenario !== SCENARIOS.served) {
        await withUntoldSystemTheme(this.page.context(), this.at.baseURL);
      }
    }
    await this.page.goto(input.route.path);
  }

  /** A customer whose server cart holds the model's: two kettles and a phone. */
  async makeCustomer(more: CartProduct[]): Promise<void> {
    await createCustomer(this.at.request, this.at.baseURL, this.customer);
    const token = await this.token();
    const entries = SERVER_LINES.map((entry) => ({
      product: this.real(entry).productId,
      cart_quantity: entry.quantity,
    }));
    for (const extra of more) entries.push({ product: extra.productId, cart_quantity: 1 });
    const response = await this.at.request.post(`${this.at.baseURL}${CART}`, {
      data: { customer_cart: entries },
      headers: { 'realm-name': 'demo', Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
  }

  private async token(): Promise<string> {
    const response = await this.at.request.post(`${this.at.baseURL}/ums/rest/v3/login`, {
      data: { username: this.customer.email, password: this.customer.password },
      headers: { 'realm-name': 'demo' },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { response_body: { access_token: string } }).response_body
      .access_token;
  }

  /** The page opens signed in: the customer's tokens in its cookies, as a sign-in leaves them. */
  private async signInThroughApi(): Promise<void> {
    const response = await this.at.request.post(`${this.at.baseURL}/ums/rest/v3/login`, {
      data: { username: this.customer.email, password: this.customer.password },
      headers: { 'realm-name': 'demo' },
    });
    const tokens = ((await response.json()) as { response_body: Record<string, string> }).response_body;
    await this.page.context().addCookies(
      ['access_token', 'refresh_token', 'id_token'].map((name) => ({
        name,
        value: tokens[name] ?? '',
        url: this.at.baseURL,
        sameSite: 'Strict' as const,
      })),
    );
  }

  /** The server cart as the customer's own API call sees it: how many products. */
  async serverCount(): Promise<number> {
    const token = (await this.page.context().cookies()).find(
      (cookie) => cookie.name === 'access_token',
    )?.value;
    const response = await this.at.request.get(`${this.at.baseURL}${CART}`, {
      params: { page_number: -1 },
      headers: { 'realm-name': 'demo', Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { response_body: { Products: unknown[] } }).response_body.Products
      .length;
  }

  cartLink(page = this.page) {
    return page.getByRole('banner').getByRole('link', { name: /^Cart\b/ });
  }

  async expectCount(count: number, timeout?: number): Promise<void> {
    const name = count === 0 ? 'Cart' : count === 1 ? 'Cart, 1 product' : `Cart, ${count} products`;
    await expect(this.page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible({
      timeout,
    });
  }

  /** How many times the page's cart has taken a transition on `event`. */
  async cartTook(event: string): Promise<number> {
    return this.page.evaluate(
      (type) =>
        (
          (window as unknown as { __cartPathsSeen?: Array<{ machine: string; event: string }> })
            .__cartPathsSeen ?? []
        ).filter((record) => record.machine === 'cart' && record.event === type).length,
      event,
    );
  }

  onCheckout(): boolean {
    return new URL(this.page.url()).pathname.startsWith('/checkout');
  }

  async onCartPage(): Promise<void> {
    if (new URL(this.page.url()).pathname === '/cart') return;
    await this.pastMiniCart(async () => {
      await this.cartLink().click({ timeout: 5_000 });
      await expect(this.page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible({
        timeout: 5_000,
      });
    });
  }

  async openAccountMenu(): Promise<void> {
    const signOut = this.page.getByRole('menuitem', { name: 'Sign out' });
    await this.pastMiniCart(async () => {
      // Opened by a click whose menu was slow to show, the menu is not toggled shut again.
      if (!(await signOut.isVisible())) {
        await this.page
          .getByRole('banner')
          .getByRole('button', { name: CUSTOMER_NAME })
          .click({ timeout: 5_000 });
      }
      await expect(signOut).toBeVisible({ timeout: 5_000 });
    });
  }

  async toHome(): Promise<void> {
    await this.pastMiniCart(async () => {
      await this.page.getByRole('banner').getByRole('link', { name: /home$/ }).click({ timeout: 5_000 });
      await expect(this.page).toHaveURL((url) => url.pathname === '/', { timeout: 5_000 });
    });
  }

  /**
   * What the shopper does while an earlier add may still be confirming: the mini-cart that add opens
   * (its code loads on demand) may cover the page after it was looked for, and a click then waits on
   * its backdrop. Covered, the mini-cart is closed and the action done again. Each click waits only
   * briefly, and is safe to repeat: a click that waited on the backdrop was never made, and a link
   * followed twice leads to the same page.
   */
  private async pastMiniCart(act: () => Promise<void>, page = this.page): Promise<void> {
    await expect(async () => {
      if (page === this.page) await this.closeMiniCart();
      await act();
    }).toPass();
  }

  /** The shopper finds the product with the header's search and opens its page. */
  async openProduct(product: CartProduct, page = this.page): Promise<void> {
    await this.pastMiniCart(async () => {
      await page.getByRole('combobox', { name: 'Search products' }).fill(product.name, { timeout: 5_000 });
      await page.getByRole('option', { name: product.name }).first().click({ timeout: 5_000 });
      await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible({
        timeout: 5_000,
      });
    }, page);
  }

  async add(product: CartProduct): Promise<void> {
    await this.openProduct(this.real(product));
    await this.pastMiniCart(() =>
      this.page.getByRole('button', { name: 'Add to cart', exact: true }).click({ timeout: 5_000 }),
    );
  }

  async signInHere(page: Page): Promise<void> {
    if (new URL(page.url()).pathname !== '/signin') {
      await this.pastMiniCart(async () => {
        await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click({ timeout: 5_000 });
        await expect(page).toHaveURL(/\/signin/, { timeout: 5_000 });
      }, page);
    }
    await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(this.customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(this.customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** Another tab of the same browser: opened once, on the home page. */
  async otherTab(): Promise<Page> {
    if (!this.other) {
      this.other = await this.page.context().newPage();
      await this.other.goto('/');
      await expect(this.cartLink(this.other)).toBeVisible();
    }
    return this.other;
  }

  async closeOtherTab(): Promise<void> {
    await this.other?.close();
    this.other = null;
  }

  /** The mini-cart a confirmed add opens is closed, as a shopper going on shopping would. */
  async closeMiniCart(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Added to your cart' });
    if (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: 'Continue shopping' }).click();
      await expect(dialog).toBeHidden();
    }
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    const snapshot = state as CartSnapshot;
    const context = snapshot.context as CartContext;
    if (snapshot.matches('waitingForSession')) {
      // The session decides as the page starts: the page is there.
      await expect(this.cartLink()).toBeVisible();
    } else if (snapshot.matches('guest') && new URL(this.page.url()).pathname === '/signin') {
      // Sent to sign in (checkout, buy now, a product that needs an account): the sign-in page has
      // no header; it names the product to be added after, and the guest cart stays kept.
      await expect(this.page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
      if (context.pendingAdd) {
        await expect(
          this.page.getByRole('alert').filter({ hasText: this.pendingProduct.name }),
        ).toBeVisible();
      }
      const kept = await this.page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]').length,
        STORAGE_KEYS.cart,
      );
      expect(kept).toBe(selectCartLines(snapshot).length);
    } else if (snapshot.matches('guest')) {
      await this.expectCount(selectCartLines(snapshot).length);
      await expect(this.page.getByRole('banner').getByRole('button', { name: CUSTOMER_NAME })).toHaveCount(0);
    } else if (snapshot.matches({ customer: 'loading' })) {
      await this.load.arrived();
    } else if (snapshot.matches({ customer: 'refreshing' })) {
      // The page was drawn with the server cart, which shows (never "loading") while it is read again.
      await this.load.arrived();
      // The drawn cart with the products added since on top (the model's only change here: an add).
      await this.expectCount((await this.serverCount()) + context.queue.length);
      await expect(this.page.getByRole('status', { name: 'Loading your cart' })).toHaveCount(0);
    } else if (snapshot.matches({ customer: 'saving' }) || snapshot.matches({ customer: 'preparingMerge' })) {
      // Preparing a merge only writes its key to local storage: the merge is sent at once.
      await this.change.arrived();
    } else if (snapshot.matches({ customer: 'loadFailed' })) {
      // On a checkout page, the checkout waiting for the cart says it could not start; elsewhere
      // the cart page says the cart could not be loaded.
      if (!this.onCheckout()) await this.onCartPage();
      await expect(this.page.getByRole('button', { name: 'Try again' })).toBeVisible();
    } else if (snapshot.matches({ customer: 'idle' })) {
      // The header counts the server cart's products (and those of a merge not yet confirmed).
      const server = await this.serverCount();
      const unconfirmed = context.pendingMerge?.lines.length ?? 0;
      // A change just let through may not be in the server cart yet: it is read again until the
      // header and the server agree.
      if (unconfirmed === 0)
        await expect(async () => this.expectCount(await this.serverCount(), 1_000)).toPass({
          timeout: 20_000,
        });
      else await this.expectCountAtLeast(Math.max(server, unconfirmed));
      await expect(this.page.getByRole('banner').getByRole('button', { name: CUSTOMER_NAME })).toBeVisible();
    } else {
      // preparingMerge and settling: passed through within one step.
      throw new Error(`No check for the cart in ${JSON.stringify(snapshot.value)}`);
    }
  }

  /** The header counts at least `count` products. */
  async expectCountAtLeast(count: number): Promise<void> {
    await expect
      .poll(async () =>
        Number(/\d+/.exec((await this.cartLink().getAttribute('aria-label')) ?? '')?.[0] ?? 0),
      )
      .toBeGreaterThanOrEqual(count);
  }
}

const product = (step: ModelStep) => (step.event as EventObject & { product: CartProduct }).product;
const prior = (path: ModelPath, index: number) => path.steps[index - 1]?.state as CartSnapshot | undefined;
const isCustomerAt = (path: ModelPath, index: number) => prior(path, index)?.matches('customer') ?? false;
const pageInModel = (path: ModelPath, index: number) =>
  (prior(path, index)?.context as CartContext | undefined)?.page;
/** The cart page's own buttons: there, and only while it lists the lines (not after a failed load). */
const onCartInModel = (path: ModelPath, index: number) =>
  pageInModel(path, index) === '/cart' && !prior(path, index)?.matches({ customer: 'loadFailed' });
/** Only a guest asks to add after sign-in: never with a guest cart or a merge kept from before
 *  (the sign-in would land on /cart, which holds a merge back, where the model's page is another). */
const guestWithoutLines = (path: ModelPath, index: number) => {
  const before = prior(path, index);
  if (!before?.matches('guest')) return false;
  const context = before.context as CartContext;
  return context.guestLines.length === 0 && context.pendingMerge === null;
};

const events: Record<string, BrowserEvent<CartPlayer>> = {
  // The session decides as the page loads: as a guest, or signed in with the cookies of the path.
  [EVENTS.guest]: { can: (_path, index) => index === 1, play: async () => undefined },
  [EVENTS.signedIn]: {
    play: async (player, _step, index, path) => {
      if (index === 1) return;
      await player.signInHere(player.page);
      // Signed in on the way to the checkout: the checkout page, once its code has loaded, heads
      // the cart for the checkout (before the cart's answer, as the model has it).
      if (pageInModel(path, index) === '/checkout') {
        await expect(player.page).toHaveURL(/\/checkout\//);
        await expect.poll(() => player.cartTook('CHECKOUT')).toBeGreaterThan(0);
      }
    },
  },
  // Another tab signs in and merges the guest cart (or adds the pending product) itself: it is
  // closed once it has, so that nothing it does later reaches this tab.
  [EVENTS.signedInElsewhere]: {
    play: async (player) => {
      const other = await player.otherTab();
      const merged = other.waitForResponse(
        (response) => CART_REQUEST.test(response.url()) && response.request().method() === 'POST',
      );
      await player.signInHere(other);
      await merged;
      await player.closeOtherTab();
    },
  },
  [EVENTS.signedOut]: {
    play: async (player) => {
      await player.openAccountMenu();
      const loaded = player.page.waitForEvent('load');
      await player.page.getByRole('menuitem', { name: 'Sign out' }).click();
      await loaded;
    },
  },
  [EVENTS.addCourse]: { play: (player, step) => player.add(product(step)) },
  [EVENTS.addKettle]: { play: (player, step) => player.add(product(step)) },
  [EVENTS.addKettleAfterSignIn]: {
    can: guestWithoutLines,
    play: async (player) => {
      await player.openProduct(player.pendingProduct);
      await player.page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(player.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    },
  },
  [EVENTS.threeKettles]: {
    can: onCartInModel,
    // A quantity other than the line's (another tab's merge may have made it 3 already).
    play: async (player) => {
      const field = player.page.getByRole('textbox', {
        name: `Quantity of ${player.real(PRODUCTS.kettle).name}`,
      });
      await field.fill((await field.inputValue()) === '3' ? '2' : '3');
      await field.press('Enter');
    },
  },
  [EVENTS.removeKettle]: {
    // After Empty the cart (still being sent) the page lists no line to remove.
    can: (path, index) =>
      onCartInModel(path, index) &&
      !(prior(path, index)?.context as CartContext | undefined)?.queue.some(
        (change) => change.kind === 'clear',
      ),
    play: (player) =>
      player.page
        .getByRole('button', { name: `Remove ${player.real(PRODUCTS.kettle).name} from the cart` })
        .click(),
  },
  [EVENTS.clear]: {
    can: onCartInModel,
    play: (player) => player.page.getByRole('button', { name: 'Empty the cart' }).click(),
  },
  [EVENTS.buyNow]: {
    can: (path, index) => !isCustomerAt(path, index),
    play: async (player, step) => {
      await player.openProduct(player.real(product(step)));
      await player.page.getByRole('button', { name: 'Buy now', exact: true }).click();
      await expect(player.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    },
  },
  [EVENTS.retry]: {
    play: async (player) => {
      await player.onCartPage();
      await player.page.getByRole('button', { name: 'Try again' }).click();
    },
  },
  [EVENTS.checkout]: {
    // A cart that failed to load offers no way to the checkout; a checkout page waiting for it
    // does: its Try again starts the checkout again, which asks the cart again.
    can: (path, index) =>
      !prior(path, index)?.matches({ customer: 'loadFailed' }) || pageInModel(path, index) === '/checkout',
    play: async (player) => {
      if (player.onCheckout()) {
        await player.page.getByRole('button', { name: 'Try again' }).click();
        return;
      }
      await player.onCartPage();
      await player.page.getByRole('link', { name: 'Proceed to checkout' }).click();
    },
  },
  [EVENTS.addAfterSignIn]: {
    // The model's course is also one a guest adds at once; the store's products are one or the other.
    can: (path, index) =>
      guestWithoutLines(path, index) && !path.steps.some((step) => step.label === EVENTS.addCourse),
    play: async (player) => {
      await player.openProduct(player.pendingProduct);
      await player.page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(player.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    },
  },
  // Another tab changes the guest cart: local storage tells this one.
  [EVENTS.elsewhereGuest]: {
    play: async (player, step) => {
      const other = await player.otherTab();
      const lines = player.lines((step.event as EventObject & { guestLines: CartLine[] }).guestLines);
      await other.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [STORAGE_KEYS.cart, JSON.stringify(lines.map(toGuestCartItem))],
      );
      await player.closeOtherTab();
    },
  },
  // Another tab changed the customer's server cart: it tells the others, as its cart does.
  // (A channel of this page's own reaches the cart's like another tab's.)
  [EVENTS.elsewhereServer]: {
    play: async (player) => {
      await player.page.evaluate(() => {
        const channel = new BroadcastChannel('storefront-cart');
        channel.postMessage('changed');
        channel.close();
      });
    },
  },
  [EVENTS.toHome]: {
    play: (player) => player.toHome(),
  },
  [EVENTS.toCart]: { play: (player) => player.onCartPage() },
  [EVENTS.loaded]: { play: (player) => player.load.pass() },
  [EVENTS.loadFailed]: { play: (player) => player.load.fail() },
  // The merge's key is written to local storage at once: nothing to wait for.
  [EVENTS.prepared]: { play: async () => undefined },
  [EVENTS.applied]: { play: (player) => player.change.pass() },
  [EVENTS.refused]: {
    play: (player) => player.change.answer(400, null, (OUT_OF_STOCK as { message: string }).message),
  },
  [EVENTS.applyOffline]: { play: (player) => player.change.fail() },
};

export const cartPaths: BrowserPaths = {
  model: cartModel,
  scenarios: [
    SCENARIOS.empty,
    SCENARIOS.guestCart,
    SCENARIOS.full,
    SCENARIOS.onCart,
    SCENARIOS.unconfirmed,
    SCENARIOS.pending,
    SCENARIOS.served,
  ],
  events,
  notDrivable: {
    'customer.preparingMerge —xstate.error.actor.prepareMerge→ customer.idle':
      "never taken by the app: writing the merge's key swallows a storage error (writeStorage), so prepareMerge cannot fail",
    'customer.loadFailed —SET_QUANTITY→ customer.loading':
      'while the cart could not be loaded, the cart page shows only Try again: no quantity to change',
    'customer.loadFailed —REMOVE→ customer.loading':
      'while the cart could not be loaded, the cart page shows only Try again: no line to remove',
    'customer.loadFailed —CLEAR→ customer.loading':
      'while the cart could not be loaded, the cart page shows only Try again: no Empty the cart',
  },
  // Made when the paths are chosen (inside a test), not when this file loads: a path past the
  // model's limits fails that test with the reason.
  get handWritten() {
    return [
      // A guest heads for the checkout, signs in, the cart fails to load under the checkout page,
      // and its Try again heads for the checkout again (the model only heads there once per page).
      pathFromEvents(cartModel, SCENARIOS.guestCart, [
        EVENTS.guest,
        EVENTS.checkout,
        EVENTS.signedIn,
        EVENTS.loadFailed,
        EVENTS.checkout,
      ]),
    ];
  },
  player: (at) => {
    const player = new CartPlayer(at);
    return {
      open: (path: ModelPath) => player.open(path),
      play: async (step: ModelStep, index: number, path: ModelPath) => {
        await player.closeMiniCart();
        await playEvent(events, player, step, index, path);
      },
      expectState: (state) => player.expectState(state),
    };
  },
};

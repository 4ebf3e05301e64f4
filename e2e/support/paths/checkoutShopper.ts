import { expect } from '@playwright/test';
import type { AddressInput, CustomerAddress } from '../../../contracts/address.ts';
import { CFS_BASE_PATH } from '../../../contracts/cfs.ts';
import type { Checkout, OrderPlacement, PaymentMethod } from '../../../contracts/checkout.ts';
import { createCustomer, type TestAccount, uniqueEmail } from '../accounts.ts';
import type { PathPage } from './browserPaths.ts';

// What the checkout's and the payment selection's browser paths set up through the API, as the
// storefront itself would have left it (a shopper's minutes at the product pages and the address
// book): a new customer signed in (the tokens in the page's cookies, as a sign-in leaves them), their
// addresses, their server cart, a checkout made from it and, when a path needs one, an order.

const REALM = { 'realm-name': 'demo' };

/** A product of the seeded store, as the listing answers it. */
export interface StoreProduct {
  product_id: number;
  product_name: string;
  product_type_name: string;
  price_visibility: boolean;
  final_price: number;
  max_quantity?: number | null;
}

/** The first in-stock product of a type that `accept` takes, read through the real API. */
async function findProduct(
  at: PathPage,
  type: string,
  accept: (product: StoreProduct) => boolean,
): Promise<StoreProduct> {
  const response = await at.request.get(`${at.baseURL}/pbs/rest/v3/products`, {
    params: { 'product-type': type, availability: 'in_stock', 'page-limit': 100, 'page-number': 1 },
    headers: REALM,
  });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { response_body: { products: StoreProduct[] } })
    .response_body;
  const found = products.find(accept);
  if (!found) throw new Error(`The seed has no such ${type} product in stock`);
  return found;
}

const priced = (product: StoreProduct) => product.price_visibility && product.final_price > 0;

/** The products the paths put in carts: the model's kettle, lesson, quote and online-only product. */
export interface PathProducts {
  /** A physical product with its price shown. */
  physical: StoreProduct;
  /** A service with its price shown: it needs a slot (the seed gives every service its slots). */
  service: StoreProduct;
  /** A physical product whose price is on request: a checkout of it alone is a request. */
  request: StoreProduct;
  /** A subscription: paid online only. */
  onlineOnly: StoreProduct;
}

export async function pathProducts(at: PathPage): Promise<PathProducts> {
  const [physical, service, request, onlineOnly] = await Promise.all([
    findProduct(at, 'Physical', priced),
    findProduct(at, 'Service', priced),
    findProduct(at, 'Physical', (product) => !product.price_visibility),
    findProduct(at, 'Subscription', priced),
  ]);
  return { physical, service, request, onlineOnly };
}

/** The addresses the paths give their customer: the model's home (served) and far (not served). */
export const PATH_ADDRESSES = {
  home: {
    full_name: 'Asha Home',
    phone_number: '9876543210',
    address_line_1: '1 Home Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    is_default_delivery: true,
    is_default_billing: true,
  },
  far: {
    full_name: 'Asha Far',
    phone_number: '9876543210',
    address_line_1: '2 Far Lane',
    city: 'Leh',
    state: 'Ladakh',
    pincode: '194101',
    is_default_delivery: false,
    is_default_billing: false,
  },
  /** Added at the checkout (the model's address 3): a pincode the store delivers to. */
  added: {
    full_name: 'Asha Added',
    phone_number: '9876543210',
    address_line_1: '3 Added Street',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
  },
} satisfies Record<string, AddressInput>;

/** A customer of one path, signed in on the path's page, and the API calls their storefront makes. */
export class CheckoutShopper {
  private token = '';
  readonly account: TestAccount;

  constructor(
    readonly at: PathPage,
    names: { firstName: string; lastName: string },
  ) {
    this.account = { email: uniqueEmail('checkout-paths'), password: 'Checkout-paths-2026', ...names };
  }

  get name(): string {
    return `${this.account.firstName} ${this.account.lastName}`;
  }

  /** Signs the customer up, and the page in: its cookies hold the tokens a sign-in leaves. */
  async signUpAndIn(): Promise<void> {
    await createCustomer(this.at.request, this.at.baseURL, this.account);
    const response = await this.at.request.post(`${this.at.baseURL}/ums/rest/v3/login`, {
      data: { username: this.account.email, password: this.account.password },
      headers: REALM,
    });
    expect(response.ok()).toBe(true);
    const tokens = ((await response.json()) as { response_body: Record<string, string> }).response_body;
    this.token = tokens.access_token ?? '';
    await this.at.page.context().addCookies(
      ['access_token', 'refresh_token', 'id_token'].map((name) => ({
        name,
        value: tokens[name] ?? '',
        url: this.at.baseURL,
        sameSite: 'Strict' as const,
      })),
    );
  }

  /** One cfs call as the customer; the answer's body (a refusal fails the step that needed it). */
  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const response = await this.at.request.fetch(`${this.at.baseURL}${CFS_BASE_PATH}${path}`, {
      method,
      ...(data === undefined ? {} : { data }),
      headers: { ...REALM, Authorization: `Bearer ${this.token}` },
    });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { response_body: T }).response_body;
  }

  addAddress(address: AddressInput): Promise<CustomerAddress> {
    return this.call<CustomerAddress>('POST', '/customer-address', address);
  }

  /** The server cart holds one of each product. */
  async fillCart(products: readonly StoreProduct[]): Promise<void> {
    await this.call('POST', '/customer-cart', {
      customer_cart: products.map((product) => ({ product: product.product_id, cart_quantity: 1 })),
    });
  }

  /** A checkout of the cart (its addresses the customer's defaults, when there are some). */
  createCheckout(): Promise<Checkout> {
    return this.call<Checkout>('POST', '/checkout-journey', { source: 'cart' });
  }

  applyCoupon(checkoutId: string, code: string): Promise<Checkout> {
    return this.call<Checkout>('PUT', `/checkout-journey/${checkoutId}/coupon`, { coupon_code: code });
  }

  async paymentMethod(paymentType: PaymentMethod['payment_type']): Promise<PaymentMethod> {
    const { payment_types: methods } = await this.call<{ payment_types: PaymentMethod[] }>(
      'GET',
      '/payment-types',
    );
    const method = methods.find((candidate) => candidate.payment_type === paymentType);
    if (!method) throw new Error(`The store has no ${paymentType} payment`);
    return method;
  }

  /** The checkout's order, paid by `paymentType` (an online one is handed to the provider). */
  async placeOrder(checkoutId: string, paymentType: PaymentMethod['payment_type']): Promise<OrderPlacement> {
    const method = await this.paymentMethod(paymentType);
    await this.call('PUT', `/checkout-journey/${checkoutId}/payment-type`, { payment_type_ids: [method.id] });
    const placement = await this.call<OrderPlacement>('POST', '/create-order', { checkout_id: checkoutId });
    if (placement.payment_required)
      await this.call('POST', '/order-checkout', { order_id: placement.order_id });
    return placement;
  }
}

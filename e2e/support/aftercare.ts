import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { DEMO_CUSTOMER } from './accounts.ts';
import { accessToken } from './orders.ts';

// The after-purchase journeys' steps (e2e/aftercare-services.spec.ts): the seeded demo customer
// signed in and their orders read through the real API, and a service ordered through the real
// checkout calls (cart with a slot, checkout, cash on delivery, order) for a new customer.

const CFS = '/cfs/rest/v3';

interface ApiProduct {
  product_id: number;
  product_name: string;
  price_visibility: boolean;
  final_price: number;
}

interface HistoryItem {
  order_item_id: number;
  product_name: string;
  product_type: string;
}

interface HistoryOrder {
  order_id: number;
  payment_status: string;
  items: HistoryItem[];
}

export async function signInDemo(page: Page) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(DEMO_CUSTOMER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible({
    timeout: 60_000,
  });
}

async function body<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { response_body: T }).response_body;
}

/** The signed-in customer's first order item of `productType` (newest order first), with its order. */
export async function orderedItem(page: Page, productType: string) {
  const token = await accessToken(page);
  const history = await body<{ orders: HistoryOrder[] }>(
    await page.request.get(`${CFS}/orders-with-items`, {
      params: { 'page-number': 1, 'page-limit': 50 },
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  for (const order of history.orders) {
    const item = order.items.find((candidate) => candidate.product_type === productType);
    if (item) return { orderId: order.order_id, item };
  }
  throw new Error(`No ${productType} item in the customer's orders`);
}

/**
 * The signed-in customer orders one session of an in-stock service (its first slot), paid on
 * delivery, through the checkout calls the storefront makes; returns the order id and the service.
 */
export async function orderService(page: Page): Promise<{ orderId: number; product: ApiProduct }> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const { products } = await body<{ products: ApiProduct[] }>(
    await page.request.get('/pbs/rest/v3/products', {
      params: { 'product-type': 'Service', availability: 'in_stock', 'page-limit': 50, 'page-number': 1 },
      headers: { 'realm-name': 'demo' },
    }),
  );
  const product = products.find((candidate) => candidate.price_visibility && candidate.final_price > 0);
  if (!product) throw new Error('The seed has no service with a price');
  const details = await body<{ service_slots: { slot_id: number }[] }>(
    await page.request.get(`/pbs/rest/v3/product-description/${product.product_id}`, {
      headers: { 'realm-name': 'demo' },
    }),
  );
  const slot = details.service_slots[0];
  if (!slot) throw new Error(`${product.product_name} has no slot`);
  await body(
    await page.request.post(`${CFS}/customer-address`, {
      headers,
      data: {
        full_name: 'Meera Nair',
        phone_number: '9876543210',
        address_line_1: '4 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    }),
  );
  await body(
    await page.request.post(`${CFS}/customer-cart`, {
      headers,
      data: { customer_cart: [{ product: product.product_id, cart_quantity: 1, slot_id: slot.slot_id }] },
    }),
  );
  const checkout = await body<{ checkout_id: string }>(
    await page.request.post(`${CFS}/checkout-journey`, { headers, data: { source: 'cart' } }),
  );
  const types = await body<{ payment_types: { id: number; payment_type: string }[] }>(
    await page.request.get(`${CFS}/payment-types`, { headers }),
  );
  const cod = types.payment_types.find((type) => type.payment_type === 'COD');
  if (!cod) throw new Error('The store has no cash on delivery');
  await body(
    await page.request.put(`${CFS}/checkout-journey/${checkout.checkout_id}/payment-type`, {
      headers,
      data: { payment_type_ids: [cod.id] },
    }),
  );
  const placed = await body<{ order_id: number }>(
    await page.request.post(`${CFS}/create-order`, { headers, data: { checkout_id: checkout.checkout_id } }),
  );
  return { orderId: placed.order_id, product };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type AnyMachineSnapshot, createActor, type InspectionEvent } from 'xstate';
import { CFS_BASE_PATH } from '../../../contracts/cfs.ts';
import type {
  OrderCheckout,
  OrderPlacement,
  OrderStatus,
  RequestStatus,
} from '../../../contracts/checkout.ts';
import { FULFILMENT_BASE_PATH, FULFILMENT_KEY_HEADER } from '../../../contracts/fulfilment.ts';
import { ORDER_ITEM_PATHS, type OrderItemActions } from '../../../contracts/orderItems.ts';
import {
  itemStateOf,
  itemStatusesOf,
  type OrderItemSnapshot,
  orderItemMachine,
  paidMinor,
  restoreLifecycle,
  returnProgressOf,
} from '../../../machines/orders/orderItem.machine.ts';
import type { ModelPath, ModelStep } from '../../../scripts/paths/graphCoverage.ts';
import { type TransitionRecord, transitionRecordOf } from '../../../src/app/inspector/transitionRecorder.ts';
import { EVENTS, orderItemModel, SCENARIOS } from '../../../tests/model/models/orderItem.model.ts';
import { TRANSITIONS_DIR } from '../../fixtures.ts';
import { createCustomer, uniqueEmail } from '../accounts.ts';
import { type BrowserEvent, type BrowserPaths, type PathPage, playEvent } from './browserPaths.ts';
import { endpoint } from './heldRequests.ts';

// One order item's lifecycle in the browser, on a new customer's order page, against the real
// server. The machine runs on the server: it decides each move of the item, and the storefront
// only asks it which actions to offer (no actor of it runs in the page, so the page's recorder sees
// none of its transitions). Each path's order is placed through the API (for the scenario: paid
// online, awaiting its online payment, cash on delivery, or a request for a price), of a seeded
// product whose rules allow what the path asks (a subscription for a cancellation after delivery,
// a product with returns or replacements for those). Then the customer's events are the page's:
// Cancel item, Return item, Replace item (each first with its request cut: the dialog says it
// could not be sent and keeps the reason), Cancel order, and Pay now at the payments sandbox
// (approved or declined). The seller's and courier's events have no storefront screen: they are
// the server's fulfilment endpoint, and the page is read again. After every step the item's
// lifecycle is read back from the server (the customer's actions answer) and must be the model's
// state; the transitions it took are then worked out with the same machine from the stored
// lifecycle before the step, and kept as this test's browser records beside the page's own. What
// the page must show of each state: the item's status, the last line of its tracking (with its
// refund), and how far its return has come.

const CFS = CFS_BASE_PATH;
const PASSWORD = 'Item-paths-2026';
const NAMES = { firstName: 'Ira', lastName: 'Paths' };
const FULFILMENT = { [FULFILMENT_KEY_HEADER]: process.env.E2E_FULFILMENT_KEY ?? '' };

const ORDER_WORDS: Record<OrderStatus, string> = {
  Received: 'Received',
  InProgress: 'In progress',
  Fulfilled: 'Delivered',
  Cancelled: 'Cancelled',
  Return: 'Return in progress',
  Refund: 'Refunded',
  Rejected: 'Rejected',
};
const REQUEST_WORDS: Record<RequestStatus, string> = {
  open: 'Request open',
  pending: 'Request pending',
  rejected: 'Request rejected',
  Fulfilled: 'Request fulfilled',
  Cancelled: 'Request cancelled',
  Return: 'Request: return',
};
const RETURN_WORDS = {
  requested: 'A return is under way: the seller is reviewing your request.',
  approved: 'A return is under way: the seller approved it and arranges the pickup.',
  completed: 'This item was returned.',
} as const;

interface Product {
  product_id: number;
  product_name: string;
  price_visibility: boolean;
  final_price: number;
  max_quantity?: number | null;
}

/** What a path's product must allow. */
interface Needs {
  kind: 'goods' | 'subscription' | 'request';
  return: boolean;
  replace: boolean;
}

async function body<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { response_body: T }).response_body;
}

/** The seeded products each kind of path orders, read once per worker. */
const chosen = new Map<string, Promise<Product>>();

function productFor(request: APIRequestContext, needs: Needs): Promise<Product> {
  const key = JSON.stringify(needs);
  let found = chosen.get(key);
  if (!found) {
    found = findProduct(request, needs);
    chosen.set(key, found);
  }
  return found;
}

async function findProduct(request: APIRequestContext, needs: Needs): Promise<Product> {
  const type = needs.kind === 'subscription' ? 'Subscription' : 'Physical';
  const { products } = await body<{ products: Product[] }>(
    await request.get('/pbs/rest/v3/products', {
      params: { 'product-type': type, availability: 'in_stock', 'page-limit': 100, 'page-number': 1 },
      headers: { 'realm-name': 'demo' },
    }),
  );
  const priced = needs.kind !== 'request';
  const candidates = products
    .filter((product) =>
      priced ? product.price_visibility && product.final_price > 0 : !product.price_visibility,
    )
    .sort((a, b) => (b.max_quantity ?? 0) - (a.max_quantity ?? 0));
  for (const product of candidates) {
    const { business_rules: rules } = await body<{ business_rules: { label: string; value: string }[] }>(
      await request.get(`/pbs/rest/v3/product-description/${product.product_id}`, {
        headers: { 'realm-name': 'demo' },
      }),
    );
    const on = (label: string) => rules.some((rule) => rule.label === label && rule.value === 'Yes');
    const fits =
      (needs.kind === 'request' || on('Cancellation Allowed')) &&
      (needs.kind !== 'subscription' || on('Refund Cancellation Allowed')) &&
      (!needs.return || on('Return Allowed')) &&
      (!needs.replace || on('Replacement Allowed'));
    if (fits) return product;
  }
  throw new Error(`The seed has no in-stock product for ${JSON.stringify(needs)}`);
}

const labelsOf = (path: ModelPath) => path.steps.map((step) => step.label);
const cancelsAfterDelivery = (path: ModelPath) =>
  path.steps.some((step, index) => step.label === EVENTS.cancel && prior(path, index)?.matches('fulfilled'));

function needsOf(path: ModelPath): Needs {
  const labels = labelsOf(path);
  const kind =
    path.scenario === SCENARIOS.request ? 'request' : cancelsAfterDelivery(path) ? 'subscription' : 'goods';
  return {
    kind,
    return: labels.includes(EVENTS.returnInTime),
    replace: labels.includes(EVENTS.replaceInTime),
  };
}

/** The parts of an item's state the model tells apart (its projection), as the server stores them. */
function projectionOf(snapshot: OrderItemSnapshot) {
  const { context } = snapshot;
  return {
    state: itemStateOf(snapshot),
    // Paid or not: the server keeps an online order's own word for it (Completed once paid,
    // Failed once cancelled unpaid), the machine its own (Placed, Created); both read them alike.
    paid: paidMinor(context) > 0,
    delivered: context.deliveredAt !== null,
    // A request-based item cancelled keeps no request in the machine's context; the server keeps
    // the customer's cancel request all the same (order_item_requests), read back with the item.
    request: itemStateOf(snapshot) === 'request.cancelled' ? null : context.request,
    refund: context.refund?.status ?? null,
    replaced: context.replaced,
  };
}

class OrderItemPlayer {
  customer = { email: uniqueEmail('item-paths'), password: PASSWORD, ...NAMES };
  token = '';
  product!: Product;
  orderId = 0;
  orderNumber = '';
  itemId = 0;
  /** The item's lifecycle as the server last answered it. */
  lifecycle!: OrderItemActions;
  private readonly records: TransitionRecord[] = [];

  constructor(readonly at: PathPage) {}

  get page(): Page {
    return this.at.page;
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async open(path: ModelPath): Promise<void> {
    const { request, baseURL } = this.at;
    this.product = await productFor(request, needsOf(path));
    await createCustomer(request, baseURL, this.customer);
    const tokens = await body<Record<string, string>>(
      await request.post(`${baseURL}/ums/rest/v3/login`, {
        data: { username: this.customer.email, password: this.customer.password },
        headers: { 'realm-name': 'demo' },
      }),
    );
    this.token = tokens.access_token ?? '';
    await this.placeOrder(path.scenario);
    if (path.scenario === SCENARIOS.paidOnline) await this.payThroughApi();
    else await this.recordStart();
    await this.page.context().addCookies(
      ['access_token', 'refresh_token', 'id_token'].map((name) => ({
        name,
        value: tokens[name] ?? '',
        url: baseURL,
        sameSite: 'Strict' as const,
      })),
    );
    await this.openOrderPage();
  }

  /** The path's order, placed through the checkout calls the storefront makes. */
  private async placeOrder(scenario: string): Promise<void> {
    const { request } = this.at;
    const headers = this.headers;
    const isRequest = scenario === SCENARIOS.request;
    if (!isRequest) {
      await body(
        await request.post(`${CFS}/customer-address`, {
          headers,
          data: {
            full_name: 'Ira Paths',
            phone_number: '9876543210',
            address_line_1: '4 Residency Road',
            city: 'Bengaluru',
            state: 'Karnataka',
            pincode: '560001',
          },
        }),
      );
    }
    await body(
      await request.post(`${CFS}/customer-cart`, {
        headers,
        data: { customer_cart: [{ product: this.product.product_id, cart_quantity: 1 }] },
      }),
    );
    const checkout = await body<{ checkout_id: string }>(
      await request.post(`${CFS}/checkout-journey`, { headers, data: { source: 'cart' } }),
    );
    if (!isRequest) {
      const { payment_types: types } = await body<{ payment_types: { id: number; payment_type: string }[] }>(
        await request.get(`${CFS}/payment-types`, { headers }),
      );
      const code = scenario === SCENARIOS.cashOnDelivery ? 'COD' : 'CASHFREE';
      const type = types.find((candidate) => candidate.payment_type === code);
      if (!type) throw new Error(`The store has no ${code} payment`);
      await body(
        await request.put(`${CFS}/checkout-journey/${checkout.checkout_id}/payment-type`, {
          headers,
          data: { payment_type_ids: [type.id] },
        }),
      );
    }
    const placed = await body<OrderPlacement>(
      await request.post(`${CFS}/create-order`, { headers, data: { checkout_id: checkout.checkout_id } }),
    );
    this.orderId = placed.order_id;
    this.orderNumber = placed.order_number;
    const order = await body<{ items: { order_item_id: number }[] }>(
      await request.get(`${CFS}/orders-with-items/${this.orderId}`, { headers }),
    );
    this.itemId = order.items[0]?.order_item_id ?? 0;
    this.lifecycle = await this.readLifecycle();
  }

  /** Paid at the payments sandbox through the API, as the shopper's browser would post it. */
  private async payThroughApi(): Promise<void> {
    const { request } = this.at;
    const handOff = await body<OrderCheckout>(
      await request.post(`${CFS}/order-checkout`, {
        headers: this.headers,
        data: { order_id: this.orderId },
      }),
    );
    const fields: Record<string, string> = {
      ...(handOff.hand_off.fields as unknown as Record<string, string>),
    };
    const sandbox = await request.post(handOff.hand_off.payment_gateway_url, { form: fields });
    const action = /action="(\/payments-sandbox\/attempts\/[0-9a-f-]+\/approve)"/.exec(
      await sandbox.text(),
    )?.[1];
    if (!action) throw new Error('The sandbox offered no Approve');
    const back = await request.post(action, { maxRedirects: 0 });
    expect(back.status()).toBe(303);
    const answer = Object.fromEntries(new URL(back.headers().location ?? '').searchParams);
    await body(
      await request.put(`${CFS}/check-order-status/${this.orderId}`, {
        headers: this.headers,
        data: { provider_answer: answer },
      }),
    );
    this.lifecycle = await this.readLifecycle();
  }

  async readLifecycle(): Promise<OrderItemActions> {
    return body<OrderItemActions>(
      await this.at.request.get(`${CFS}${ORDER_ITEM_PATHS.actions(this.itemId)}`, { headers: this.headers }),
    );
  }

  async openOrderPage(): Promise<void> {
    const answered = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === `${CFS}${ORDER_ITEM_PATHS.actions(this.itemId)}`,
    );
    await this.page.goto(`/userprofile/order/${this.orderId}`);
    expect((await answered).ok()).toBe(true);
  }

  /** The seller or courier moves the item (the fulfilment endpoint); the page is read again. */
  async fulfil(event: string): Promise<void> {
    const response = await this.at.request.post(`${FULFILMENT_BASE_PATH}/order-items/${this.itemId}/events`, {
      headers: FULFILMENT,
      data: { event },
    });
    expect(response.status(), await response.text()).toBe(200);
    await this.openOrderPage();
  }

  /** The customer's Cancel item, Return item or Replace item, its first request cut on the way. */
  async act(kind: 'cancel' | 'return' | 'replace'): Promise<void> {
    const name = this.product.product_name;
    const words = {
      cancel: ['Cancel', 'cancellation'],
      return: ['Return', 'return'],
      replace: ['Replace', 'replacement'],
    };
    const [verb, noun] = words[kind];
    await this.page.getByRole('button', { name: `${verb} item – ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `${verb} ${name}` });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await reason.fill('Paths of the item');
    // The network drops the first request: the dialog says so and keeps what was typed.
    await this.page.route(endpoint(`${CFS}${ORDER_ITEM_PATHS[kind]}`), (route) => route.abort('failed'), {
      times: 1,
    });
    await dialog.getByRole('button', { name: `Confirm ${noun}` }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'We could not reach the store. Check your connection and try again.',
    );
    await expect(reason).toHaveValue('Paths of the item');
    await dialog.getByRole('button', { name: `Confirm ${noun}` }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('status').filter({ hasText: /Request status|refund/i })).toBeVisible();
  }

  /** Pay now, approved or declined at the sandbox; then the order's page again. */
  async payNow(decision: 'Approve payment' | 'Decline payment'): Promise<void> {
    await this.page.getByRole('button', { name: `Pay now for order ${this.orderNumber}` }).click();
    await this.page.getByRole('button', { name: decision }).click();
    if (decision === 'Approve payment')
      await expect(this.page).toHaveURL(new RegExp(`/order-confirmation/${this.orderId}$`));
    else
      await expect(
        this.page.getByRole('alert').filter({ hasText: 'Your payment did not go through' }),
      ).toBeVisible();
    await this.openOrderPage();
  }

  async cancelOrder(): Promise<void> {
    await this.page.getByRole('button', { name: `Cancel order ${this.orderNumber}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Cancel order ${this.orderNumber}?` });
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The item's first state, and the transitions that led to it from `placed` as the order was made. */
  private async recordStart(): Promise<void> {
    const { context } = this.lifecycle.lifecycle;
    const taken: TransitionRecord[] = [];
    const actor = createActor(orderItemMachine, {
      input: {
        flow: context.flow,
        paymentMode: context.paymentMode,
        paymentStatus: context.paymentStatus,
        amountMinor: context.amountMinor,
        rules: context.rules,
      },
      inspect: collect(taken),
    });
    actor.start();
    expect(itemStateOf(actor.getSnapshot())).toBe(this.lifecycle.lifecycle.state);
    actor.stop();
    this.keep(taken);
  }

  /**
   * After a step: the item as the server stores it is the model's state, and the transitions it
   * took are those the machine takes from the stored lifecycle before the step on that event.
   */
  async settled(step: ModelStep): Promise<void> {
    const before = this.lifecycle;
    const expected = projectionOf(step.state as OrderItemSnapshot);
    let after = before;
    await expect
      .poll(
        async () => {
          after = await this.readLifecycle();
          const snapshot = restoreLifecycle(after.lifecycle);
          return snapshot && projectionOf(snapshot);
        },
        { message: `the server's item is ${expected.state}`, intervals: [100, 250, 500] },
      )
      .toEqual(expected);
    this.lifecycle = after;
    const from = restoreLifecycle(before.lifecycle);
    if (!from) throw new Error(`Unknown stored state ${before.lifecycle.state}`);
    const taken: TransitionRecord[] = [];
    const actor = createActor(orderItemMachine, {
      snapshot: from,
      input: from.context,
      inspect: collect(taken),
    });
    actor.start();
    actor.send({ ...step.event, at: Date.parse(after.server_time) } as never);
    expect(itemStateOf(actor.getSnapshot())).toBe(after.lifecycle.state);
    actor.stop();
    this.keep(taken);
  }

  /** Kept beside the page's own records (e2e/fixtures.ts), which global teardown merges. */
  private keep(taken: TransitionRecord[]): void {
    this.records.push(...taken);
    mkdirSync(TRANSITIONS_DIR, { recursive: true });
    writeFileSync(
      join(TRANSITIONS_DIR, `${test.info().testId}-orderItem.json`),
      JSON.stringify(this.records),
    );
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    const snapshot = state as OrderItemSnapshot;
    const statuses = itemStatusesOf(snapshot);
    const status =
      statuses.orderStatus !== null
        ? ORDER_WORDS[statuses.orderStatus]
        : statuses.requestStatus !== null
          ? REQUEST_WORDS[statuses.requestStatus]
          : '';
    const items = this.page.getByRole('list', { name: `Items of order ${this.orderNumber}` });
    await expect(items.getByText(`Status: ${status}`, { exact: true })).toBeVisible();
    const refund =
      statuses.refundStatus === 'Initiated'
        ? ' · Refund initiated'
        : statuses.refundStatus === 'Completed'
          ? ' · Refund completed'
          : '';
    const tracking = this.page.getByRole('list', {
      name: `Tracking of ${this.product.product_name}`,
      includeHidden: true,
    });
    await expect(tracking.locator(':scope > li').last()).toHaveText(
      new RegExp(`^${literal(status + refund)} — `),
    );
    const progress = returnProgressOf(snapshot);
    for (const [stage, words] of Object.entries(RETURN_WORDS))
      await expect(items.getByText(words, { exact: true })).toHaveCount(stage === progress ? 1 : 0);
    if (snapshot.matches('awaitingPayment'))
      await expect(
        this.page.getByRole('button', { name: `Pay now for order ${this.orderNumber}` }),
      ).toBeVisible();
  }
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function collect(taken: TransitionRecord[]) {
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) taken.push(transitionRecordOf(transition));
  };
}

const prior = (path: ModelPath, index: number) =>
  path.steps[index - 1]?.state as OrderItemSnapshot | undefined;
/** The item takes the step's event (a refused move changes nothing the browser could show). */
const takes = (path: ModelPath, index: number) => {
  const step = path.steps[index];
  return step !== undefined && (prior(path, index)?.can(step.event as never) ?? false);
};

const fulfilment = (type: string): BrowserEvent<OrderItemPlayer> => ({
  can: takes,
  play: (player) => player.fulfil(type),
});

const events: Record<string, BrowserEvent<OrderItemPlayer>> = {
  [EVENTS.accept]: fulfilment('ACCEPT'),
  [EVENTS.reject]: fulfilment('REJECT'),
  [EVENTS.dispatch]: fulfilment('DISPATCH'),
  [EVENTS.deliver]: fulfilment('DELIVER'),
  [EVENTS.approve]: fulfilment('APPROVE'),
  [EVENTS.decline]: fulfilment('DECLINE'),
  [EVENTS.receive]: fulfilment('RECEIVE'),
  [EVENTS.refundCompleted]: fulfilment('REFUND_COMPLETED'),
  [EVENTS.paymentPlaced]: { can: takes, play: (player) => player.payNow('Approve payment') },
  [EVENTS.paymentFailed]: { can: takes, play: (player) => player.payNow('Decline payment') },
  [EVENTS.cancelOrder]: { can: takes, play: (player) => player.cancelOrder() },
  // Within its window: no product allows both a cancellation after delivery and a return or a
  // replacement, so a path asks for one of them.
  [EVENTS.cancel]: {
    can: (path, index) =>
      takes(path, index) &&
      !(
        prior(path, index)?.matches('fulfilled') &&
        labelsOf(path).some((label) => label === EVENTS.returnInTime || label === EVENTS.replaceInTime)
      ),
    play: (player) => player.act('cancel'),
  },
  [EVENTS.returnInTime]: { can: takes, play: (player) => player.act('return') },
  [EVENTS.replaceInTime]: { can: takes, play: (player) => player.act('replace') },
};

export const orderItemPaths: BrowserPaths = {
  model: orderItemModel,
  scenarios: [SCENARIOS.awaitingPayment, SCENARIOS.cashOnDelivery, SCENARIOS.request],
  events,
  notDrivable: {},
  player: (at) => {
    const player = new OrderItemPlayer(at);
    return {
      open: (path: ModelPath) => player.open(path),
      play: async (step: ModelStep, index: number, path: ModelPath) => {
        await playEvent(events, player, step, index, path);
        await player.settled(step);
      },
      expectState: (state) => player.expectState(state),
    };
  },
};

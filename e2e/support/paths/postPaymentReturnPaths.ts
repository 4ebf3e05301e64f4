import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { CFS_BASE_PATH } from '../../../contracts/cfs.ts';
import type { PaymentFlags } from '../../../machines/checkout/postPaymentReturn.types.ts';
import type { ModelPath, ModelStep } from '../../../scripts/paths/graphCoverage.ts';
import { STORAGE_KEYS } from '../../../src/app/storage/storageKeys.ts';
import {
  EVENTS,
  ORDER_ID,
  postPaymentReturnModel,
  SCENARIOS,
} from '../../../tests/model/models/postPaymentReturn.model.ts';
import { createCustomer, uniqueEmail } from '../accounts.ts';
import { type BrowserEvent, type BrowserPaths, outputOf, type PathPage, playEvent } from './browserPaths.ts';
import { endpoint, HeldRequests } from './heldRequests.ts';

// The post-payment return in the browser. What the shopper's browser keeps of a payment under way
// (payDone, orderID, whether they were told the order waits) is put into local storage before the
// page reads it, as the step that reads it says; the order-status check is held until a step
// answers it with the message the model's event names, or refuses it, or leaves it unanswered.
// What the page shows is the toast each outcome raises, and no toast where nothing was to be told.

const PASSWORD = 'Return-paths-2026';
const NAMES = { firstName: 'Rhea', lastName: 'Paths' };
const CUSTOMER_NAME = `${NAMES.firstName} ${NAMES.lastName}`;
/** paymentStorage.ts: the order the shopper was told waits for its payment. */
const AWAITED_TOLD_KEY = 'payment_awaited_told';

/** The flags as the storefront keeps them in local storage (null: not kept). */
function storageOf(flags: PaymentFlags): Record<string, string | null> {
  return {
    [STORAGE_KEYS.payDone]: flags.payDone === null ? null : String(flags.payDone),
    [STORAGE_KEYS.orderId]: flags.orderId,
    [AWAITED_TOLD_KEY]: flags.awaitedToldFor,
  };
}

/** The flags the path's next read finds, when the step at `index` leads the page to read them. */
function flagsReadAfter(path: ModelPath, index: number): PaymentFlags | null {
  const step = path.steps[index];
  const next = path.steps[index + 1];
  if (!step?.state.matches({ customer: 'readingFlags' }) || !next) return null;
  if (!next.label.startsWith('xstate.done.actor.readPaymentFlags')) return null;
  return outputOf<PaymentFlags>(next);
}

const needsCustomer = (path: ModelPath) => path.steps.some((step) => step.state.matches('customer'));

class PostPaymentReturnPlayer {
  check!: HeldRequests;
  customer = { email: uniqueEmail('return-paths'), password: PASSWORD, ...NAMES };

  constructor(readonly at: PathPage) {}

  get page(): Page {
    return this.at.page;
  }

  async open(path: ModelPath): Promise<void> {
    this.check = await HeldRequests.on(
      this.page,
      'the order-status check',
      endpoint(`${CFS_BASE_PATH}/check-order-status/${ORDER_ID}`),
    );
    if (needsCustomer(path)) await createCustomer(this.at.request, this.at.baseURL, this.customer);
    if (path.steps[1]?.label === EVENTS.signedIn) await this.signInThroughApi();
    // The flags the first read finds (when the path reads them as the page opens), set once.
    const flags = flagsReadAfter(path, 1);
    if (flags) {
      await this.page.addInitScript((entries) => {
        if (sessionStorage.getItem('return-paths-set')) return;
        sessionStorage.setItem('return-paths-set', 'true');
        for (const [key, value] of Object.entries(entries)) {
          if (value === null) localStorage.removeItem(key);
          else localStorage.setItem(key, value);
        }
      }, storageOf(flags));
    }
    await this.page.goto(path.scenario === SCENARIOS.orderStatus ? `/order-status?order=${ORDER_ID}` : '/');
  }

  /** Before a step that has the page read the flags: they are as the read is to find them. */
  async keepFlags(path: ModelPath, index: number): Promise<void> {
    const flags = flagsReadAfter(path, index);
    if (!flags) return;
    await this.page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    }, storageOf(flags));
  }

  private async signInThroughApi(): Promise<void> {
    const response = await this.at.request.post(`${this.at.baseURL}/ums/rest/v3/login`, {
      data: { username: this.customer.email, password: this.customer.password },
      headers: { 'realm-name': 'demo' },
    });
    expect(response.ok()).toBe(true);
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

  async signIn(): Promise<void> {
    await this.page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await this.page.getByRole('textbox', { name: 'E-mail or phone' }).fill(this.customer.email);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(this.customer.password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(this.page.getByRole('banner').getByRole('button', { name: CUSTOMER_NAME })).toBeVisible();
  }

  /** The toast an outcome raises, by the model's effect. */
  toast(text: string | RegExp) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    const account = this.page.getByRole('banner').getByRole('button', { name: CUSTOMER_NAME });
    if (state.matches('waitingForSession')) {
      await expect(this.page.getByRole('banner')).toBeVisible();
    } else if (state.matches('guest')) {
      await expect(this.page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    } else if (state.matches({ customer: 'checkingStatus' })) {
      await this.check.arrived();
    } else if (state.matches({ customer: 'readingFlags' })) {
      // Reading local storage: done within the step (the read's step finds it done).
      await expect(account).toBeVisible();
    } else if (state.matches({ customer: 'idle' })) {
      await expect(account).toBeVisible();
    } else {
      throw new Error(`No check for the post-payment return in ${JSON.stringify(state.value)}`);
    }
  }

  /**
   * What the shopper is told of the check just answered, as its toast says it: the awaited payment
   * once per order (not again when told before), nothing for an order cancelled unpaid.
   */
  async expectToldAfter(before: AnyMachineSnapshot, after: AnyMachineSnapshot): Promise<void> {
    const { outcome } = after.context as { outcome: string | null };
    const checked = before.context as { awaitedToldFor: string | null; orderId: string | null };
    const toldBefore = checked.awaitedToldFor !== null && checked.awaitedToldFor === checked.orderId;
    if (outcome === 'placed') await expect(this.toast('Your order has been placed.')).toBeVisible();
    else if (outcome === 'failed') await expect(this.toast(/Your payment did not go through/)).toBeVisible();
    else if (outcome === 'owedBack') await expect(this.toast(/it will be refunded to you/)).toBeVisible();
    else if (outcome === 'awaited' && !toldBefore) await expect(this.toast(/is not paid yet/)).toBeVisible();
  }
}

const nothing: BrowserEvent<PostPaymentReturnPlayer> = { play: async () => undefined };
/** After the check's answer (or its failure), the toast it raises, or none. */
function thenTold(
  settle: (player: PostPaymentReturnPlayer, step: ModelStep) => Promise<void>,
): BrowserEvent<PostPaymentReturnPlayer> {
  return {
    play: async (player, step, index, path) => {
      await settle(player, step);
      const before = path.steps[index - 1]?.state;
      if (before) await player.expectToldAfter(before, step.state);
    },
  };
}
/** The check answered with the model's message. */
const outputMessage = thenTold((player, step) =>
  player.check.answer(200, {
    message: outputOf<{ message: string }>(step).message,
    order_id: Number(ORDER_ID),
    order_status: null,
    payment_status: null,
  }),
);

const events: Record<string, BrowserEvent<PostPaymentReturnPlayer>> = {
  // The session decides as the page loads: as a guest, or signed in with the path's cookies.
  [EVENTS.guest]: { can: (_path, index) => index === 1, play: async () => undefined },
  [EVENTS.signedIn]: {
    play: async (player, _step, index) => {
      if (index > 1) await player.signIn();
    },
  },
  [EVENTS.signedOut]: {
    play: async (player) => {
      await player.page.getByRole('banner').getByRole('button', { name: CUSTOMER_NAME }).click();
      const loaded = player.page.waitForEvent('load');
      await player.page.getByRole('menuitem', { name: 'Sign out' }).click();
      await loaded;
    },
  },
  [EVENTS.toHome]: {
    play: (player) => player.page.getByRole('banner').getByRole('link', { name: /home$/ }).click(),
  },
  [EVENTS.toOrders]: {
    // The account menu's Orders: only a customer has it.
    can: (path, index) => path.steps[index - 1]?.state.matches('customer') ?? false,
    play: async (player) => {
      await player.page.getByRole('banner').getByRole('button', { name: CUSTOMER_NAME }).click();
      await player.page.getByRole('menuitem', { name: 'Orders' }).click();
    },
  },
  // The flags are in local storage already (keepFlags): the page has read them.
  [EVENTS.settled]: nothing,
  [EVENTS.toCheck]: nothing,
  [EVENTS.toldBefore]: nothing,
  [EVENTS.noOrder]: nothing,
  [EVENTS.none]: nothing,
  [EVENTS.paid]: outputMessage,
  [EVENTS.awaited]: outputMessage,
  [EVENTS.owedBack]: outputMessage,
  [EVENTS.cancelled]: outputMessage,
  [EVENTS.unpaid]: outputMessage,
  [EVENTS.notPaid]: outputMessage,
  [EVENTS.checkOffline]: thenTold((player) => player.check.fail()),
  [EVENTS.checkRefused]: thenTold((player) => player.check.answer(404, null, 'Order not found')),
};

export const postPaymentReturnPaths: BrowserPaths = {
  model: postPaymentReturnModel,
  scenarios: [SCENARIOS.home, SCENARIOS.orderStatus],
  events,
  notDrivable: {
    'customer.readingFlags —xstate.error.actor.readPaymentFlags→ customer.idle':
      'never taken by the app: reading the flags swallows a storage error (readStorage), so readPaymentFlags cannot fail',
  },
  player: (at) => {
    const player = new PostPaymentReturnPlayer(at);
    return {
      open: (path: ModelPath) => player.open(path),
      play: async (step: ModelStep, index: number, path: ModelPath) => {
        await player.keepFlags(path, index);
        await playEvent(events, player, step, index, path);
      },
      expectState: (state) => player.expectState(state),
    };
  },
};

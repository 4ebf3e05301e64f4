import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PaymentMethod } from '../../../contracts/checkout.ts';
import { offeredMethods } from '../../../machines/checkout/paymentRules.ts';
import type { PaymentSelectionSnapshot } from '../../../machines/checkout/paymentSelection.machine.ts';
import type { PaymentSelectionContext } from '../../../machines/checkout/paymentSelection.types.ts';
import { type ModelPath, type ModelStep, pathFromEvents } from '../../../scripts/paths/graphCoverage.ts';
import { METHODS } from '../../../tests/model/models/checkoutFixtures.ts';
import {
  EVENTS,
  paymentSelectionModel,
  SCENARIOS,
} from '../../../tests/model/models/paymentSelection.model.ts';
import {
  type BrowserEvent,
  type BrowserPaths,
  type PathPage,
  playEvent,
  snapshotsOf,
} from './browserPaths.ts';
import { CheckoutShopper, PATH_ADDRESSES, pathProducts } from './checkoutShopper.ts';
import { HeldRequests } from './heldRequests.ts';

// The payment selection in the browser: the checkout's third step. Each path has a customer of its
// own with a checkout made through the API (a served default address, one product): a physical one
// when the store's both modes apply, a subscription when only online payment does, and the physical
// one made free by the store's 100 % coupon when nothing is to be paid. The page is taken to the
// payment step (the summary, for a free order) through the checkout's own buttons. The payment
// step is one radio group, one way to pay: a click on a method tells the selection to remove every
// other chosen method, then to select it. So the model's SELECT is a click on a method while none
// is chosen (or another online method replacing one); its REMOVE is the click on another method
// (REMOVE then SELECT in one action: the SELECT step that follows finds it done). RESET is the
// checkout's: the store's 100 % coupon applied at the summary (nothing to pay), then removed (both
// modes again). The gateway's configuration request is held until a step answers it or cuts it.
//
// Not driven in the browser: the model's "pay on delivery only" scenario (the demo store takes both
// modes, and no product takes online payment away); a removal with nothing chosen next (the radios
// never leave a selection empty); cash on delivery added to an online method (one way to pay).

const NAMES = { firstName: 'Pia', lastName: 'Paths' };
const FREE_COUPON = 'FREEORDER';
/** The store's names of the model's methods, as the payment step labels them. */
const LABELS: Record<number, string> = {
  [METHODS.cod.id]: 'Cash on delivery',
  [METHODS.card.id]: 'Card',
  [METHODS.hosted.id]: 'Amazon Payment Services',
};

/** The path's own snapshot before step `index` (not the graph node's: see snapshotsOf). */
const prior = (path: ModelPath, index: number) =>
  snapshotsOf(paymentSelectionModel, path)[index - 1] as PaymentSelectionSnapshot | undefined;
const contextBefore = (path: ModelPath, index: number) =>
  prior(path, index)?.context as PaymentSelectionContext;
const methodOf = (step: ModelStep | undefined) =>
  (step?.event as (EventObject & { methodId?: number }) | undefined)?.methodId;
const isOffered = (context: PaymentSelectionContext, methodId: number) =>
  offeredMethods(context.methods, context.restrictions).some((method) => method.id === methodId);
const isGateway = (methodId: number) =>
  Object.values(METHODS).some((method: PaymentMethod) => method.id === methodId && method.is_payment_gateway);
const nothingToPay = (context: PaymentSelectionContext) =>
  !context.restrictions.online_payment && !context.restrictions.pay_on_delivery;

/** A click on a method ends with it chosen alone, as the model's SELECT leaves the selection. */
function clickSelects(context: PaymentSelectionContext, methodId: number): boolean {
  if (!isOffered(context, methodId)) return false;
  if (context.payment.length === 0) return true;
  // Another online method replaces the one chosen; a click on the chosen one changes nothing.
  return (
    isGateway(methodId) &&
    context.payment.every((method) => method.is_payment_gateway && method.id !== methodId)
  );
}

class PaymentSelectionPlayer {
  shopper: CheckoutShopper;
  config!: HeldRequests;
  path!: ModelPath;
  index = 0;

  constructor(readonly at: PathPage) {
    this.shopper = new CheckoutShopper(at, NAMES);
  }

  get page(): Page {
    return this.at.page;
  }

  main() {
    return this.page.getByRole('main');
  }

  stepHeading(step: number, of: number) {
    return this.main().getByRole('heading', { name: new RegExp(`^Step ${step} of ${of}:`) });
  }

  radio(methodId: number) {
    const label = LABELS[methodId];
    if (!label) throw new Error(`No method ${methodId} in the model`);
    return this.main().getByRole('radio', { name: label, exact: true });
  }

  async open(path: ModelPath): Promise<void> {
    this.path = path;
    this.index = 0;
    this.config = await HeldRequests.on(
      this.page,
      'the payment configuration',
      /\/payment-config\/\d+(\?|$)/,
    );
    const products = await pathProducts(this.at);
    await this.shopper.signUpAndIn();
    await this.shopper.fillCart([
      path.scenario === SCENARIOS.online ? products.onlineOnly : products.physical,
    ]);
    await this.shopper.addAddress(PATH_ADDRESSES.home);
    const checkout = await this.shopper.createCheckout();
    if (path.scenario === SCENARIOS.free) await this.shopper.applyCoupon(checkout.checkout_id, FREE_COUPON);
    await this.page.goto(`/checkout/${checkout.checkout_id}`);
    await this.main().getByRole('button', { name: 'Continue', exact: true }).click();
    if (path.scenario !== SCENARIOS.free) await this.toPayment();
  }

  /** From the summary to the payment step (a page at the payment step stays). */
  async toPayment(): Promise<void> {
    const next = this.main().getByRole('button', { name: 'Continue to payment' });
    await expect(next.or(this.stepHeading(3, 3))).toBeVisible();
    if (await next.isVisible()) await next.click();
    await expect(this.stepHeading(3, 3)).toBeVisible();
  }

  /** From the payment step back to the summary. */
  async toSummary(): Promise<void> {
    const back = this.main().getByRole('button', { name: 'Back', exact: true });
    if (await this.stepHeading(3, 3).isVisible()) await back.click();
    await expect(this.main().getByRole('heading', { name: /^Step 2 of/ })).toBeVisible();
  }

  /** A click on the method at the payment step (REMOVE of the others, then SELECT). */
  async click(methodId: number): Promise<void> {
    await this.toPayment();
    await this.radio(methodId).click();
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    const snapshot = (snapshotsOf(paymentSelectionModel, this.path)[this.index] ??
      state) as PaymentSelectionSnapshot;
    expect(snapshot.value).toEqual(state.value);
    const context = snapshot.context;
    if (nothingToPay(context)) {
      // Nothing to pay: two steps, no payment step, nothing chosen.
      await expect(this.stepHeading(2, 2)).toBeVisible();
      await expect(this.main().getByRole('radio', { name: LABELS[METHODS.cod.id] })).toHaveCount(0);
      return;
    }
    const step = this.path.steps[this.index];
    const next = this.path.steps[this.index + 1];
    if (step?.label.startsWith('REMOVE') && next?.label.startsWith('SELECT')) {
      // Half of one click: the method removed is no longer chosen (the next is, as its step says).
      await expect(this.radio(methodOf(step) ?? 0)).not.toBeChecked();
      return;
    }
    if (!(await this.stepHeading(3, 3).isVisible())) {
      // At the summary, after the coupon was removed: the payment step is there again.
      await expect(this.stepHeading(2, 3)).toBeVisible();
      return;
    }
    for (const methodId of [METHODS.cod.id, METHODS.card.id, METHODS.hosted.id]) {
      const radio = this.radio(methodId);
      if (!isOffered(context, methodId)) await expect(radio).toHaveCount(0);
      else if (context.payment.some((method) => method.id === methodId)) await expect(radio).toBeChecked();
      else await expect(radio).not.toBeChecked();
    }
    const preparing = this.main().getByRole('status').filter({ hasText: 'Preparing the payment…' });
    if (snapshot.matches('loadingConfig')) {
      await this.config.arrived();
      await expect(preparing).toBeVisible();
    } else {
      await expect(preparing).toHaveCount(0);
    }
    const retry = this.main().getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveCount(context.error === null ? 0 : 1);
    const place = this.main().getByRole('button', { name: 'Place order' });
    if (context.isPaymentSelectionSatisfied && context.payment.length > 0) await expect(place).toBeEnabled();
    else await expect(place).toBeDisabled();
  }
}

/** The next step is a SELECT of a method a click would choose where this REMOVE leaves it. */
function removalBeforeSelect(path: ModelPath, index: number): boolean {
  const before = contextBefore(path, index);
  const removed = methodOf(path.steps[index]);
  const next = path.steps[index + 1];
  const chosen = methodOf(next);
  return (
    before.payment.length === 1 &&
    before.payment[0]?.id === removed &&
    next?.label.startsWith('SELECT') === true &&
    chosen !== undefined &&
    chosen !== removed &&
    isOffered(before, chosen)
  );
}

const select: BrowserEvent<PaymentSelectionPlayer> = {
  can: (path, index) =>
    path.steps[index - 1]?.label.startsWith('REMOVE') === true ||
    clickSelects(contextBefore(path, index), methodOf(path.steps[index]) ?? 0),
  play: async (player, step, index, path) => {
    // After a REMOVE step, its click chose this method already.
    if (path.steps[index - 1]?.label.startsWith('REMOVE')) return;
    await player.click(methodOf(step) ?? 0);
  },
};
const remove: BrowserEvent<PaymentSelectionPlayer> = {
  can: removalBeforeSelect,
  play: (player, _step, index, path) => player.click(methodOf(path.steps[index + 1]) ?? 0),
};

const events: Record<string, BrowserEvent<PaymentSelectionPlayer>> = {
  [EVENTS.selectCod]: select,
  [EVENTS.selectCard]: select,
  [EVENTS.selectHosted]: select,
  [EVENTS.removeCod]: remove,
  [EVENTS.removeCard]: remove,
  [EVENTS.retry]: {
    // The payment step offers Try again once the configuration failed.
    can: (path, index) => contextBefore(path, index).error !== null,
    play: (player) => player.main().getByRole('button', { name: 'Try again' }).click(),
  },
  [EVENTS.resetFree]: {
    // The store's 100 % coupon makes the order free: nothing to pay.
    can: (path, index) => !nothingToPay(contextBefore(path, index)),
    play: async (player) => {
      await player.toSummary();
      await player.main().getByRole('textbox', { name: 'Coupon code' }).fill(FREE_COUPON);
      await player.main().getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(player.main().getByText(`Coupon ${FREE_COUPON} applied`, { exact: false })).toBeVisible();
    },
  },
  [EVENTS.resetBoth]: {
    // Removed again, a physical product's order may be paid either way.
    can: (path, index) => nothingToPay(contextBefore(path, index)) && path.scenario !== SCENARIOS.online,
    play: async (player) => {
      await player
        .main()
        .getByRole('button', { name: `Remove the coupon ${FREE_COUPON}` })
        .click();
      await expect(player.stepHeading(2, 3)).toBeVisible();
    },
  },
  [EVENTS.configLoaded]: { play: (player) => player.config.pass() },
  [EVENTS.configFailed]: { play: (player) => player.config.fail() },
};

export const paymentSelectionPaths: BrowserPaths = {
  model: paymentSelectionModel,
  scenarios: [SCENARIOS.both, SCENARIOS.online, SCENARIOS.free],
  events,
  notDrivable: {},
  // Made when the paths are chosen (inside a test), not when this file loads: a path past the
  // model's limits fails that test with the reason.
  get handWritten() {
    return [
      // Cash on delivery, then the card instead (one click: REMOVE, then SELECT), its configuration
      // cut and tried again, then the order made free and payable again. Generated paths end where
      // a removal leaves nothing chosen, which the radios never do.
      pathFromEvents(paymentSelectionModel, SCENARIOS.both, [
        EVENTS.selectCod,
        EVENTS.removeCod,
        EVENTS.selectCard,
        EVENTS.configFailed,
        EVENTS.retry,
        EVENTS.configLoaded,
        EVENTS.resetFree,
        EVENTS.resetBoth,
      ]),
    ];
  },
  player: (at) => {
    const player = new PaymentSelectionPlayer(at);
    return {
      open: (path: ModelPath) => player.open(path),
      play: async (step: ModelStep, index: number, path: ModelPath) => {
        player.index = index;
        await playEvent(events, player, step, index, path);
        // A configuration still on its way when the selection changed is no longer awaited: it
        // goes to the server, and its answer to a selection that no longer waits for it.
        if (prior(path, index)?.matches('loadingConfig') && !step.label.startsWith('xstate.'))
          await player.config.pass();
      },
      expectState: (state) => player.expectState(state),
    };
  },
};

// vitest: fresh modules (pageLeaving keeps whether the page is unloading for the module's lifetime)
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { isCheckingPayment } from '../../machines/checkout/postPaymentReturn.machine.ts';
import { ApiError } from '../../src/api/apiError.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { readPaymentFlags, writePaymentFlags } from '../../src/app/storage/paymentStorage.ts';
import { postPaymentReturnLogic } from '../../src/features/checkout/actors/postPaymentReturn.ts';

// The post-payment return checks the order its flags name on every page. A check the browser cuts
// off because the page is being left (a reload, a link typed in) is no answer: the flags must stay
// for the next page, which checks again. Taken as a failure, they were cleared (the shopper never
// heard of the order again, and CI's unpaid-order journey lost its check now and then).

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => localStorage.clear());

/** An API whose order-status check fails with no answer once `cut` is called, as an abort does. */
function apiCutOff() {
  let cut: (error: ApiError) => void = () => {};
  const api = {
    request: () =>
      new Promise((_, reject) => {
        cut = reject;
      }),
  } as unknown as ApiClient;
  return { api, cut: () => cut(new ApiError(0, 'Failed to fetch')) };
}

describe('the order check as the page is left', () => {
  it('keeps the payment flags when the page unloads during the check', async () => {
    writePaymentFlags(60, 'cart');
    const { api, cut } = apiCutOff();
    const actor = createActor(postPaymentReturnLogic(api), { input: { route: { path: '/', search: {} } } });
    actor.start();
    actor.send({ type: 'SESSION.SIGNED_IN' });
    await waitFor(actor, isCheckingPayment);
    window.dispatchEvent(new Event('pagehide'));
    cut();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isCheckingPayment(actor.getSnapshot())).toBe(true);
    expect(readPaymentFlags()).toMatchObject({ orderId: '60', payDone: false });
    actor.stop();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('still takes a check that fails while the page stays as the failure SPEC section 8 names', async () => {
    writePaymentFlags(61, 'cart');
    const { api, cut } = apiCutOff();
    const actor = createActor(postPaymentReturnLogic(api), { input: { route: { path: '/', search: {} } } });
    actor.start();
    actor.send({ type: 'SESSION.SIGNED_IN' });
    await waitFor(actor, isCheckingPayment);
    cut();
    await waitFor(actor, (snapshot) => !isCheckingPayment(snapshot));
    expect(readPaymentFlags()).toMatchObject({ orderId: null, payDone: null });
    actor.stop();
  });
});

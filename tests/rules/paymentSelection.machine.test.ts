// Rules of the payment selection that its model paths do not tell apart (found by mutation
// testing, docs/testing/mutation.md): the stub actors of a model path answer whatever loading is
// pending, so a load that is not restarted looks the same as one that is.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PaymentConfig } from '../../contracts/checkout.ts';
import { paymentSelectionMachine } from '../../machines/checkout/paymentSelection.machine.ts';
import type { LoadPaymentConfigInput } from '../../machines/checkout/paymentSelection.types.ts';
import { ALL_METHODS, CARD_CONFIG, METHODS, MODES } from '../model/models/checkoutFixtures.ts';

const HOSTED_CONFIG: PaymentConfig = {
  ...CARD_CONFIG,
  payment_type_id: METHODS.hosted.id,
  provider: 'amazon_payment_services',
};

/** The selection with a configuration loader whose answers the test gives, one load at a time. */
function selection() {
  const loads: Array<{ input: LoadPaymentConfigInput; answer(config: PaymentConfig): void }> = [];
  const announced: Array<PaymentConfig | null> = [];
  const actor = createActor(
    paymentSelectionMachine.provide({
      // What the checkout would be told (the selection's parent): the configuration announced.
      actions: { announceSelection: ({ context }) => announced.push(context.paymentConfig) },
      actors: {
        loadPaymentConfig: fromPromise<PaymentConfig, LoadPaymentConfigInput>(
          ({ input }) => new Promise((resolve) => loads.push({ input, answer: resolve })),
        ),
      },
    }),
    { input: { methods: ALL_METHODS, restrictions: MODES.both } },
  );
  actor.start();
  return { actor, loads, announced };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('paymentSelection: the chosen gateway\'s configuration (SPEC section 4 "Payment selection")', () => {
  it('another gateway chosen while the first one loads loads its own configuration; the first answer is dropped', async () => {
    const { actor, loads, announced } = selection();
    actor.send({ type: 'SELECT', methodId: METHODS.card.id });
    actor.send({ type: 'SELECT', methodId: METHODS.hosted.id });
    expect(loads.map((load) => load.input)).toEqual([
      { paymentTypeId: METHODS.card.id },
      { paymentTypeId: METHODS.hosted.id },
    ]);

    loads[0]?.answer(CARD_CONFIG);
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingConfig');
    expect(actor.getSnapshot().context.paymentConfig).toBeNull();

    loads[1]?.answer(HOSTED_CONFIG);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.payment).toEqual([METHODS.hosted]);
    expect(actor.getSnapshot().context.paymentConfig).toEqual(HOSTED_CONFIG);
    expect(announced).not.toContainEqual(CARD_CONFIG);
    expect(announced.at(-1)).toEqual(HOSTED_CONFIG);
    actor.stop();
  });
});

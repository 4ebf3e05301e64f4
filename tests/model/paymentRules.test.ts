import { describe, expect, it } from 'vitest';
import type { PaymentMode, PaymentStatus } from '../../contracts/checkout.ts';
import {
  canPayNow,
  chosenGateway,
  eventsToChooseOnly,
  isSelectionSatisfied,
  offeredMethods,
  orderPaymentStateOf,
  withMethodChosen,
  withoutMethod,
} from '../../machines/checkout/paymentRules.ts';
import { ALL_METHODS, METHODS, MODES } from './models/checkoutFixtures.ts';

const { cod, card, hosted } = METHODS;

describe('payment rules (SPEC sections 4 and 5)', () => {
  it('offers gateway methods only with online payment, the others only with pay on delivery', () => {
    expect(offeredMethods(ALL_METHODS, MODES.both)).toEqual([cod, card, hosted]);
    expect(offeredMethods(ALL_METHODS, MODES.online)).toEqual([card, hosted]);
    expect(offeredMethods(ALL_METHODS, MODES.onDelivery)).toEqual([cod]);
    expect(offeredMethods(ALL_METHODS, MODES.none)).toEqual([]);
  });

  it('a gateway method replaces any other gateway method and keeps the others', () => {
    expect(withMethodChosen([cod, card], hosted)).toEqual([cod, hosted]);
    expect(withMethodChosen([card], card)).toEqual([card]);
    expect(chosenGateway(withMethodChosen([card], hosted))).toEqual(hosted);
  });

  it('non-gateway methods accumulate without duplicates', () => {
    expect(withMethodChosen([], cod)).toEqual([cod]);
    expect(withMethodChosen([card, cod], cod)).toEqual([card, cod]);
    expect(withMethodChosen([card], cod)).toEqual([card, cod]);
  });

  it('removes a method by id', () => {
    expect(withoutMethod([card, cod], card.id)).toEqual([cod]);
    expect(withoutMethod([cod], card.id)).toEqual([cod]);
    expect(chosenGateway([cod])).toBeNull();
  });

  it.each([
    ['nothing chosen, nothing to pay', [], MODES.none, true],
    ['a method chosen while nothing is to be paid', [cod], MODES.none, false],
    ['nothing chosen', [], MODES.both, false],
    ['a gateway when online payment is allowed', [card], MODES.online, true],
    ['a gateway when only pay on delivery is allowed', [card], MODES.onDelivery, false],
    ['cash on delivery when pay on delivery is allowed', [cod], MODES.onDelivery, true],
    ['cash on delivery when only online payment is allowed', [cod], MODES.online, false],
    ['either way when both are allowed (card)', [card], MODES.both, true],
    ['either way when both are allowed (cash)', [cod], MODES.both, true],
    ['both ways at once', [card, cod], MODES.both, false],
  ] as const)('satisfied: %s → %s', (_name, selection, modes, expected) => {
    expect(isSelectionSatisfied(selection, modes)).toBe(expected);
  });

  it('one way to pay (the radio group): the others are removed, then the method is selected', () => {
    expect(eventsToChooseOnly([], cod.id)).toEqual([{ type: 'SELECT', methodId: cod.id }]);
    expect(eventsToChooseOnly([card], cod.id)).toEqual([
      { type: 'REMOVE', methodId: card.id },
      { type: 'SELECT', methodId: cod.id },
    ]);
    expect(eventsToChooseOnly([cod], hosted.id)).toEqual([
      { type: 'REMOVE', methodId: cod.id },
      { type: 'SELECT', methodId: hosted.id },
    ]);
    expect(eventsToChooseOnly([cod], cod.id)).toEqual([]);
    expect(eventsToChooseOnly([card, cod], cod.id)).toEqual([{ type: 'REMOVE', methodId: card.id }]);
  });

  it('offers Pay now only for an online order awaiting its payment, within its payment window', () => {
    const placedAt = Date.parse('2026-03-02T09:00:00Z');
    const order = {
      payment_mode: 'online_payment',
      payment_status: 'Created',
      order_status: 'Received',
      created_at: '2026-03-02T09:00:00Z',
    };
    const minutes = (count: number) => placedAt + count * 60 * 1000;
    expect(canPayNow(order, minutes(1))).toBe(true);
    expect(canPayNow(order, minutes(29.9))).toBe(true);
    expect(canPayNow(order, minutes(30))).toBe(false);
    expect(canPayNow({ ...order, payment_status: 'Completed' }, minutes(1))).toBe(false);
    expect(canPayNow({ ...order, payment_status: 'Failed', order_status: 'Cancelled' }, minutes(1))).toBe(
      false,
    );
    expect(canPayNow({ ...order, order_status: 'Cancelled' }, minutes(1))).toBe(false);
    expect(canPayNow({ ...order, payment_mode: 'pay_on_delivery' }, minutes(1))).toBe(false);
    expect(canPayNow({ ...order, created_at: 'not a date' }, minutes(1))).toBe(false);
  });
});

describe('where a placed order’s payment stands', () => {
  const state = (payment_status: PaymentStatus | null, payment_mode: PaymentMode | null) =>
    orderPaymentStateOf({ payment_status, payment_mode });

  it('is free with nothing to pay, failed, paid, on delivery or awaited online', () => {
    expect(state(null, null)).toBe('free');
    expect(state('Created', null)).toBe('free');
    expect(state('Failed', 'online_payment')).toBe('failed');
    expect(state('Completed', 'online_payment')).toBe('paid');
    expect(state('Placed', 'pay_on_delivery')).toBe('paid');
    expect(state('Created', 'pay_on_delivery')).toBe('onDelivery');
    expect(state('Created', 'online_payment')).toBe('awaited');
  });
});

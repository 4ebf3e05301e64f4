// What the post-payment return tells others and refuses to do, beyond what its model paths judge
// (found by mutation testing, docs/testing/mutation.md): the model records the cart's reload as an
// effect, so the real message to the cart never ran in a test.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import { ORDER_PAID_MESSAGE, type OrderStatusCheck } from '../../contracts/checkout.ts';
import type { CartEvent } from '../../machines/cart/cart.types.ts';
import { postPaymentReturnMachine } from '../../machines/checkout/postPaymentReturn.machine.ts';
import type { PaymentFlags } from '../../machines/checkout/postPaymentReturn.types.ts';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The return beside a cart (systemId 'cart', as in the app's system) that records what it is sent. */
function returnBesideCart(flags: PaymentFlags, check: OrderStatusCheck) {
  const cartReceived: CartEvent[] = [];
  const checked: unknown[] = [];
  const host = setup({
    actors: {
      cart: fromCallback<CartEvent>(({ receive }) => {
        receive((event) => cartReceived.push(event));
      }),
      postPaymentReturn: postPaymentReturnMachine.provide({
        actors: {
          readPaymentFlags: fromPromise(async () => flags),
          checkOrderStatus: fromPromise(async ({ input }) => {
            checked.push(input);
            return check;
          }),
        },
      }),
    },
  }).createMachine({
    invoke: [
      { id: 'cart', systemId: 'cart', src: 'cart' },
      { id: 'postPaymentReturn', src: 'postPaymentReturn', input: { route: { path: '/', search: {} } } },
    ],
  });
  const actor = createActor(host);
  actor.start();
  const flow = actor.getSnapshot().children.postPaymentReturn;
  if (!flow) throw new Error('no post-payment return');
  return { flow, cartReceived, checked };
}

const paid = { message: ORDER_PAID_MESSAGE, order_id: 7, order_status: null } as unknown as OrderStatusCheck;

describe('postPaymentReturn: after the provider sends the shopper back (SPEC section 4)', () => {
  it('a paid order makes the cart read the server cart again (the order emptied it)', async () => {
    const { flow, cartReceived, checked } = returnBesideCart(
      { payDone: false, orderId: '7', awaitedToldFor: null },
      paid,
    );
    flow.send({ type: 'SESSION.SIGNED_IN' });
    await settle();
    await settle();
    expect(checked).toEqual([{ orderId: '7' }]);
    expect(cartReceived).toEqual([{ type: 'CHANGED_ELSEWHERE', guestLines: null }]);
  });

  it('flags naming no order are discarded: nothing is checked', async () => {
    const { flow, cartReceived, checked } = returnBesideCart(
      { payDone: false, orderId: null, awaitedToldFor: null },
      paid,
    );
    flow.send({ type: 'SESSION.SIGNED_IN' });
    await settle();
    await settle();
    expect(checked).toEqual([]);
    expect(cartReceived).toEqual([]);
    expect((flow.getSnapshot() as { context: { outcome: unknown } }).context.outcome).toBe('discarded');
  });

  it('an order id left without its payDone flag is not checked (nothing says a payment was made)', async () => {
    const { flow, cartReceived, checked } = returnBesideCart(
      { payDone: null, orderId: '7', awaitedToldFor: null },
      paid,
    );
    flow.send({ type: 'SESSION.SIGNED_IN' });
    await settle();
    await settle();
    expect(checked).toEqual([]);
    expect(cartReceived).toEqual([]);
  });
});

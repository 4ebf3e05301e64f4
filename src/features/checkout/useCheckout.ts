import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CheckoutSnapshot, checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import type { PaymentSelectionSnapshot } from '../../../machines/checkout/paymentSelection.machine.ts';
import type { PaymentSelectionEvent } from '../../../machines/checkout/paymentSelection.types.ts';

/** The checkout actor the page drives. */
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** Reads the checkout actor through a selector (the machine file's, or its context). */
export function useCheckout<T>(actor: CheckoutActor, selector: (snapshot: CheckoutSnapshot) => T): T {
  return useSelector(actor, selector);
}

/** Reads the payment selection child (undefined before the checkout is open and after it closed). */
export function usePaymentSelection<T>(
  actor: CheckoutActor,
  selector: (snapshot: PaymentSelectionSnapshot | undefined) => T,
): T {
  const child = useSelector(actor, (snapshot) => snapshot.children.paymentSelection);
  return useSelector(child, selector);
}

/**
 * Tells the payment selection (the checkout's child, system id `paymentSelection`) what the shopper
 * did. It is reached through the actor system, as any actor with a system id; nothing happens
 * before the checkout is open or after it closed.
 */
export function sendToPaymentSelection(actor: CheckoutActor, event: PaymentSelectionEvent): void {
  actor.system.get('paymentSelection')?.send(event);
}

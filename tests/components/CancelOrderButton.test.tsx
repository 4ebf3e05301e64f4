import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CancelOrderButton } from '../../src/components/payment/CancelOrderButton.tsx';
import { signInCustomer, signOutCustomer } from './cartFixtures.ts';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

// Cancel order beside Pay now: only for an online order still awaiting its payment; it asks first,
// shows its pending state, says the server's refusal, and the orders are read again after.

afterEach(() => {
  localStorage.clear();
  signOutCustomer();
});

const awaited = {
  order_id: 42,
  order_number: 'ORD-000042',
  payment_mode: 'online_payment',
  payment_status: 'Created',
  order_status: 'Received',
  created_at: new Date().toISOString(),
};

const PATH = '/cfs/rest/v3/cancel-order/42';

async function renderButton(order: typeof awaited, answer: FakeAnswer = [200, {}]) {
  signInCustomer();
  const rendered = await renderWithStore(<CancelOrderButton order={order} />, {
    answers: { [PATH]: answer },
  });
  return rendered;
}

describe('CancelOrderButton', () => {
  it('is not offered for a paid order, nor for one on delivery', async () => {
    const paid = await renderButton({ ...awaited, payment_status: 'Completed' });
    expect(screen.queryByRole('button', { name: 'Cancel order ORD-000042' })).toBeNull();
    paid.unmount();
    await renderButton({ ...awaited, payment_mode: 'pay_on_delivery' });
    expect(screen.queryByRole('button', { name: 'Cancel order ORD-000042' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('asks first; Keep the order sends nothing', async () => {
    const { requests } = await renderButton(awaited);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order ORD-000042' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order ORD-000042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.path === PATH)).toEqual([]);
  });

  it('confirmed: one call, pending meanwhile, the orders read again, the dialog closed', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests, queryClient } = await renderButton(awaited, async () => {
      await held;
      return [200, { order_id: 42, order_status: 'Cancelled', payment_status: 'Failed' }];
    });
    const invalidated: unknown[] = [];
    const original = queryClient.invalidateQueries.bind(queryClient);
    queryClient.invalidateQueries = (filters) => {
      invalidated.push(filters?.queryKey);
      return original(filters);
    };
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order ORD-000042' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order ORD-000042?' });
    const confirm = within(dialog).getByRole('button', { name: /Yes, cancel the order/ });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.path === PATH)).toEqual([
      { method: 'POST', path: PATH, body: undefined },
    ]);
    expect(invalidated).toContainEqual(['orders']);
  });

  it('refused (paid meanwhile): the server says why in the dialog, which stays open', async () => {
    await renderButton(awaited, [
      409,
      'This order is no longer awaiting its payment, so it cannot be cancelled as a whole.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order ORD-000042' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order ORD-000042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Yes, cancel the order/ }));
    expect(
      await within(dialog).findByText(
        'This order is no longer awaiting its payment, so it cannot be cancelled as a whole.',
      ),
    ).toBeTruthy();
  });
});

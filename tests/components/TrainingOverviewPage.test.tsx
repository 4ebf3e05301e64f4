import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking, BookingList, FreeSlotList } from '../../contracts/bookings.ts';
import { TrainingOverviewPage } from '../../src/features/orders/aftercare/TrainingOverviewPage.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

// The training overview against a fake store platform: the sessions offer exactly the changes the
// server allows, a time taken meanwhile (409) shows the server's reason and the free times again,
// and an item of another order is not shown.

const ITEM = 41;
const ORDER = 7;
const BOOKINGS = `/cfs/rest/v3/order-items/${ITEM}/bookings`;
const NOTICE_REASON = 'Sessions cannot be changed within 24 hours of their start.';

const session = (overrides: Partial<Booking>): Booking => ({
  booking_id: 501,
  order_item_id: ITEM,
  session_number: 1,
  slot_id: 3,
  slot_label: 'Wednesday, 10:00 AM–11:00 AM',
  starts_at: '2030-03-06T12:00:00.000Z',
  ends_at: '2030-03-06T13:00:00.000Z',
  duration: 60,
  status: 'booked',
  reschedule_count: 0,
  can_reschedule: true,
  can_cancel: true,
  locked_reason: null,
  ...overrides,
});

const list = (sessions: Booking[], orderId = ORDER): BookingList => ({
  order_item_id: ITEM,
  order_id: orderId,
  product_id: 9,
  product_name: 'Pottery Workshop',
  manageable: true,
  sessions,
  rules: { notice_hours: 24, horizon_days: 60, max_reschedules: 3 },
});

const FREE: FreeSlotList = {
  booking_id: 501,
  from: '2030-03-04',
  days: 14,
  slots: [
    {
      slot_id: 3,
      slot_label: 'Wednesday, 10:00 AM–11:00 AM',
      starts_at: '2030-03-13T12:00:00.000Z',
      ends_at: '2030-03-13T13:00:00.000Z',
      duration: 60,
      seats_left: 1,
    },
    {
      slot_id: 4,
      slot_label: 'Saturday, 9:00 AM–10:30 AM',
      starts_at: '2030-03-16T12:00:00.000Z',
      ends_at: '2030-03-16T13:30:00.000Z',
      duration: 90,
      seats_left: 5,
    },
  ],
};

async function renderPage(answers: Record<string, FakeAnswer>, orderId = ORDER) {
  const rendered = await renderWithStore(<TrainingOverviewPage orderItemId={ITEM} orderId={orderId} />, {
    withRouter: true,
    answers,
  });
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => localStorage.clear());

describe('TrainingOverviewPage', () => {
  it('offers only the changes the server allows, and says why a session is locked', async () => {
    await renderPage({
      [BOOKINGS]: [
        200,
        list([
          session({}),
          session({
            booking_id: 502,
            session_number: 2,
            can_reschedule: false,
            can_cancel: false,
            locked_reason: NOTICE_REASON,
          }),
        ]),
      ],
    });
    const first = await screen.findByRole('article', { name: 'Session 1' });
    expect(within(first).getByRole('button', { name: 'Reschedule session 1' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Cancel session 1' })).toBeEnabled();
    expect(within(first).getByText('6 Mar 2030')).toBeInTheDocument();
    expect(within(first).getByText('Session length: 1 hour')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Session 2' });
    expect(within(second).queryAllByRole('button')).toEqual([]);
    expect(within(second).getByText(NOTICE_REASON)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pottery Workshop' })).toBeInTheDocument();
  });

  it('shows an item of another order as not in the account', async () => {
    await renderPage({ [BOOKINGS]: [200, list([session({})], 8)] });
    expect(await screen.findByText('This purchase is not in your account.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a time taken meanwhile (409) shows the reason and the free times again, with nothing chosen', async () => {
    let freeReads = 0;
    const { user, requests } = await renderPage({
      [BOOKINGS]: [200, list([session({})])],
      [`${BOOKINGS}/501/free-slots`]: () => {
        freeReads += 1;
        return [200, freeReads === 1 ? FREE : { ...FREE, slots: FREE.slots.slice(1) }];
      },
      [`${BOOKINGS}/501`]: [409, 'That time is fully booked; choose another.'],
    });
    await user.click(await screen.findByRole('button', { name: 'Reschedule session 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule session 1' });
    const times = await within(dialog).findByRole('radiogroup', { name: 'Choose a new time' });
    expect(within(times).getByRole('group', { name: '13 Mar 2030' })).toBeInTheDocument();
    const move = within(dialog).getByRole('button', { name: 'Move the session' });
    expect(move).toBeDisabled();
    await user.click(within(times).getAllByRole('radio')[0] as HTMLElement);
    await user.click(move);

    expect(await within(dialog).findByText('That time is fully booked; choose another.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      slot_id: 3,
      starts_at: '2030-03-13T12:00:00.000Z',
    });
    // The free times read again: the taken one is gone, the others stay.
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: '13 Mar 2030' })).toBeNull());
    expect(within(dialog).getByRole('group', { name: '16 Mar 2030' })).toBeInTheDocument();
    expect(freeReads).toBe(2);
    expect(within(dialog).getByRole('button', { name: 'Move the session' })).toBeDisabled();
  });

  it('free times that fail to load say so in the dialog, the session unchanged, and show after Try again', async () => {
    let freeReads = 0;
    const { user } = await renderPage({
      [BOOKINGS]: [200, list([session({})])],
      [`${BOOKINGS}/501/free-slots`]: () => {
        freeReads += 1;
        return freeReads === 1 ? [503, 'The booking service is busy'] : [200, FREE];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reschedule session 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule session 1' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The booking service is busy');
    // The rest of the dialog stays: the current time and its own buttons.
    expect(within(dialog).getByRole('button', { name: 'Keep the current time' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Move the session' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const times = await within(dialog).findByRole('radiogroup', { name: 'Choose a new time' });
    expect(within(times).getByRole('group', { name: '13 Mar 2030' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(freeReads).toBe(2);
  });

  it('a moved session is announced and the sessions are read again', async () => {
    let moved = false;
    const { user, calls } = await renderPage({
      [BOOKINGS]: () => [
        200,
        list([session(moved ? { starts_at: FREE.slots[1]?.starts_at, reschedule_count: 1 } : {})]),
      ],
      [`${BOOKINGS}/501/free-slots`]: [200, FREE],
      [`${BOOKINGS}/501`]: () => {
        moved = true;
        return [200, session({ starts_at: '2030-03-16T12:00:00.000Z', reschedule_count: 1 })];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reschedule session 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule session 1' });
    await user.click((await within(dialog).findAllByRole('radio'))[1] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Move the session' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Session 1 moved to 16 Mar 2030');
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = screen.getByRole('article', { name: 'Session 1' });
    expect(within(card).getByText('16 Mar 2030')).toBeInTheDocument();
    expect(within(card).getByText('Moved 1 of 3 times')).toBeInTheDocument();
    expect(calls.filter((call) => call === BOOKINGS)).toHaveLength(2);
  });

  it('a session is cancelled only once confirmed', async () => {
    let cancelled = false;
    const { user, requests } = await renderPage({
      [BOOKINGS]: () => [
        200,
        list([session(cancelled ? { status: 'cancelled', can_cancel: false, can_reschedule: false } : {})]),
      ],
      [`${BOOKINGS}/501/cancel`]: () => {
        cancelled = true;
        return [200, session({ status: 'cancelled', can_cancel: false, can_reschedule: false })];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel session 1' }));
    await user.click(screen.getByRole('button', { name: 'Keep the session' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel session 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Session 1 cancelled.');
    const card = screen.getByRole('article', { name: 'Session 1' });
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });
});

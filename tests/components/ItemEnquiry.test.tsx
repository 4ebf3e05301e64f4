import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Enquiry, EnquiryList } from '../../contracts/enquiries.ts';
import { ItemEnquiry } from '../../src/features/orders/ItemEnquiry.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

const ITEM = 41;
const AT = '2026-01-05T09:00:00.000Z';

/** One enquiry as the reference server keeps it; `failNext` makes the next message fail. */
function store() {
  const state = {
    enquiry: null as Enquiry | null,
    lastSeen: 0,
    failNext: null as null | number,
    nextId: 1,
  };
  const view = (): Enquiry | null =>
    state.enquiry && {
      ...state.enquiry,
      last_seen_message_id: state.lastSeen,
      unread_count: state.enquiry.messages.filter(
        (m) => m.author === 'store' && m.message_id > state.lastSeen,
      ).length,
      messages: state.enquiry.messages.map((m) => ({
        ...m,
        unread: m.author === 'store' && m.message_id > state.lastSeen,
      })),
    };
  const add = (author: 'customer' | 'store', body: string) => {
    const id = state.nextId++;
    state.enquiry?.messages.push({ message_id: id, author, body, created_at: AT, unread: false });
  };
  const list: FakeAnswer = (_url, request) => {
    if (request.method === 'POST') {
      const body = request.body as { subject: string; message: string };
      state.enquiry = {
        enquiry_id: 7,
        order_item_id: ITEM,
        order_id: 3,
        product_name: 'Lamp',
        subject: body.subject,
        status: 'open',
        created_at: AT,
        updated_at: AT,
        closed_at: null,
        closed_by: null,
        message_count: 0,
        unread_count: 0,
        last_seen_message_id: 0,
        last_message_at: AT,
        messages: [],
      };
      add('customer', body.message);
      return [201, view()];
    }
    const current = view();
    const answer: EnquiryList = {
      order_item_id: ITEM,
      enquiries: current ? [{ ...current, messages: undefined } as unknown as Enquiry] : [],
      can_open: current === null || current.status === 'closed',
    };
    return [200, answer];
  };
  const answers: Record<string, FakeAnswer> = {
    [`/cfs/rest/v3/order-items/${ITEM}/enquiries`]: list,
    '/cfs/rest/v3/enquiries/7': () => [200, view()],
    '/cfs/rest/v3/enquiries/7/messages': (_url, request) => {
      if (state.failNext !== null) {
        const status = state.failNext;
        state.failNext = null;
        return [status, 'The store could not take the message'];
      }
      add('customer', (request.body as { message: string }).message);
      return [200, view()];
    },
    '/cfs/rest/v3/enquiries/7/close': () => {
      if (state.enquiry)
        state.enquiry = { ...state.enquiry, status: 'closed', closed_at: AT, closed_by: 'customer' };
      return [200, view()];
    },
    '/cfs/rest/v3/enquiries/7/last-seen': (_url, request) => {
      state.lastSeen = Math.max(state.lastSeen, (request.body as { message_id: number }).message_id);
      return [200, view()];
    },
  };
  return { state, add, answers };
}

describe('ItemEnquiry', () => {
  it('opens an enquiry; a message that fails stays in the box and is sent again; a reply is counted, then seen', async () => {
    const user = userEvent.setup();
    const fake = store();
    const { requests, system } = await renderWithStore(
      <ItemEnquiry orderItemId={ITEM} productName="Lamp" />,
      {
        answers: fake.answers,
      },
    );
    // The dialog's flow runs in the app's system while it is open (system id enquiry), not before.
    expect(system.storefront.system.get('enquiry')).toBeUndefined();

    await user.click(await screen.findByRole('button', { name: 'Ask a question – Lamp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry about Lamp' });
    await waitFor(() =>
      expect(system.storefront.system.get('enquiry')?.getSnapshot().context).toMatchObject({
        orderItemId: ITEM,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(within(dialog).getByText('Write a subject.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), '  Colour?  ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Is it warm white?');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    const thread = await within(dialog).findByRole('list', { name: 'Messages about Colour?' });
    expect(within(thread).getByRole('listitem', { name: 'Your message' }).textContent).toContain(
      'Is it warm white?',
    );

    fake.state.failNext = 500;
    const box = within(dialog).getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'And the wattage?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByRole('alert');
    expect((box as HTMLTextAreaElement).value).toBe('And the wattage?');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(within(thread).getAllByRole('listitem', { name: 'Your message' })).toHaveLength(2),
    );
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    // The store answers; back on the order the button counts it; the thread marks it new and seen.
    fake.add('store', '5 W, warm white.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to the order' }));
    await user.click(await screen.findByRole('button', { name: 'Enquiry about Lamp, 1 unread reply' }));
    const again = await screen.findByRole('dialog', { name: 'Enquiry about Lamp' });
    expect(
      (await within(again).findByRole('listitem', { name: 'New reply from the store' })).textContent,
    ).toContain('5 W, warm white.');
    await waitFor(() => expect(fake.state.lastSeen).toBe(3));
    await user.click(within(again).getByRole('button', { name: 'Back to the order' }));
    expect(await screen.findByRole('button', { name: 'Enquiry about Lamp' })).toBeTruthy();
    expect(system.storefront.system.get('enquiry')).toBeUndefined();
  });

  it('a reply that came while the thread was open is shown new and seen when a message is sent, and when it is closed', async () => {
    const user = userEvent.setup();
    const fake = store();
    await renderWithStore(<ItemEnquiry orderItemId={ITEM} productName="Lamp" />, { answers: fake.answers });
    await user.click(await screen.findByRole('button', { name: 'Ask a question – Lamp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry about Lamp' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Colour?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Is it warm white?');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    const thread = await within(dialog).findByRole('list', { name: 'Messages about Colour?' });

    // Sending: the answer brings the reply the customer had not seen.
    fake.add('store', 'Yes, warm white.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'And the wattage?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      (await within(thread).findByRole('listitem', { name: 'New reply from the store' })).textContent,
    ).toContain('Yes, warm white.');
    await waitFor(() => expect(fake.state.lastSeen).toBe(3));

    // Closing: the same for a reply that came before the close.
    fake.add('store', '5 W.');
    await user.click(within(dialog).getByRole('button', { name: 'Close enquiry' }));
    await within(dialog).findByRole('button', { name: 'Open a new enquiry' });
    expect(
      within(dialog)
        .getAllByRole('listitem', { name: 'New reply from the store' })
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Yes, warm white.'), expect.stringContaining('5 W.')]);
    await waitFor(() => expect(fake.state.lastSeen).toBe(4));
    await user.click(within(dialog).getByRole('button', { name: 'Back to the order' }));
    expect(await screen.findByRole('button', { name: 'Enquiry about Lamp' })).toBeTruthy();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderHistoryItem } from '../../contracts/orders.ts';
import { i18n } from '../../src/app/i18n.ts';
import { OrderItemLine } from '../../src/components/order/OrderItemLine.tsx';
import { useOrderLabels } from '../../src/components/order/useOrderLabels.ts';
import { renderWithStore } from './renderWithStore.tsx';

// An ordered item's slot and the order's payment method are worded from their codes and values in
// the shopper's language, not the server's English.

const ITEM: OrderHistoryItem = {
  order_item_id: 1,
  product_id: 2,
  product_name: 'Morning Yoga Class',
  product_image: '',
  product_type: 'Service',
  item_type: 'standard_item',
  order_flow: 'checkout_based',
  quantity: 1,
  product_price: 999,
  final_price: 999,
  line_total: 999,
  slot_label: 'Monday & Wednesday, 10:00 AM–11:00 AM (server words)',
  slot: { days: 'mon,wed', start_time: '10:00', end_time: '14:30' },
  status_kind: 'order',
  status: 'Received',
};

function Method(props: { code: 'COD' | 'AMAZON_PAY' }) {
  const labels = useOrderLabels();
  return <p>{labels.paymentMethod(props.code, 'Amazon Pay (store name)')}</p>;
}

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('OrderItemLine and the payment method', () => {
  it('words the slot from its values, and keeps the server’s words for a slot no longer offered', async () => {
    await renderWithStore(
      <>
        <OrderItemLine item={ITEM} />
        <OrderItemLine
          item={{ ...ITEM, order_item_id: 3, slot: null, slot_label: 'Friday, 9:00 AM–10:00 AM' }}
        />
        <Method code="COD" />
        <Method code="AMAZON_PAY" />
      </>,
    );
    expect(await screen.findByText(/Monday & Wednesday, 10:00\sAM–2:30\sPM/)).toBeInTheDocument();
    expect(screen.queryByText(/server words/)).toBeNull();
    expect(screen.getByText('Friday, 9:00 AM–10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('Amazon Pay (store name)')).toBeInTheDocument();
  });

  it('in Hindi the weekdays, the times and the method are Hindi', async () => {
    const { messages } = await import('../../src/locales/hi/messages.po');
    await renderWithStore(
      <>
        <OrderItemLine item={ITEM} />
        <Method code="COD" />
      </>,
    );
    act(() => i18n.loadAndActivate({ locale: 'hi', messages }));
    const slot = await screen.findByText(/सोमवार/);
    expect(slot.textContent).not.toMatch(/AM|PM|Monday/);
    expect(screen.queryByText('Cash on delivery')).toBeNull();
  });
});

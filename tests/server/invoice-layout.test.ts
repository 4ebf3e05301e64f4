// The invoice laid out as an invoice (server/orders/invoice.ts), read back as a PDF reader reads its
// text: the seller and the buyer in blocks, each address one line per part, the tax line, the
// payment in words (never an internal status name), "Page n of N" on every page, and a phone number
// that reads left to right even beside an Arabic name.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../contracts/address.ts';
import type { OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import type { OrderHistoryItem } from '../../contracts/orders.ts';
import { drawInvoice, paymentWords } from '../../server/orders/invoice.ts';
import { lineRuns } from '../../server/orders/invoice-text.ts';
import { pdfText } from './pdf-text.ts';

const ADDRESS = {
  id: 1,
  full_name: 'Asha Rao',
  address_line_1: '12 MG Road',
  address_line_2: 'Flat 4B',
  landmark: 'Opposite the park',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  country: 'India',
  phone_extension: '+91',
  phone_number: '9876543210',
} as unknown as CustomerAddress;

function item(index: number): OrderHistoryItem {
  return {
    status_kind: 'order',
    status: 'Received',
    order_item_id: index,
    product_id: index,
    product_name: `Copper Kettle ${index}`,
    product_image: '',
    product_type: 'Physical',
    item_type: 'standard_item',
    order_flow: 'checkout_based',
    quantity: 1,
    product_price: 449,
    final_price: 449,
    line_total: 449,
    slot_label: null,
    slot: null,
  };
}

function order(overrides: Partial<OrderDetailsWithMoney> = {}, items = 1): OrderDetailsWithMoney {
  const total = 449 * items;
  return {
    order_id: 42,
    order_number: 'ORD-000042',
    order_kind: 'order',
    order_status: 'Received',
    request_status: null,
    payment_status: 'Created',
    payment_mode: 'pay_on_delivery',
    payment_provider: null,
    is_open: true,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    totals: {
      currency: 'ZAR',
      total_mrp: total,
      product_discount: 0,
      coupon_discount: 0,
      delivery_charge: 0,
      tax: 0,
      total_amount: total,
      coupon_code: null,
    },
    items: Array.from({ length: items }, (_, index) => item(index + 1)),
    delivery_address: ADDRESS,
    billing_address: ADDRESS,
    payment_method: 'Cash on delivery',
    payment_type: 'COD',
    invoice_available: true,
    money: {
      currency: 'ZAR',
      ordered_total: total,
      credited: 0,
      received: 0,
      refund: 0,
      amount_due: total,
      adjustments: [],
      owed_back: [],
    },
    ...overrides,
  };
}

function invoice(details: OrderDetailsWithMoney): Promise<Uint8Array> {
  return drawInvoice({
    storeName: 'Demo Store',
    storeContact: { email: 'help@demo-store.example', phone: '+27 21 555 0100' },
    symbol: 'R',
    customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 9876543210' },
    order: details,
  });
}

async function text(details: OrderDetailsWithMoney): Promise<string> {
  return pdfText(await invoice(details));
}

/** A run of text where the page draws it: page, left x, baseline y (from the page's foot), size. */
interface PlacedRun {
  page: number;
  x: number;
  y: number;
  size: number;
  text: string;
}

/**
 * Each text operator of the standard fonts with its place, as PDFKit writes them ("1 0 0 1 x y Tm",
 * "/F1 10 Tf", then the strings), page by page (one content stream a page).
 */
function placedRuns(bytes: Uint8Array): PlacedRun[] {
  const file = Buffer.from(bytes).toString('latin1');
  const runs: PlacedRun[] = [];
  let page = 0;
  for (const match of file.matchAll(/<<([^>]*\/FlateDecode[^>]*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1] ?? 0);
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(file.slice(start, start + length), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes(' Tm')) continue;
    page += 1;
    for (const op of content.matchAll(
      /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s*\/\w+ ([\d.]+) Tf\s*\[([^\]]*)\] TJ/g,
    )) {
      const strings = [...(op[4] ?? '').matchAll(/<([0-9A-Fa-f]*)>/g)].map((piece) =>
        Buffer.from(piece[1] ?? '', 'hex').toString('latin1'),
      );
      runs.push({
        page,
        x: Number(op[1]),
        y: Number(op[2]),
        size: Number(op[3]),
        text: strings.join(''),
      });
    }
  }
  return runs;
}

/** Helvetica's widest average (digits and capitals are about 0.55 to 0.7 em; words run near 0.5). */
const EM_PER_CHARACTER = 0.45;

/** Pairs of runs on one page, on different lines closer than a line's height, whose spans cross. */
function overlaps(runs: PlacedRun[]): [string, string][] {
  const found: [string, string][] = [];
  runs.forEach((one, index) => {
    for (const other of runs.slice(index + 1)) {
      if (one.page !== other.page || one.y === other.y) continue;
      if (Math.abs(one.y - other.y) >= Math.min(one.size, other.size)) continue;
      const end = (run: PlacedRun) => run.x + run.text.trim().length * run.size * EM_PER_CHARACTER;
      if (one.x < end(other) && other.x < end(one)) found.push([one.text, other.text]);
    }
  });
  return found;
}

describe('the invoice layout', () => {
  it('has a seller block, a buyer block and each address one line per part', async () => {
    const lines = (await text(order())).split('\n');
    const under = (heading: string, count: number) => {
      const at = lines.indexOf(heading);
      expect(at, heading).toBeGreaterThanOrEqual(0);
      return lines.slice(at + 1, at + 1 + count);
    };
    expect(under('Seller', 3)).toEqual([
      'Demo Store',
      'Email: help@demo-store.example',
      'Phone: +27 21 555 0100',
    ]);
    expect(under('Buyer', 3)).toEqual(['Asha Rao', 'Email: asha@example.com', 'Phone: +91 9876543210']);
    const address = [
      'Asha Rao',
      '12 MG Road',
      'Flat 4B',
      'Opposite the park',
      'Bengaluru, Karnataka 560001',
      'India',
      'Phone: +91 9876543210',
    ];
    expect(under('Billing address', 7)).toEqual(address);
    expect(under('Delivery address', 7)).toEqual(address);
    expect(lines.join('\n')).toContain('Tax (none charged: prices are final)\nR 0.00');
  });

  it('words the payment for the customer, never with an internal status name', async () => {
    const drawn = await text(order());
    expect(drawn).toContain('Payment: Cash on delivery, to be paid on delivery');
    expect(drawn).not.toMatch(/\((Created|Placed|Completed|Failed)\)/);
    expect(
      paymentWords(
        order({
          payment_mode: 'online_payment',
          payment_status: 'Completed',
          payment_method: 'Card',
          money: { ...order().money, received: 449, amount_due: 0 },
        }),
      ),
    ).toBe('Card, paid');
    expect(paymentWords(order({ payment_mode: 'online_payment', payment_method: 'Card' }))).toBe(
      'Card, awaiting payment',
    );
    expect(paymentWords(order({ payment_mode: null }))).toBe('No payment due (free order)');
    expect(
      paymentWords(
        order({ payment_status: 'Completed', money: { ...order().money, received: 449, amount_due: 0 } }),
      ),
    ).toBe('Cash on delivery, paid on delivery');
    const unpaid = {
      payment_mode: 'online_payment',
      payment_method: 'Card',
      payment_status: 'Failed',
    } as const;
    expect(paymentWords(order({ ...unpaid, order_status: 'Cancelled' }))).toBe(
      'Card, not charged (the order was cancelled before it was paid)',
    );
    expect(paymentWords(order(unpaid))).toBe('Card, not paid (the payment did not go through)');
  });

  it('lists a payment that could not pay the order, owed back whole, and when it was refunded', async () => {
    const base = order();
    const drawn = await text(
      order({
        money: {
          ...base.money,
          owed_back: [
            {
              amount: 449,
              currency: 'ZAR',
              received_at: '2026-01-05T11:30:00.000Z',
              reason: 'order_cancelled',
              refunded_at: null,
            },
            {
              amount: 449,
              currency: 'ZAR',
              received_at: '2026-01-06T09:00:00.000Z',
              reason: 'order_paid_already',
              refunded_at: '2026-01-08T10:00:00.000Z',
            },
          ],
        },
      }),
    );
    const words = drawn.replace(/\s+/g, ' ');
    expect(words).toContain(
      'Payment received 5 Jan 2026, 11:30 AM UTC, after the order was cancelled: to be refunded',
    );
    expect(words).toContain(
      'Payment received 6 Jan 2026, 9:00 AM UTC, when the order was already paid: refunded 8 Jan 2026, 10:00 AM UTC',
    );
  });

  it('numbers every page "Page n of N"', async () => {
    expect(await text(order())).toContain('Page 1 of 1');
    const long = await text(order({}, 60));
    expect(long).toContain('Page 1 of 3');
    expect(long).toContain('Page 2 of 3');
    expect(long).toContain('Page 3 of 3');
    expect(long).not.toContain('Page 4');
  });

  it('keeps a phone number left to right on its own line beside an Arabic name', async () => {
    const arabic = { ...ADDRESS, full_name: 'فاطمة حسن' } as CustomerAddress;
    const drawn = await text(order({ billing_address: arabic, delivery_address: arabic }));
    expect(drawn.split('\n').filter((line) => line === 'Phone: +91 9876543210')).toHaveLength(3);
    expect(lineRuns('Phone: +91 9876543210')).toEqual({
      runs: [{ script: 'latin', text: 'Phone: +91 9876543210' }],
      paragraphRtl: false,
    });
  });

  it('starts the row after a credit note under the note’s last line when the note wraps', async () => {
    const name = 'Handwoven Cotton Throw Blanket with Tassels (Forest Green)';
    const placed = order({
      items: [{ ...item(1), product_name: name }, item(2)],
      totals: { ...order().totals, total_mrp: 898, total_amount: 449 },
      updated_at: '2026-01-05T12:00:00.000Z',
      money: {
        currency: 'ZAR',
        ordered_total: 898,
        credited: 449,
        received: 0,
        refund: 0,
        amount_due: 449,
        owed_back: [],
        adjustments: [
          {
            note_number: 'ORD-000042-CN1',
            kind: 'cancel',
            order_item_id: 1,
            product_name: name,
            reason: 'Ordered by mistake',
            credit: 449,
            charge: 0,
            refund: 0,
            created_at: '2026-01-05T11:30:00.000Z',
          },
        ],
      },
    });
    const runs = placedRuns(await invoice(placed));
    const wrapped = runs.find((run) => run.text.includes('Ordered by mistake'));
    const first = runs.find((run) => run.text.startsWith('ORD-000042-CN1,'));
    const total = runs.find((run) => run.text === 'Credit notes total');
    expect(first && wrapped && total, 'the note’s two lines and the total').toBeTruthy();
    if (!first || !wrapped || !total) return;
    // The note wraps onto a second line, and the next row's label is a whole line below it.
    expect(wrapped.y).toBeLessThan(first.y);
    expect(wrapped.y - total.y).toBeGreaterThanOrEqual(total.size);
    expect(overlaps(runs)).toEqual([]);
  });

  it('is revised at its latest credit note’s time, not the order’s', async () => {
    const note = {
      note_number: 'ORD-000042-CN1',
      kind: 'cancel' as const,
      order_item_id: 1,
      product_name: 'Copper Kettle 1',
      reason: 'Ordered by mistake',
      credit: 449,
      charge: 0,
      refund: 0,
      created_at: '2026-01-05T11:30:00.000Z',
    };
    const drawn = await text(
      order(
        {
          updated_at: '2026-01-06T09:00:00.000Z',
          money: {
            ...order().money,
            credited: 898,
            amount_due: 0,
            adjustments: [
              note,
              {
                ...note,
                note_number: 'ORD-000042-CN2',
                order_item_id: 2,
                created_at: '2026-01-05T15:45:00.000Z',
              },
            ],
          },
        },
        2,
      ),
    );
    expect(drawn).toContain('Revised: 5 Jan 2026, 3:45 PM UTC');
    expect(await text(order())).not.toContain('Revised:');
  });
});

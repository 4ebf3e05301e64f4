// GET invoice-download/{orderId}: the order's invoice as a real PDF, drawn by PDFKit and laid out as
// an invoice: the seller (its display name and contact) and the invoice's particulars (number, date, status, payment in words), the
// buyer, the billing and delivery addresses as they were when ordered (one line per part), the lines
// as ordered, the tax, the totals in the store currency (its symbol from store_currencies), the
// credit notes that changed it since (order-money.ts) with the total after them, what was paid, is
// owed back and is due, and "Page n of N" on every page. Taxes: the
// store's products carry no tax rate, so prices are final as listed and the tax line says 0
// (decision 0117, "Taxes"). Latin text is drawn in the standard Helvetica; Devanagari (Hindi) and
// Arabic in embedded Noto Sans fonts, shaped, Arabic right to left (invoice-text.ts). Characters of
// other scripts, which the standard fonts have no glyphs for, still print as '?'.
import PDFDocument from 'pdfkit';
import type { CustomerAddress } from '../../contracts/address.ts';
import type { AdjustmentKind, OrderDetailsWithMoney } from '../../contracts/orderMoney.ts';
import type { StoreContact } from '../../contracts/store.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/http-error.ts';
import type { Store } from '../stores/stores.ts';
import { type InvoiceScript, lineRuns, needsScriptFonts, SCRIPT_FONTS } from './invoice-text.ts';

export const NO_INVOICE_FOR_REQUEST = 'A request has no invoice: its prices are not set yet.';

export interface InvoiceParty {
  name: string;
  email: string | null;
  phone: string | null;
}

/** The invoice of an order (a request has none: 409). */
export async function renderInvoice(
  db: Queryable,
  store: Store,
  customer: InvoiceParty,
  order: OrderDetailsWithMoney,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!order.invoice_available) throw conflict(NO_INVOICE_FOR_REQUEST);
  const [[currency], [contact]] = await Promise.all([
    db.query<{ symbol: string }>(
      'SELECT symbol FROM store_currencies WHERE store_id = $1 AND iso_code = $2',
      [store.id, order.totals.currency],
    ),
    db.query<StoreContact>('SELECT email, phone FROM store_contacts WHERE store_id = $1', [store.id]),
  ]);
  return drawInvoice({
    // The name shoppers know the store by; its internal name (the one in its address) is no seller's name.
    storeName: store.displayName,
    storeContact: contact ?? null,
    symbol: currency?.symbol ?? order.totals.currency,
    customer,
    order,
  });
}

export interface InvoiceData {
  /** The store's display name. */
  storeName: string;
  /** How the store is reached (store_contacts), printed under its name; null when it has none. */
  storeContact?: StoreContact | null;
  symbol: string;
  customer: InvoiceParty;
  order: OrderDetailsWithMoney;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** SPEC section 9: dates en-GB ('5 Jan 2024') and 12-hour times; the invoice is dated in UTC. */
export function invoiceDate(iso: string): string {
  const date = new Date(iso);
  const hour = date.getUTCHours();
  const minute = String(date.getUTCMinutes()).padStart(2, '0');
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} UTC`;
}

/** SPEC section 9: the currency label, then the amount with 2 decimals ('R 1,234.50'). */
export function invoiceMoney(amount: number, symbol: string): string {
  const number = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
  return `${symbol} ${number}`;
}

// Windows-1252 beyond Latin-1: what the standard fonts can draw besides U+0020–U+007E and U+00A0–U+00FF.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can draw: control characters dropped, the rest outside Windows-1252 as '?'. */
export function drawable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0 && !CP1252_EXTRAS.has(char))) continue;
    out += code <= 0x7e || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char) ? char : '?';
  }
  return out;
}

type Weight = 'regular' | 'bold';

const FONT_NAMES: Record<InvoiceScript, Record<Weight, string>> = {
  latin: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  devanagari: { regular: 'NotoSansDevanagari', bold: 'NotoSansDevanagari-Bold' },
  arabic: { regular: 'NotoSansArabic', bold: 'NotoSansArabic-Bold' },
};

/** The embedded fonts, registered by name; PDFKit embeds one (its glyphs used) only when drawn with. */
function registerScriptFonts(doc: PDFKit.PDFDocument): void {
  for (const script of ['devanagari', 'arabic'] as const) {
    doc.registerFont(FONT_NAMES[script].regular, SCRIPT_FONTS[script].regular);
    doc.registerFont(FONT_NAMES[script].bold, SCRIPT_FONTS[script].bold);
  }
}

/**
 * Draws text a customer or store wrote (names, addresses, products) in the fonts its scripts need,
 * at (x, y) when given, line by line; Latin-only text is drawn as before, in one call. A line that
 * reads right to left (it starts with Arabic) is aligned to the right of its box unless told otherwise.
 */
function writeText(
  doc: PDFKit.PDFDocument,
  value: string,
  weight: Weight,
  at: { x: number; y: number } | null,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  if (!needsScriptFonts(value)) {
    doc.font(FONT_NAMES.latin[weight]);
    if (at) doc.text(drawable(value), at.x, at.y, options);
    else doc.text(drawable(value), options);
    return;
  }
  const lines = value.split('\n');
  lines.forEach((line, lineIndex) => {
    const { runs, paragraphRtl } = lineRuns(line);
    const lineOptions = {
      ...options,
      ...(paragraphRtl && !options.align ? { align: 'right' as const } : {}),
    };
    const drawn = runs.length > 0 ? runs : [{ script: 'latin' as const, text: '' }];
    drawn.forEach((run, index) => {
      doc.font(FONT_NAMES[run.script][weight]);
      const text = run.script === 'latin' ? drawable(run.text) : run.text;
      const runOptions = { ...lineOptions, continued: index < drawn.length - 1 };
      if (lineIndex === 0 && index === 0 && at) doc.text(text, at.x, at.y, runOptions);
      else doc.text(text, runOptions);
    });
  });
}

/** One line per part of the address, as a letter is addressed; the phone on a line of its own. */
export function addressLines(address: CustomerAddress | null): string[] {
  if (address === null) return ['-'];
  return [
    address.full_name,
    address.address_line_1,
    address.address_line_2,
    address.landmark,
    [address.city, [address.state, address.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    address.country,
    phoneLine(`${address.phone_extension} ${address.phone_number}`),
  ].filter((line): line is string => line !== null && line.trim() !== '');
}

/** "Phone: +91 9876543210": a line with no right-to-left letters, so it always reads left to right. */
function phoneLine(phone: string): string {
  return `Phone: ${phone.trim()}`;
}

/** How the order is paid, in words a customer reads (never the internal status names). */
export function paymentWords(order: OrderDetailsWithMoney): string {
  if (order.payment_mode === null) return 'No payment due (free order)';
  const method =
    order.payment_method ?? (order.payment_mode === 'pay_on_delivery' ? 'Pay on delivery' : 'Online payment');
  const { money } = order;
  let state: string;
  if (order.payment_status === 'Failed') {
    state =
      money.received > 0
        ? 'payment returned'
        : order.order_status === 'Cancelled'
          ? 'not charged (the order was cancelled before it was paid)'
          : 'not paid (the payment did not go through)';
  } else if (order.payment_mode === 'pay_on_delivery') {
    state =
      money.amount_due > 0
        ? money.received > 0
          ? 'part paid, the rest to be paid on delivery'
          : 'to be paid on delivery'
        : money.received > 0
          ? 'paid on delivery'
          : 'nothing to pay';
  } else {
    state = order.payment_status === 'Created' ? 'awaiting payment' : 'paid';
  }
  return `${method}, ${state}`;
}

/** Draws the invoice; resolves the whole file. */
export function drawInvoice(data: InvoiceData): Promise<Uint8Array<ArrayBuffer>> {
  const { order, symbol } = data;
  const { money } = order;
  const money$ = (amount: number) => invoiceMoney(amount, symbol);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    // Kept until the end, so that each page can be numbered "Page n of N".
    bufferPages: true,
    info: {
      Title: `Invoice ${order.order_number}`,
      Author: drawable(data.storeName),
      Subject: `Invoice for order ${order.order_number}`,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Uint8Array.from(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const half = width / 2 - 10;
  const right = left + width / 2 + 10;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  registerScriptFonts(doc);

  /** Lines one under the other in a column, each its own text (never run together). */
  const block = (x: number, y: number, heading: string, lines: string[]): number => {
    doc.fontSize(10).font('Helvetica-Bold').text(heading, x, y, { width: half });
    for (const line of lines) writeText(doc, line, 'regular', { x, y: doc.y }, { width: half });
    return doc.y;
  };

  // The seller (left) and the invoice's own particulars (right).
  doc.fontSize(20);
  writeText(doc, data.storeName, 'bold', { x: left, y: 50 }, { width: half });
  const afterName = doc.y;
  doc.font('Helvetica-Bold').fontSize(14).text(`Invoice ${order.order_number}`, right, 50, { width: half });
  doc.font('Helvetica').fontSize(10);
  const particulars = [
    `Order number: ${order.order_number}`,
    `Order date: ${invoiceDate(order.created_at)}`,
    `Order status: ${order.order_status ?? order.request_status ?? ''}`,
    `Payment: ${drawable(paymentWords(order))}`,
  ];
  // Revised when its latest credit note was issued (the order itself may have changed since, by a
  // delivery or a status, which revises nothing on the invoice).
  const revised = latestNoteTime(order);
  if (revised !== null) particulars.push(`Revised: ${invoiceDate(revised)}`);
  for (const line of particulars) doc.text(line, right, doc.y, { width: half });
  const afterParticulars = doc.y;
  const sellerLines = [data.storeName];
  if (data.storeContact?.email) sellerLines.push(`Email: ${data.storeContact.email}`);
  if (data.storeContact?.phone) sellerLines.push(phoneLine(data.storeContact.phone));
  const afterSeller = block(left, afterName + 8, 'Seller', sellerLines);

  // The buyer: who bought, then where the bill and the goods go, one line per part.
  let y = Math.max(afterSeller, afterParticulars) + 16;
  const buyer = [data.customer.name];
  if (data.customer.email) buyer.push(`Email: ${data.customer.email}`);
  if (data.customer.phone) buyer.push(phoneLine(data.customer.phone));
  y = block(left, y, 'Buyer', buyer) + 12;
  const afterBilling = block(left, y, 'Billing address', addressLines(order.billing_address));
  const afterDelivery = block(right, y, 'Delivery address', addressLines(order.delivery_address));
  doc.x = left;
  doc.y = Math.max(afterBilling, afterDelivery) + 20;

  // The lines as ordered: item, quantity, unit price, amount.
  const columns = {
    item: left,
    qty: left + width * 0.55,
    unit: left + width * 0.65,
    amount: left + width * 0.82,
  };
  const columnWidths = { item: width * 0.53, qty: width * 0.1, unit: width * 0.17, amount: width * 0.18 };
  const row = (cells: [string, string, string, string], bold = false) => {
    if (doc.y > bottom() - 40) doc.addPage();
    const top = doc.y;
    writeText(
      doc,
      cells[0],
      bold ? 'bold' : 'regular',
      { x: columns.item, y: top },
      { width: columnWidths.item },
    );
    const end = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[1], columns.qty, top, { width: columnWidths.qty, align: 'right' });
    doc.text(cells[2], columns.unit, top, { width: columnWidths.unit, align: 'right' });
    doc.text(cells[3], columns.amount, top, { width: columnWidths.amount, align: 'right' });
    doc.x = left;
    doc.y = Math.max(end, doc.y) + 6;
  };
  const rule = () =>
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + width, doc.y - 3)
      .stroke();
  row(['Item', 'Qty', 'Unit price', 'Amount'], true);
  rule();
  for (const item of order.items) {
    const name = item.slot_label ? `${item.product_name} (${item.slot_label})` : item.product_name;
    row([name, String(item.quantity), money$(item.final_price), money$(item.line_total)]);
  }
  rule();
  doc.moveDown(0.5);

  // The totals, right-aligned under the amount column.
  const { totals } = order;
  const itemsTotal = totals.total_mrp - totals.product_discount;
  const adjusted = money.adjustments.length > 0;
  const totalRow = (label: string, value: string, bold = false) => {
    if (doc.y > bottom() - 20) doc.addPage();
    const top = doc.y;
    writeText(
      doc,
      label,
      bold ? 'bold' : 'regular',
      { x: left, y: top },
      { width: width * 0.78, align: 'right' },
    );
    // A long label (a credit note's product and reason) wraps: the next row starts under its last line.
    const end = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(value, columns.amount, top, { width: columnWidths.amount, align: 'right' });
    doc.x = left;
    doc.y = Math.max(end, doc.y) + 4;
  };
  totalRow('Items (at list price)', money$(totals.total_mrp));
  totalRow('Product discounts', `- ${money$(totals.product_discount)}`);
  totalRow('Items total', money$(itemsTotal));
  totalRow(
    totals.coupon_code ? `Coupon ${totals.coupon_code}` : 'Coupon',
    `- ${money$(totals.coupon_discount)}`,
  );
  totalRow('Delivery', money$(totals.delivery_charge));
  totalRow('Tax (none charged: prices are final)', money$(totals.tax));
  if (adjusted) {
    totalRow('Total as ordered', money$(money.ordered_total));
    doc.moveDown(0.5);
    // Each credit note: its number, date, what it credits and why.
    if (doc.y > bottom() - 60) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10).text('Credit notes', left, doc.y, { width });
    doc.moveDown(0.2);
    for (const note of money.adjustments) {
      const what =
        note.kind === 'delivery'
          ? 'Delivery charge'
          : `${ADJUSTMENT_WORDS[note.kind]}: ${note.product_name ?? ''}`;
      const kept = note.charge > 0 ? ` (cancellation charge ${money$(note.charge)} kept)` : '';
      totalRow(
        `${note.note_number}, ${invoiceDate(note.created_at)} - ${what} - ${note.reason}${kept}`,
        `- ${money$(note.credit)}`,
      );
    }
    totalRow('Credit notes total', `- ${money$(money.credited)}`);
  }
  totalRow(`Total (${totals.currency})`, money$(totals.total_amount), true);
  doc.moveDown(0.5);
  if (order.payment_mode !== null) {
    totalRow('Paid', money$(money.received));
    if (money.refund > 0) totalRow('Refund to the customer', `- ${money$(money.refund)}`);
    totalRow(
      order.payment_mode === 'pay_on_delivery' ? 'Amount due on delivery' : 'Amount due',
      money$(money.amount_due),
      true,
    );
  }
  // A payment the provider took that could not pay this order is not part of it, but the customer
  // is owed it back whole: the invoice says so, and when it was refunded.
  for (const payment of money.owed_back) {
    const why =
      payment.reason === 'order_paid_already'
        ? 'when the order was already paid'
        : 'after the order was cancelled';
    const state =
      payment.refunded_at === null ? 'to be refunded' : `refunded ${invoiceDate(payment.refunded_at)}`;
    totalRow(
      `Payment received ${invoiceDate(payment.received_at)}, ${why}: ${state}`,
      money$(payment.amount),
    );
  }
  doc.moveDown(2);
  doc.fontSize(8);
  writeText(
    doc,
    `${data.storeName} - invoice for order ${order.order_number}. Amounts in ${totals.currency}.`,
    'regular',
    { x: left, y: doc.y },
    { width, align: 'left' },
  );

  // "Page n of N" at the foot of every page, drawn inside the bottom margin (no page is added).
  const pages = doc.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Page ${index - pages.start + 1} of ${pages.count}`, left, doc.page.height - margin / 2 - 4, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.flushPages();
  doc.end();
  return finished;
}

/** When the order's latest credit note was issued (ISO), or null when it has none. */
export function latestNoteTime(order: OrderDetailsWithMoney): string | null {
  let latest: string | null = null;
  for (const note of order.money.adjustments) {
    if (latest === null || Date.parse(note.created_at) > Date.parse(latest)) latest = note.created_at;
  }
  return latest;
}

const ADJUSTMENT_WORDS: Record<Exclude<AdjustmentKind, 'delivery'>, string> = {
  cancel: 'Cancelled',
  return: 'Returned',
  reject: 'Refused by the seller',
};

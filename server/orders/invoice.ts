// GET invoice-download/{orderId}: the order's invoice as a real PDF, drawn by PDFKit: the store, the
// customer, the billing and delivery addresses as they were when ordered, the lines, the tax, the
// totals in the store currency (its symbol from store_currencies) and the order number. Taxes: the
// store's products carry no tax rate, so prices are final as listed and the tax line says 0 (README
// Decisions, "Order history"). Latin text is drawn in the standard Helvetica; Devanagari (Hindi) and
// Arabic in embedded Noto Sans fonts, shaped, Arabic right to left (invoice-text.ts). Characters of
// other scripts, which the standard fonts have no glyphs for, still print as '?'.
import PDFDocument from 'pdfkit';
import type { CustomerAddress } from '../../contracts/address.ts';
import type { OrderDetails } from '../../contracts/orders.ts';
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
  order: OrderDetails,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!order.invoice_available) throw conflict(NO_INVOICE_FOR_REQUEST);
  const [currency] = await db.query<{ symbol: string }>(
    'SELECT symbol FROM store_currencies WHERE store_id = $1 AND iso_code = $2',
    [store.id, order.totals.currency],
  );
  return drawInvoice({
    storeName: store.displayName || store.name,
    symbol: currency?.symbol ?? order.totals.currency,
    customer,
    order,
  });
}

interface InvoiceData {
  storeName: string;
  symbol: string;
  customer: InvoiceParty;
  order: OrderDetails;
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

function addressLines(address: CustomerAddress | null): string[] {
  if (address === null) return ['-'];
  return [
    address.full_name,
    address.address_line_1,
    address.address_line_2,
    address.landmark,
    `${address.city}, ${address.state} ${address.pincode}`,
    address.country,
    `${address.phone_extension} ${address.phone_number}`,
  ].filter((line): line is string => line !== null && line !== '');
}

function paymentWords(order: OrderDetails): string {
  if (order.payment_mode === null) return 'No payment due';
  const method =
    order.payment_method ?? (order.payment_mode === 'pay_on_delivery' ? 'Pay on delivery' : 'Online');
  return `${method} (${order.payment_status ?? 'Created'})`;
}

/** Draws the invoice; resolves the whole file. */
export function drawInvoice(data: InvoiceData): Promise<Uint8Array<ArrayBuffer>> {
  const { order, symbol } = data;
  const money = (amount: number) => invoiceMoney(amount, symbol);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
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
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const text = (value: string) => drawable(value);
  registerScriptFonts(doc);

  doc.fontSize(20);
  writeText(doc, data.storeName, 'bold', { x: left, y: 50 }, { width });
  doc.font('Helvetica-Bold');
  doc.moveDown(0.3);
  doc.fontSize(14).text(`Invoice ${order.order_number}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Order number: ${order.order_number}`);
  doc.text(`Order date: ${invoiceDate(order.created_at)}`);
  doc.text(`Order status: ${order.order_status ?? order.request_status ?? ''}`);
  doc.text(`Payment: ${text(paymentWords(order))}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Customer');
  writeText(doc, data.customer.name, 'regular', null);
  if (data.customer.email) writeText(doc, data.customer.email, 'regular', null);
  if (data.customer.phone) writeText(doc, data.customer.phone, 'regular', null);
  doc.moveDown();

  // Billing and delivery addresses side by side.
  const top = doc.y;
  const half = width / 2 - 10;
  doc.font('Helvetica-Bold').text('Billing address', left, top, { width: half });
  writeText(doc, addressLines(order.billing_address).join('\n'), 'regular', null, { width: half });
  const afterBilling = doc.y;
  doc.font('Helvetica-Bold').text('Delivery address', left + width / 2, top, { width: half });
  writeText(doc, addressLines(order.delivery_address).join('\n'), 'regular', null, { width: half });
  doc.y = Math.max(afterBilling, doc.y) + 20;

  // The lines: item, quantity, unit price, amount.
  const columns = {
    item: left,
    qty: left + width * 0.55,
    unit: left + width * 0.65,
    amount: left + width * 0.82,
  };
  const columnWidths = { item: width * 0.53, qty: width * 0.1, unit: width * 0.17, amount: width * 0.18 };
  const row = (cells: [string, string, string, string], bold = false) => {
    if (doc.y > bottom() - 40) doc.addPage();
    const y = doc.y;
    writeText(doc, cells[0], bold ? 'bold' : 'regular', { x: columns.item, y }, { width: columnWidths.item });
    const end = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[1], columns.qty, y, { width: columnWidths.qty, align: 'right' });
    doc.text(cells[2], columns.unit, y, { width: columnWidths.unit, align: 'right' });
    doc.text(cells[3], columns.amount, y, { width: columnWidths.amount, align: 'right' });
    doc.x = left;
    doc.y = Math.max(end, doc.y) + 6;
  };
  row(['Item', 'Qty', 'Unit price', 'Amount'], true);
  doc
    .moveTo(left, doc.y - 3)
    .lineTo(left + width, doc.y - 3)
    .stroke();
  for (const item of order.items) {
    const name = item.slot_label ? `${item.product_name} (${item.slot_label})` : item.product_name;
    row([name, String(item.quantity), money(item.final_price), money(item.line_total)]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.5);

  // The totals, right-aligned under the amount column.
  const { totals } = order;
  const itemsTotal = totals.total_mrp - totals.product_discount;
  const totalRows: [string, string, boolean][] = [
    ['Items (at list price)', money(totals.total_mrp), false],
    ['Product discounts', `- ${money(totals.product_discount)}`, false],
    ['Items total', money(itemsTotal), false],
    [
      totals.coupon_code ? `Coupon ${totals.coupon_code}` : 'Coupon',
      `- ${money(totals.coupon_discount)}`,
      false,
    ],
    ['Delivery', money(totals.delivery_charge), false],
    ['Tax (none charged: prices are final)', money(totals.tax), false],
    [`Total (${totals.currency})`, money(totals.total_amount), true],
  ];
  for (const [label, value, bold] of totalRows) {
    if (doc.y > bottom() - 20) doc.addPage();
    const y = doc.y;
    writeText(doc, label, bold ? 'bold' : 'regular', { x: left, y }, { width: width * 0.78, align: 'right' });
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(value, columns.amount, y, { width: columnWidths.amount, align: 'right' });
    doc.x = left;
    doc.y += 4;
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
  doc.end();
  return finished;
}

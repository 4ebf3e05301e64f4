// What the demo store's products carry after a purchase: files for the first Digital products (a
// guide, a worksheet, and for one a data set over a megabyte, all generated text), documents for
// some goods and services (a warranty card, a session guide), and a customer-requirement form for
// the first services and for engraved goods (the forms' texts are server/crf/built-in-texts.ts's,
// which answers them translated). Seeded once, while the store's products have no files and no
// form fields, so data an operator changed is never touched.
import { CRF_TEXTS } from '../crf/built-in-texts.ts';
import type { Queryable } from './db.ts';

const DIGITAL_WITH_FILES = 12;
const SERVICES_WITH_EXTRAS = 12;
const GOODS_WITH_DOCUMENTS = 10;
const GOODS_WITH_FORM = 4;
const encoder = new TextEncoder();

interface ProductRow {
  id: number;
  name: string;
}

/** Returns true when it seeded anything. */
export async function seedAftercare(tx: Queryable, storeId: number): Promise<boolean> {
  const [row] = await tx.query<{ needed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM products WHERE store_id = $1)
        AND NOT EXISTS (SELECT 1 FROM product_files f JOIN products p ON p.id = f.product_id WHERE p.store_id = $1)
        AND NOT EXISTS (SELECT 1 FROM product_crf_fields f JOIN products p ON p.id = f.product_id WHERE p.store_id = $1)
        AS needed`,
    [storeId],
  );
  if (!row?.needed) return false;

  const digital = await productsOf(tx, storeId, ['Digital'], DIGITAL_WITH_FILES);
  for (const [index, product] of digital.entries()) {
    const base = slug(product.name);
    await insertFile(tx, product.id, `${base}-guide.txt`, 'text/plain', guideText(product.name), 0);
    await insertFile(
      tx,
      product.id,
      `${base}-worksheet.csv`,
      'text/csv',
      worksheet(product.name, 400 + index * 150),
      1,
    );
    // One download over a megabyte, so sizes show in MB as they do for real media.
    if (index === 0) {
      await insertFile(tx, product.id, `${base}-dataset.csv`, 'text/csv', worksheet(product.name, 24_000), 2);
    }
  }

  const services = await productsOf(tx, storeId, ['Service', 'Packaged Service'], SERVICES_WITH_EXTRAS);
  for (const product of services) {
    await insertDocument(
      tx,
      product.id,
      'Session guide',
      `${slug(product.name)}-session-guide.txt`,
      sessionGuide(product.name),
    );
    await insertField(tx, product.id, 0, {
      key: 'participant_name',
      label: CRF_TEXTS.participantName.text,
      type: 'text',
      required: true,
      maxLength: 100,
    });
    await insertField(tx, product.id, 1, {
      key: 'experience',
      label: CRF_TEXTS.experience.text,
      type: 'choice',
      required: true,
      options: [CRF_TEXTS.beginner.text, CRF_TEXTS.intermediate.text, CRF_TEXTS.advanced.text],
    });
    await insertField(tx, product.id, 2, {
      key: 'age',
      label: CRF_TEXTS.age.text,
      type: 'number',
      required: false,
      min: 5,
      max: 100,
    });
    await insertField(tx, product.id, 3, {
      key: 'first_time',
      label: CRF_TEXTS.firstTime.text,
      type: 'yes_no',
      required: false,
    });
    await insertField(tx, product.id, 4, {
      key: 'notes',
      label: CRF_TEXTS.notes.text,
      type: 'long_text',
      required: false,
      maxLength: 1000,
      help: CRF_TEXTS.notesHelp.text,
    });
  }

  const goods = await productsOf(tx, storeId, ['Physical'], GOODS_WITH_DOCUMENTS);
  for (const [index, product] of goods.entries()) {
    await insertDocument(
      tx,
      product.id,
      'Warranty card',
      `${slug(product.name)}-warranty.txt`,
      warrantyCard(product.name),
    );
    if (index < GOODS_WITH_FORM) {
      await insertField(tx, product.id, 0, {
        key: 'engraving',
        label: CRF_TEXTS.engraving.text,
        type: 'text',
        required: false,
        maxLength: 30,
        help: CRF_TEXTS.engravingHelp.text,
      });
      await insertField(tx, product.id, 1, {
        key: 'gift_date',
        label: CRF_TEXTS.giftDate.text,
        type: 'date',
        required: false,
      });
    }
  }
  return true;
}

async function productsOf(
  tx: Queryable,
  storeId: number,
  types: string[],
  limit: number,
): Promise<ProductRow[]> {
  return tx.query<ProductRow>(
    'SELECT id, name FROM products WHERE store_id = $1 AND product_type = ANY($2::text[]) ORDER BY id LIMIT $3',
    [storeId, types, limit],
  );
}

async function insertFile(
  tx: Queryable,
  productId: number,
  fileName: string,
  contentType: string,
  text: string,
  sortOrder: number,
): Promise<void> {
  await tx.query(
    'INSERT INTO product_files (product_id, file_name, content_type, body, sort_order) VALUES ($1, $2, $3, $4, $5)',
    [productId, fileName, contentType, encoder.encode(text), sortOrder],
  );
}

async function insertDocument(
  tx: Queryable,
  productId: number,
  title: string,
  fileName: string,
  text: string,
) {
  await tx.query(
    "INSERT INTO item_documents (product_id, title, file_name, content_type, body) VALUES ($1, $2, $3, 'text/plain', $4)",
    [productId, title, fileName, encoder.encode(text)],
  );
}

interface FieldSpec {
  key: string;
  label: string;
  type: 'text' | 'long_text' | 'number' | 'date' | 'choice' | 'yes_no';
  required: boolean;
  maxLength?: number;
  options?: string[];
  min?: number;
  max?: number;
  help?: string;
}

async function insertField(tx: Queryable, productId: number, sortOrder: number, field: FieldSpec) {
  await tx.query(
    `INSERT INTO product_crf_fields (product_id, field_key, label, field_type, required, max_length, options,
       min_value, max_value, help_text, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      productId,
      field.key,
      field.label,
      field.type,
      field.required,
      field.maxLength ?? 200,
      field.options ?? null,
      field.min ?? null,
      field.max ?? null,
      field.help ?? '',
      sortOrder,
    ],
  );
}

/** "Data Analysis Course (Video)" → "data-analysis-course-video", at most 60 characters. */
export function slug(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words === '' ? 'file' : words;
}

function guideText(name: string): string {
  return [
    `${name}: getting started`,
    '',
    'Thank you for your purchase. This guide explains how to use what you bought.',
    '',
    '1. Keep this file with your other downloads; you can download it again from your orders.',
    '2. Open the worksheet in any spreadsheet program.',
    '3. Questions? Open an enquiry on the order item and the store will answer.',
    '',
  ].join('\n');
}

/** A CSV of `rows` numbered lessons: deterministic, about 60 bytes a row. */
function worksheet(name: string, rows: number): string {
  const lines = ['lesson,title,minutes,done'];
  for (let n = 1; n <= rows; n += 1) {
    lines.push(`${n},"${name.replace(/"/g, "'").slice(0, 30)} part ${n}",${15 + ((n * 7) % 45)},no`);
  }
  return `${lines.join('\n')}\n`;
}

function sessionGuide(name: string): string {
  return `${name}: session guide\n\nArrive ten minutes early. Sessions can be rescheduled or cancelled up to 24 hours before they start.\n`;
}

function warrantyCard(name: string): string {
  return `${name}: warranty card\n\nThis product is covered for 12 months from delivery against defects in materials and workmanship.\nKeep this card with your order number.\n`;
}

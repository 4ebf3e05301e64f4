// The customer-requirement form of an order item (contracts/crf.ts): the product's fields with the
// item's answers, and saving answers, each checked against its field.
import type { CrfField, CrfFieldType, CrfForm } from '../../contracts/crf.ts';
import { MAX_CRF_ANSWERS } from '../../contracts/crf.ts';
import type { Queryable } from '../db/db.ts';
import { refuseControlCharacters } from '../http/control-characters.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import { isJsonId, isJsonObject } from '../http/json-object.ts';
import { inRequestLanguage } from '../i18n/in-request-language.ts';
import { type MessageValue, msg, type ServerMessage } from '../i18n/server-message.ts';
import { type CustomerItem, requireCustomerItem } from '../orders/customer-item.ts';
import { isItemLive } from '../orders/item-delivery.ts';
import { crfText } from './built-in-texts.ts';

export const NO_FORM = msg('This item has no form to fill in.');
export const FORM_DELIVERED = msg('The form can no longer be changed: the item has been delivered.');
export const FORM_NOT_ACTIVE = msg('This order is no longer active, so its form cannot be changed.');
export const notAFieldOf = (fieldId: number) =>
  msg('field_id {id} is not a field of this item’s form.', { id: fieldId });

interface FieldRow {
  id: number;
  field_key: string;
  label: string;
  field_type: CrfFieldType;
  required: boolean;
  max_length: number;
  options: string[] | null;
  min_value: number | null;
  max_value: number | null;
  help_text: string;
  value: string | null;
  updated_at: Date | null;
}

export async function loadCrfForm(db: Queryable, customerId: string, itemId: number): Promise<CrfForm> {
  const item = await requireCustomerItem(db, customerId, itemId);
  return formOf(item, await fieldsOf(db, item));
}

/** The answers as they are after the save; nothing is kept when one is refused. */
export async function saveCrfAnswers(
  tx: Queryable,
  customerId: string,
  itemId: number,
  body: Record<string, unknown>,
  now: Date,
): Promise<CrfForm> {
  const answers = parseAnswers(body);
  const item = await requireCustomerItem(tx, customerId, itemId, true);
  const fields = await fieldsOf(tx, item);
  if (fields.length === 0) throw conflict(NO_FORM);
  const reason = lockedReason(item);
  if (reason !== null) throw conflict(reason);
  const checked = answers.map(({ fieldId, value }) => {
    const field = fields.find((f) => f.id === fieldId);
    if (!field) throw badRequest(notAFieldOf(fieldId));
    return { field, value: normalise(field, value) };
  });
  for (const { field, value } of checked) {
    if (value === null) {
      await tx.query('DELETE FROM order_item_crf_answers WHERE order_item_id = $1 AND field_id = $2', [
        item.id,
        field.id,
      ]);
      continue;
    }
    await tx.query(
      `INSERT INTO order_item_crf_answers (order_item_id, field_id, value, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_item_id, field_id) DO UPDATE SET value = EXCLUDED.value,
         updated_at = CASE WHEN order_item_crf_answers.value = EXCLUDED.value
                           THEN order_item_crf_answers.updated_at ELSE EXCLUDED.updated_at END`,
      [item.id, field.id, value, now],
    );
  }
  return formOf(item, await fieldsOf(tx, item));
}

function lockedReason(item: CustomerItem): ServerMessage | null {
  if (item.order_kind === 'request') {
    return item.request_status === 'open' || item.request_status === 'pending' ? null : FORM_NOT_ACTIVE;
  }
  // Delivered first: an item returned or refunded after delivery says so, not that its order ended.
  if (item.delivered_at !== null) return FORM_DELIVERED;
  if (!isItemLive(item)) return FORM_NOT_ACTIVE;
  return null;
}

/** A form text in the request's language: a built-in one translated, the store's own as written. */
function shown(text: string): string {
  const value: MessageValue = crfText(text);
  return typeof value === 'object' ? inRequestLanguage(value) : text;
}

function formOf(item: CustomerItem, rows: FieldRow[]): CrfForm {
  const reason = rows.length === 0 ? NO_FORM : lockedReason(item);
  const fields: CrfField[] = rows.map((row) => ({
    field_id: row.id,
    key: row.field_key,
    label: shown(row.label),
    type: row.field_type,
    required: row.required,
    max_length: row.max_length,
    options: row.options,
    option_labels: row.options?.map(shown) ?? null,
    min_value: row.min_value,
    max_value: row.max_value,
    help_text: row.help_text === '' ? '' : shown(row.help_text),
    value: row.value,
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  }));
  return {
    order_item_id: item.id,
    product_id: item.product_id,
    editable: reason === null,
    locked_reason: reason === null ? null : inRequestLanguage(reason),
    locked:
      reason === null
        ? null
        : reason === NO_FORM
          ? 'no_form'
          : reason === FORM_DELIVERED
            ? 'delivered'
            : 'not_active',
    complete: fields.every((field) => !field.required || field.value !== null),
    fields,
  };
}

async function fieldsOf(db: Queryable, item: CustomerItem): Promise<FieldRow[]> {
  return db.query<FieldRow>(
    `SELECT f.id, f.field_key, f.label, f.field_type, f.required, f.max_length, f.options, f.min_value,
            f.max_value, f.help_text, a.value, a.updated_at
     FROM product_crf_fields f
     LEFT JOIN order_item_crf_answers a ON a.field_id = f.id AND a.order_item_id = $2
     WHERE f.product_id = $1 ORDER BY f.sort_order, f.id`,
    [item.product_id, item.id],
  );
}

type RawValue = string | number | boolean | null;

function parseAnswers(body: Record<string, unknown>): { fieldId: number; value: RawValue }[] {
  const list = body.answers;
  if (list === undefined || list === null) throw badRequest('answers is required');
  if (!Array.isArray(list)) throw badRequest('answers must be a list of { field_id, value }');
  if (list.length === 0) throw badRequest('answers must hold at least one answer');
  if (list.length > MAX_CRF_ANSWERS)
    throw badRequest('answers may hold at most {max} answers.', { max: MAX_CRF_ANSWERS });
  const seen = new Set<number>();
  return list.map((entry) => {
    if (!isJsonObject(entry)) throw badRequest('answers must be a list of { field_id, value }');
    if (!isJsonId(entry.field_id)) throw badRequest('field_id must be a positive integer');
    if (seen.has(entry.field_id))
      throw badRequest('field_id {id} is answered twice.', { id: entry.field_id });
    seen.add(entry.field_id);
    const value = entry.value ?? null;
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
      throw badRequest('value must be text, a number, true or false');
    }
    return { fieldId: entry.field_id, value: value as RawValue };
  });
}

const NUMBER = /^-?\d{1,9}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The answer as stored, or null to clear it; 400 naming the field's label when it does not fit. */
function normalise(field: FieldRow, raw: RawValue): string | null {
  const label = crfText(field.label);
  let text: string;
  if (raw === null) text = '';
  else if (typeof raw === 'boolean') {
    if (field.field_type !== 'yes_no') throw badRequest('“{field}” must be text.', { field: label });
    text = raw ? 'yes' : 'no';
  } else if (typeof raw === 'number') {
    if (field.field_type !== 'number' || !Number.isFinite(raw))
      throw badRequest('“{field}” must be text.', { field: label });
    text = String(raw);
  } else {
    if (raw.length > 8000)
      throw badRequest('“{field}” can be at most {max} characters.', { field: label, max: field.max_length });
    text = raw.replace(/\r\n?/g, '\n');
    refuseControlCharacters(field.field_type === 'long_text' ? text.replace(/\n/g, '') : text, field.label);
    text = text.trim();
  }
  if (text === '') {
    if (field.required) throw badRequest('“{field}” is required.', { field: label });
    return null;
  }
  switch (field.field_type) {
    case 'text':
    case 'long_text':
      if ([...text].length > field.max_length) {
        throw badRequest('“{field}” can be at most {max} characters.', {
          field: label,
          max: field.max_length,
        });
      }
      return text;
    case 'number': {
      const value = NUMBER.test(text) ? Number(text) : Number.NaN;
      if (Number.isNaN(value)) throw badRequest('“{field}” must be a number.', { field: label });
      if (
        (field.min_value !== null && value < field.min_value) ||
        (field.max_value !== null && value > field.max_value)
      ) {
        throw badRequest('“{field}” must be from {min} to {max}.', {
          field: label,
          min: field.min_value ?? '…',
          max: field.max_value ?? '…',
        });
      }
      return String(value);
    }
    case 'date': {
      const at = DATE.test(text) ? new Date(`${text}T00:00:00.000Z`) : null;
      if (
        !at ||
        Number.isNaN(at.getTime()) ||
        at.toISOString().slice(0, 10) !== text ||
        text < '1900-01-01' ||
        text > '2100-12-31'
      ) {
        throw badRequest('“{field}” must be a date such as 2026-03-04.', { field: label });
      }
      return text;
    }
    case 'choice':
      if (!field.options?.includes(text)) {
        throw badRequest('“{field}” must be one of {values}.', {
          field: label,
          values: (field.options ?? []).join(', '),
        });
      }
      return text;
    case 'yes_no': {
      const answer = text.toLowerCase();
      if (answer !== 'yes' && answer !== 'no')
        throw badRequest('“{field}” must be yes or no.', { field: label });
      return answer;
    }
  }
}

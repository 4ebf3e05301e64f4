// The answers to an order item's form (contracts/crf.ts) as the shopper types them: each field's
// draft as text, checked with the server's rules (server/crf/crf-answers.ts) before it is sent, and
// the answers that changed. Pure: the screen words the problems.
import type { CrfField } from '../../../../contracts/crf.ts';

export type CrfProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'notNumber' }
  | { kind: 'outOfRange'; min: number | null; max: number | null }
  | { kind: 'notDate' }
  | { kind: 'notChoice' };

const NUMBER = /^-?\d{1,9}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the shopper reads for a choice's option: the store's label for it, else the option itself. */
export function crfOptionLabel(field: CrfField, option: string): string {
  const index = field.options?.indexOf(option) ?? -1;
  return (index >= 0 ? field.option_labels?.[index] : undefined) ?? option;
}

/** Each field's draft: its answer as text ('' when none). */
export function crfDrafts(fields: readonly CrfField[]): Record<number, string> {
  return Object.fromEntries(fields.map((field) => [field.field_id, field.value ?? '']));
}

/** Why the draft would be refused, or null. */
export function crfProblem(field: CrfField, draft: string): CrfProblem | null {
  const text = draft.replace(/\r\n?/g, '\n').trim();
  if (text === '') return field.required ? { kind: 'required' } : null;
  switch (field.type) {
    case 'text':
    case 'long_text':
      return [...text].length > field.max_length ? { kind: 'tooLong', max: field.max_length } : null;
    case 'number': {
      if (!NUMBER.test(text)) return { kind: 'notNumber' };
      const value = Number(text);
      const low = field.min_value !== null && value < field.min_value;
      const high = field.max_value !== null && value > field.max_value;
      return low || high ? { kind: 'outOfRange', min: field.min_value, max: field.max_value } : null;
    }
    case 'date': {
      const at = DATE.test(text) ? new Date(`${text}T00:00:00.000Z`) : null;
      const real = at !== null && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
      return real && text >= '1900-01-01' && text <= '2100-12-31' ? null : { kind: 'notDate' };
    }
    case 'choice':
      return field.options?.includes(text) ? null : { kind: 'notChoice' };
    case 'yes_no':
      return text === 'yes' || text === 'no' ? null : { kind: 'notChoice' };
  }
}

/** The problems of the drafts, by field id; empty when every draft can be sent. */
export function crfProblems(
  fields: readonly CrfField[],
  drafts: Record<number, string>,
): Record<number, CrfProblem> {
  const problems: Record<number, CrfProblem> = {};
  for (const field of fields) {
    const problem = crfProblem(field, drafts[field.field_id] ?? '');
    if (problem) problems[field.field_id] = problem;
  }
  return problems;
}

/** The answers that differ from what is saved, as the save sends them (null clears one). */
export function changedCrfAnswers(
  fields: readonly CrfField[],
  drafts: Record<number, string>,
): { field_id: number; value: string | null }[] {
  return fields.flatMap((field) => {
    const draft = (drafts[field.field_id] ?? '').replace(/\r\n?/g, '\n').trim();
    const saved = field.value ?? '';
    if (draft === saved) return [];
    return [{ field_id: field.field_id, value: draft === '' ? null : draft }];
  });
}

import { describe, expect, it } from 'vitest';
import type { CrfField } from '../../contracts/crf.ts';
import {
  changedCrfAnswers,
  crfDrafts,
  crfProblem,
  crfProblems,
} from '../../src/features/orders/aftercare/crfAnswers.ts';

const field = (over: Partial<CrfField>): CrfField => ({
  field_id: 1,
  key: 'k',
  label: 'L',
  type: 'text',
  required: false,
  max_length: 10,
  options: null,
  min_value: null,
  max_value: null,
  help_text: '',
  value: null,
  updated_at: null,
  ...over,
});

describe('crfProblem', () => {
  it('checks each type as the server does', () => {
    expect(crfProblem(field({ required: true }), '  ')).toEqual({ kind: 'required' });
    expect(crfProblem(field({}), '')).toBeNull();
    expect(crfProblem(field({ max_length: 3 }), 'abcd')).toEqual({ kind: 'tooLong', max: 3 });
    expect(crfProblem(field({ max_length: 3 }), 'नमस')).toBeNull();
    const number = field({ type: 'number', min_value: 1, max_value: 10 });
    expect(crfProblem(number, '1e3')).toEqual({ kind: 'notNumber' });
    expect(crfProblem(number, '3.145')).toEqual({ kind: 'notNumber' });
    expect(crfProblem(number, '11')).toEqual({ kind: 'outOfRange', min: 1, max: 10 });
    expect(crfProblem(number, '9.5')).toBeNull();
    const date = field({ type: 'date' });
    expect(crfProblem(date, '2026-02-30')).toEqual({ kind: 'notDate' });
    expect(crfProblem(date, '1899-12-31')).toEqual({ kind: 'notDate' });
    expect(crfProblem(date, '2026-03-04')).toBeNull();
    const choice = field({ type: 'choice', options: ['S', 'M'] });
    expect(crfProblem(choice, 'L')).toEqual({ kind: 'notChoice' });
    expect(crfProblem(choice, 'M')).toBeNull();
    expect(crfProblem(field({ type: 'yes_no' }), 'maybe')).toEqual({ kind: 'notChoice' });
    expect(crfProblem(field({ type: 'yes_no' }), 'yes')).toBeNull();
  });
});

describe('changedCrfAnswers', () => {
  it('sends only what changed, a cleared answer as null', () => {
    const fields = [
      field({ field_id: 1, value: 'Asha' }),
      field({ field_id: 2, value: 'x' }),
      field({ field_id: 3, value: null }),
    ];
    const drafts = { ...crfDrafts(fields), 1: ' Asha ', 2: '', 3: 'new' };
    expect(changedCrfAnswers(fields, drafts)).toEqual([
      { field_id: 2, value: null },
      { field_id: 3, value: 'new' },
    ]);
    expect(crfProblems(fields, drafts)).toEqual({});
  });
});

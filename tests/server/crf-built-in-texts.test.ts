// The requirement form's built-in texts (the labels, help and options the reference store seeds)
// answered in the request's language; a store's own words stay as written, and a choice's options
// stay the values that are sent back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CrfForm } from '../../contracts/crf.ts';
import { CRF_TEXTS } from '../../server/crf/built-in-texts.ts';
import { renderMessage } from '../../server/i18n/render-message.ts';
import { AftercareKit } from './aftercare-kit.ts';
import type { Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, type Shelf, type Shopper } from './cart-kit.ts';

let kit: AftercareKit;
let h: Harness;
let shelf: Shelf;
let a: Shopper;
const field: Record<string, number> = {};

beforeAll(async () => {
  kit = await AftercareKit.open('crf.texts.second@example.com');
  ({ h, shelf, a } = kit.w);
  const rows = await h.db.query<{ id: number; field_key: string }>(
    `INSERT INTO product_crf_fields (product_id, field_key, label, field_type, required, max_length, options,
       min_value, max_value, help_text, sort_order)
     VALUES ($1, 'participant_name', 'Participant name', 'text', true, 100, NULL, NULL, NULL, '', 0),
            ($1, 'experience', 'Experience level', 'choice', true, 200,
               ARRAY['Beginner', 'Intermediate', 'Advanced'], NULL, NULL, '', 1),
            ($1, 'notes', 'Anything we should know', 'long_text', false, 1000, NULL, NULL, NULL,
               'Health conditions, accessibility needs or goals.', 2),
            ($1, 'mug', 'Name on the mug', 'choice', false, 200, ARRAY['Blue', 'Green'], NULL, NULL,
               'Our own words', 3)
     RETURNING id, field_key`,
    [shelf.mug.id],
  );
  for (const row of rows) field[row.field_key] = row.id;
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await kit.reset();
});

const formPath = (itemId: number, language: string) =>
  `${CFS}/order-items/${itemId}/crf-attributes?language-code=${language}`;

async function mugItem(who: Shopper) {
  const order = await kit.order(who, [[shelf.mug, 1]]);
  return kit.item(order, shelf.mug);
}

describe.each(['ar', 'fr', 'hi'] as const)('the built-in form texts in %s', (language) => {
  it('are answered in the language; the store’s own words and the option values stay as written', async () => {
    const itemId = await mugItem(a);
    const form = okBody(await h.call<CrfForm>('GET', formPath(itemId, language), { headers: a.headers }));
    const [name, experience, notes, own] = form.fields;
    const inLanguage = (message: (typeof CRF_TEXTS)[keyof typeof CRF_TEXTS]) =>
      renderMessage(message, language);
    expect(name?.label).toBe(inLanguage(CRF_TEXTS.participantName));
    expect(name?.label).not.toBe('Participant name');
    expect(experience?.label).toBe(inLanguage(CRF_TEXTS.experience));
    expect(experience?.options).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(experience?.option_labels).toEqual([
      inLanguage(CRF_TEXTS.beginner),
      inLanguage(CRF_TEXTS.intermediate),
      inLanguage(CRF_TEXTS.advanced),
    ]);
    expect(notes?.label).toBe(inLanguage(CRF_TEXTS.notes));
    expect(notes?.help_text).toBe(inLanguage(CRF_TEXTS.notesHelp));
    // The store's own field: its label and help as written; its options are its own words too.
    expect(own).toMatchObject({
      label: 'Name on the mug',
      help_text: 'Our own words',
      options: ['Blue', 'Green'],
    });
    expect(own?.option_labels).toEqual(['Blue', 'Green']);

    // The answer is still the option's value; a refusal names the field in the language.
    const saved = await h.call<CrfForm>('PUT', formPath(itemId, language), {
      headers: a.headers,
      body: { answers: [{ field_id: field.experience, value: 'Beginner' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.response_body.fields[1]?.value).toBe('Beginner');
    const refused = await h.call('PUT', formPath(itemId, language), {
      headers: a.headers,
      body: { answers: [{ field_id: field.participant_name, value: '   ' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.response_message).toContain(inLanguage(CRF_TEXTS.participantName));
  });
});

describe('in English', () => {
  it('the built-in texts are as seeded', async () => {
    const itemId = await mugItem(a);
    const form = okBody(await h.call<CrfForm>('GET', formPath(itemId, 'en'), { headers: a.headers }));
    expect(form.fields.map((f) => f.label)).toEqual([
      'Participant name',
      'Experience level',
      'Anything we should know',
      'Name on the mug',
    ]);
    expect(form.fields[1]?.option_labels).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expectFailure(
      await h.call('PUT', formPath(itemId, 'en'), {
        headers: a.headers,
        body: { answers: [{ field_id: field.participant_name, value: '' }] },
      }),
      400,
      '“Participant name” is required.',
    );
  });
});

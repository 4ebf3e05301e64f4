// The built-in assistant's wording (server/askai/templates.ts): counts and statuses in the
// answer's language.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, REQUEST_STATUSES } from '../../contracts/checkout.ts';
import { arabicDays, TEMPLATES } from '../../server/askai/templates.ts';

describe('templates', () => {
  it.each([
    [1, 'يوم واحد'],
    [2, 'يومان'],
    [3, '3 أيام'],
    [10, '10 أيام'],
    [15, '15 يومًا'],
  ])('counts %i days in Arabic as %s', (days, words) => {
    expect(arabicDays(days)).toBe(words);
  });

  it('says how many of how many it shows, and never "1 kettles"', () => {
    expect(TEMPLATES.en.found('kettles in stock', 5, 7)).toBe(
      'Here are 5 of the 7 kettles in stock I found:',
    );
    expect(TEMPLATES.en.found('kettles', 1, 1)).toBe('I found one match for kettles:');
    expect(TEMPLATES.fr.found('bouilloires', 5, 7)).toContain('5 des 7');
    expect(TEMPLATES.hi.found('केतली', 5, 7)).toContain('7');
    expect(TEMPLATES.ar.found('غلايات', 5, 7)).toContain('7');
  });

  it('has a word for every order and request status in every language', () => {
    for (const [language, templates] of Object.entries(TEMPLATES)) {
      for (const status of [...ORDER_STATUSES, ...REQUEST_STATUSES]) {
        expect(templates.statusWords[status], `${language} ${status}`).toMatch(/\S/);
        if (language !== 'en') expect(templates.statusWords[status]).not.toBe(status);
      }
    }
  });
});

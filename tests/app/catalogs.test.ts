import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../contracts/request.ts';

/** msgid → msgstr of one PO catalog (single-line entries, as Lingui writes them). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(`src/locales/${locale}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (match[1]) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

const source = readCatalog('en');

describe('the translation catalogs', () => {
  it('exist for all six languages, with every message of the source', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr']);
    expect(source.size).toBeGreaterThan(40);
    for (const locale of LANGUAGE_CODES) {
      const catalog = readCatalog(locale);
      const missing = [...source.keys()].filter((id) => !catalog.get(id));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  /** Words a language borrows from English as they are. */
  const BORROWED: Record<string, string[]> = {
    fr: [
      'E-mail',
      'API',
      'Description',
      'Pages',
      'Service',
      'Suggestions',
      'Coupon',
      'Coupons',
      'Total',
      'Menu',
      'Sessions',
      'Message',
      'Communications',
      '{minutes, plural, one {# minute} other {# minutes}}',
    ],
    hi: ['API'],
    ar: [],
  };

  it.each(['hi', 'ar', 'fr'])('%s is a real translation, not a copy of English', (locale) => {
    const catalog = readCatalog(locale);
    const copied = [...source].filter(
      ([id, english]) =>
        catalog.get(id) === english &&
        !/^[{}\s\d©.−%]*$/.test(english.replace(/\{\w+\}/g, '')) &&
        !BORROWED[locale]?.includes(english),
    );
    expect(copied).toEqual([]);
  });

  // WCAG 2.5.3 (label in name): a control whose name says more than its visible label starts with
  // that label, so that speech input can reach it by what it shows. The cart link shows "Cart".
  it.each(LANGUAGE_CODES)('%s names the cart link with its visible label first', (locale) => {
    const catalog = readCatalog(locale);
    const label = catalog.get('Cart') ?? '';
    const names = [
      ...[
        ...(catalog.get('{count, plural, one {Cart, # product} other {Cart, # products}}') ?? '').matchAll(
          /\w+ \{([^{}]*)\}/g,
        ),
      ].map((branch) => branch[1] ?? ''),
    ];
    expect(label).not.toBe('');
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names)
      expect({ locale, name, startsWithLabel: name.startsWith(label) }).toMatchObject({
        startsWithLabel: true,
      });
  });

  it('keeps every placeholder of the source in each translation', () => {
    for (const locale of LANGUAGE_CODES) {
      const catalog = readCatalog(locale);
      for (const [id, english] of source) {
        // The set of names: a language with more plural branches repeats them more often.
        const placeholders = (text: string) =>
          [...new Set([...text.matchAll(/\{\w+\}/g)].map((m) => m[0]))].sort();
        expect({ locale, id, placeholders: placeholders(catalog.get(id) ?? '') }).toEqual({
          locale,
          id,
          placeholders: placeholders(english),
        });
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { policyBlocks, textLanguage } from '../../src/features/policies/policyText.ts';

describe('policyBlocks', () => {
  it('splits paragraphs on blank lines and reads "## " as a heading', () => {
    expect(policyBlocks('First line\nsame paragraph.\n\n## Refunds\n\n  Second.  \n\n\n')).toEqual([
      { kind: 'paragraph', text: 'First line same paragraph.' },
      { kind: 'heading', text: 'Refunds' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('keeps a "##" without its space as text, and gives nothing for an empty body', () => {
    expect(policyBlocks('##Not a heading')).toEqual([{ kind: 'paragraph', text: '##Not a heading' }]);
    expect(policyBlocks(' \n\n ')).toEqual([]);
  });
});

describe('textLanguage', () => {
  it('needs nothing when the text is in the page language (any variant)', () => {
    expect(textLanguage('en', 'en_IN')).toBeNull();
    expect(textLanguage('ar', 'ar')).toBeNull();
  });

  it('marks an English fallback inside an Arabic page left to right, and the reverse', () => {
    expect(textLanguage('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLanguage('ar', 'fr')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(textLanguage('en_IN', 'hi')).toEqual({ lang: 'en-IN', dir: 'ltr' });
  });
});

import { describe, expect, it } from 'vitest';
import { preferencesToApply } from '../../src/features/account/rules/preferencesToApply.ts';

const here = { language: 'en', theme: 'light' as const, offered: ['en', 'fr', 'ar'] };

describe('preferencesToApply', () => {
  it('nothing saved: nothing changes', () => {
    expect(preferencesToApply({ language_code: null, theme_mode: null }, here)).toEqual({
      language: null,
      theme: null,
    });
  });
  it('a saved language and theme other than this browser’s are applied', () => {
    expect(preferencesToApply({ language_code: 'fr', theme_mode: 'dark' }, here)).toEqual({
      language: 'fr',
      theme: 'dark',
    });
  });
  it('what is already on changes nothing', () => {
    expect(preferencesToApply({ language_code: 'en', theme_mode: 'light' }, here)).toEqual({
      language: null,
      theme: null,
    });
  });
  it('a language the store no longer offers is not applied', () => {
    expect(preferencesToApply({ language_code: 'hi', theme_mode: null }, here).language).toBeNull();
  });
});

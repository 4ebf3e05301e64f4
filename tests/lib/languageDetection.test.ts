import { describe, expect, it } from 'vitest';
import { detectLanguage, matchLanguageCode, stripLanguagePrefix } from '../../src/lib/languageDetection.ts';

const SUPPORTED = ['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr'] as const;

describe('matchLanguageCode', () => {
  it('returns the supported code as written', () => {
    expect(matchLanguageCode('fr', SUPPORTED)).toBe('fr');
    expect(matchLanguageCode('FR', SUPPORTED)).toBe('fr');
    expect(matchLanguageCode('en-US', SUPPORTED)).toBe('en_US');
    expect(matchLanguageCode('en-us', SUPPORTED)).toBe('en_US');
    expect(matchLanguageCode(' EN_in ', SUPPORTED)).toBe('en_IN');
  });

  it('does not fall back from a region to its base language', () => {
    expect(matchLanguageCode('fr-CA', SUPPORTED)).toBeNull();
    expect(matchLanguageCode('en-GB', SUPPORTED)).toBeNull();
  });

  it('gives null for unsupported, blank or missing candidates', () => {
    expect(matchLanguageCode('de', SUPPORTED)).toBeNull();
    expect(matchLanguageCode('', SUPPORTED)).toBeNull();
    expect(matchLanguageCode(null, SUPPORTED)).toBeNull();
    expect(matchLanguageCode('fr', [])).toBeNull();
  });
});

describe('detectLanguage', () => {
  const everywhere = { pathname: '/hi/cart', cookie: 'ar', storage: 'fr', htmlLang: 'en-US' };

  it('prefers the first path segment', () => {
    expect(detectLanguage(everywhere, SUPPORTED)).toEqual({ code: 'hi', source: 'path' });
  });

  it('then the cookie', () => {
    expect(detectLanguage({ ...everywhere, pathname: '/cart' }, SUPPORTED)).toEqual({
      code: 'ar',
      source: 'cookie',
    });
  });

  it('then local storage', () => {
    expect(detectLanguage({ ...everywhere, pathname: '/', cookie: null }, SUPPORTED)).toEqual({
      code: 'fr',
      source: 'storage',
    });
  });

  it('then the html lang attribute, matched to the canonical code', () => {
    expect(detectLanguage({ pathname: '/', htmlLang: 'en-US' }, SUPPORTED)).toEqual({
      code: 'en_US',
      source: 'htmlLang',
    });
  });

  it('skips unsupported candidates and keeps looking', () => {
    expect(detectLanguage({ pathname: '/de/cart', cookie: 'xx', storage: 'HI' }, SUPPORTED)).toEqual({
      code: 'hi',
      source: 'storage',
    });
  });

  it('does not take a route name for a language', () => {
    expect(detectLanguage({ pathname: '/productListing', cookie: 'fr' }, SUPPORTED)).toEqual({
      code: 'fr',
      source: 'cookie',
    });
  });

  it('reads an encoded or upper-case path segment', () => {
    expect(detectLanguage({ pathname: '/en%2DUS/cart' }, SUPPORTED)).toEqual({
      code: 'en_US',
      source: 'path',
    });
    expect(detectLanguage({ pathname: '/AR' }, SUPPORTED)).toEqual({ code: 'ar', source: 'path' });
  });

  it('survives a malformed escape in the path', () => {
    expect(detectLanguage({ pathname: '/%E0%A4/x', cookie: 'fr' }, SUPPORTED)).toEqual({
      code: 'fr',
      source: 'cookie',
    });
  });

  it('gives nulls when nothing matches', () => {
    expect(detectLanguage({}, SUPPORTED)).toEqual({ code: null, source: null });
    expect(
      detectLanguage({ pathname: '/', cookie: '', storage: 'de', htmlLang: 'fr-CA' }, SUPPORTED),
    ).toEqual({ code: null, source: null });
  });
});

describe('stripLanguagePrefix', () => {
  it('removes a leading language segment', () => {
    expect(stripLanguagePrefix('/fr/productListing', SUPPORTED)).toBe('/productListing');
    expect(stripLanguagePrefix('/en_US/checkout/42', SUPPORTED)).toBe('/checkout/42');
    expect(stripLanguagePrefix('/EN-us/cart/', SUPPORTED)).toBe('/cart/');
  });

  it('gives / for a bare language path', () => {
    expect(stripLanguagePrefix('/fr', SUPPORTED)).toBe('/');
    expect(stripLanguagePrefix('/fr/', SUPPORTED)).toBe('/');
    expect(stripLanguagePrefix('fr', SUPPORTED)).toBe('/');
  });

  it('gives null when the path has no language prefix', () => {
    expect(stripLanguagePrefix('/productListing', SUPPORTED)).toBeNull();
    expect(stripLanguagePrefix('/', SUPPORTED)).toBeNull();
    expect(stripLanguagePrefix('', SUPPORTED)).toBeNull();
    expect(stripLanguagePrefix('/de/cart', SUPPORTED)).toBeNull();
    expect(stripLanguagePrefix('/france/cart', SUPPORTED)).toBeNull();
    expect(stripLanguagePrefix('/%E0%A4/cart', SUPPORTED)).toBeNull();
  });

  it('never returns a protocol-relative path', () => {
    expect(stripLanguagePrefix('/fr//evil.example/x', SUPPORTED)).toBe('/evil.example/x');
    expect(stripLanguagePrefix('/fr/\\evil.example', SUPPORTED)).toBe('/evil.example');
  });
});

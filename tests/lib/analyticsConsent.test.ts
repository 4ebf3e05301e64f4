import { describe, expect, it } from 'vitest';
import {
  analyticsScriptSource,
  asksForConsent,
  choiceOfConsent,
  consentOfChoice,
  effectiveChoice,
  pageViewFor,
  parseAnalyticsChoice,
} from '../../src/lib/analyticsConsent.ts';

describe('the analytics consent', () => {
  it('reads only the two answers it writes; anything else was never asked', () => {
    expect(parseAnalyticsChoice('granted')).toBe('granted');
    expect(parseAnalyticsChoice('denied')).toBe('denied');
    for (const raw of [null, undefined, '', 'yes', 'GRANTED', 'true'])
      expect(parseAnalyticsChoice(raw)).toBeNull();
  });

  it('maps the preferences’ analytics_consent both ways', () => {
    expect(choiceOfConsent(true)).toBe('granted');
    expect(choiceOfConsent(false)).toBe('denied');
    expect(choiceOfConsent(null)).toBeNull();
    expect(choiceOfConsent(undefined)).toBeNull();
    expect(consentOfChoice('granted')).toBe(true);
    expect(consentOfChoice('denied')).toBe(false);
  });

  it('a signed-in customer’s saved answer wins over this browser’s; none saved keeps the browser’s', () => {
    expect(effectiveChoice('denied', 'granted')).toBe('granted');
    expect(effectiveChoice('granted', 'denied')).toBe('denied');
    expect(effectiveChoice('granted', null)).toBe('granted');
    expect(effectiveChoice(null, undefined)).toBeNull();
  });

  it('asks only when the store has a tag, and then until answered or when reopened', () => {
    expect(asksForConsent(null, null, true)).toBe(false);
    expect(asksForConsent('G-1', null, false)).toBe(true);
    expect(asksForConsent('G-1', 'denied', false)).toBe(false);
    expect(asksForConsent('G-1', 'granted', true)).toBe(true);
  });
});

describe('the tag', () => {
  it('loads its script with its id', () => {
    expect(analyticsScriptSource('https://www.googletagmanager.com/gtag/js', 'G-LAB2026')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-LAB2026',
    );
    expect(analyticsScriptSource('/dev/analytics/gtag.js?v=1', 'G-1')).toBe(
      '/dev/analytics/gtag.js?v=1&id=G-1',
    );
  });

  it('counts one page view per route change (the query is part of the page, the hash is not)', () => {
    const at = (pathname: string, search = '') => ({ origin: 'https://shop.example', pathname, search });
    const first = pageViewFor(at('/cart'), 'Cart', null);
    expect(first).toEqual({
      page_location: 'https://shop.example/cart',
      page_path: '/cart',
      page_title: 'Cart',
    });
    expect(pageViewFor(at('/cart'), 'Cart', '/cart')).toBeNull();
    expect(pageViewFor(at('/productListing', '?page=2'), 'Products', '/productListing')?.page_path).toBe(
      '/productListing?page=2',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  analyticsScriptSource,
  asksForConsent,
  choiceAtSignIn,
  choiceOfConsent,
  consentOfChoice,
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

  it('at sign-in the saved answer comes to this browser, except over a “no” given here, which is kept and saved', () => {
    expect(choiceAtSignIn('granted', 'denied')).toEqual({ keep: 'denied', save: null });
    expect(choiceAtSignIn(null, 'granted')).toEqual({ keep: 'granted', save: null });
    expect(choiceAtSignIn('granted', 'granted')).toEqual({ keep: 'granted', save: null });
    expect(choiceAtSignIn('denied', 'granted')).toEqual({ keep: 'denied', save: 'denied' });
    expect(choiceAtSignIn('denied', null)).toEqual({ keep: 'denied', save: 'denied' });
    expect(choiceAtSignIn('denied', 'denied')).toEqual({ keep: 'denied', save: null });
    expect(choiceAtSignIn('granted', null)).toEqual({ keep: 'granted', save: 'granted' });
    expect(choiceAtSignIn(null, null)).toEqual({ keep: null, save: null });
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

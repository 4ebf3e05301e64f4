import { describe, expect, it } from 'vitest';
import {
  isPage,
  normalisePath,
  PAGES,
  paymentReturnAllowedOn,
  refreshAllowedOn,
} from '../../machines/pages.ts';

describe('normalisePath and isPage', () => {
  it('treats a trailing slash as the same page', () => {
    expect(normalisePath('/signin/')).toBe('/signin');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(isPage('/signup/', PAGES.signUp)).toBe(true);
    expect(isPage('/signup/extra', PAGES.signUp)).toBe(false);
  });
});

describe('refreshAllowedOn', () => {
  it('never refreshes on the sign-in page', () => {
    expect(refreshAllowedOn('/signin')).toBe(false);
    expect(refreshAllowedOn('/signin/')).toBe(false);
  });

  it('refreshes everywhere else', () => {
    expect(refreshAllowedOn('/')).toBe(true);
    expect(refreshAllowedOn('/signup')).toBe(true);
    expect(refreshAllowedOn('/userprofile/order')).toBe(true);
  });
});

describe('paymentReturnAllowedOn', () => {
  it('waits on the checkout and payment pages, their sub-pages included', () => {
    for (const page of ['/checkout/7', '/payment', '/cashfree/', '/order-status', '/amazonPayment']) {
      expect(paymentReturnAllowedOn(page)).toBe(false);
    }
  });

  it('runs on any other page', () => {
    for (const page of ['/', '/cart', '/userprofile/order', '/checkouts', '/payments']) {
      expect(paymentReturnAllowedOn(page)).toBe(true);
    }
  });
});

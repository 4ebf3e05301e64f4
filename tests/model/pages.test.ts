import { describe, expect, it } from 'vitest';
import {
  checkoutIdOf,
  isPage,
  normalisePath,
  PAGES,
  paymentReturnAllowedOn,
  refreshAllowedOn,
} from '../../machines/storefront/pages.ts';

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

describe('checkoutIdOf', () => {
  it('names the checkout of /checkout/{checkoutId} (a UUID, any case); none for the start words or other pages', () => {
    const id = '0b6f1c9e-2f4d-4c1a-9d7e-5a3b2c1d0e9f';
    expect(checkoutIdOf(`/checkout/${id}`)).toBe(id);
    expect(checkoutIdOf(`/checkout/${id.toUpperCase()}/`)).toBe(id);
    expect(checkoutIdOf('/checkout/cart')).toBeNull();
    expect(checkoutIdOf('/checkout/buy-now')).toBeNull();
    expect(checkoutIdOf('/checkout')).toBeNull();
    expect(checkoutIdOf(`/checkout/${id}/more`)).toBeNull();
    expect(checkoutIdOf(`/cart/${id}`)).toBeNull();
  });
});

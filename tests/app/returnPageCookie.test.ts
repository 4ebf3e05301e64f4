import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { RETURN_PAGE_COOKIE } from '../../contracts/first-screen.ts';
import { adoptReturnPageCookie } from '../../src/app/storage/returnPageCookie.ts';
import { takeReturnPath } from '../../src/app/storage/sessionPersistence.ts';

// The server sends a guest to sign in before the app runs, and names the page they asked for in a
// cookie (server/routes/spa.ts): the storefront keeps it as the page to return to, as its guard does.

afterEach(() => {
  localStorage.clear();
  Cookies.remove(RETURN_PAGE_COOKIE);
});

describe('the return page the server sends in a cookie', () => {
  it('becomes the page to return to after signing in, query string included, and the cookie goes', () => {
    Cookies.set(RETURN_PAGE_COOKIE, '/userprofile/order?status=open&page=2');
    adoptReturnPageCookie();
    expect(Cookies.get(RETURN_PAGE_COOKIE)).toBeUndefined();
    expect(takeReturnPath()).toBe('/userprofile/order?status=open&page=2');
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'WishList'])(
    'is not kept when it is not a path on this site (%s), and the cookie goes',
    (page) => {
      localStorage.setItem('page', '/myProfile');
      Cookies.set(RETURN_PAGE_COOKIE, page);
      adoptReturnPageCookie();
      expect(Cookies.get(RETURN_PAGE_COOKIE)).toBeUndefined();
      expect(takeReturnPath()).toBe('/myProfile');
    },
  );

  it('without the cookie, the page the guard kept stays', () => {
    localStorage.setItem('page', '/WishList');
    adoptReturnPageCookie();
    expect(takeReturnPath()).toBe('/WishList');
  });
});

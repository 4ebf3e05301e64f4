// Tabs read cookies from the browser's cookie store, and a write with document.cookie reaches it on a
// way of its own. In Chromium a tab that took the refresh lock just after another had let it go could
// still read the old refresh token and send it again (seen in CI, 9 ms after the first tab's answer).
// Where the Cookie Store API exists, the refreshing tab waits until the store holds what it wrote.

interface StoredCookie {
  name: string;
  value: string;
}

interface CookieStoreLike extends EventTarget {
  get(name: string): Promise<StoredCookie | null | undefined>;
}

/** A browser that never confirms is not waited for longer: the write has been made all the same. */
const CONFIRM_TIMEOUT_MS = 1000;

/** Resolves once the browser's cookie store holds `value` for the cookie `name`. */
export function untilCookieStored(name: string, value: string): Promise<void> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  // Not the Cookie Store API (absent, or a page element of that id in a browser without it).
  if (typeof store?.get !== 'function' || typeof store.addEventListener !== 'function') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const holds = (cookie: StoredCookie | null | undefined) =>
      cookie?.name === name && decoded(cookie.value) === value;
    const onChange = (event: Event) => {
      if ((event as Event & { changed?: StoredCookie[] }).changed?.some(holds)) done();
    };
    const done = () => {
      store.removeEventListener('change', onChange);
      clearTimeout(timer);
      resolve();
    };
    store.addEventListener('change', onChange);
    const timer = setTimeout(done, CONFIRM_TIMEOUT_MS);
    Promise.resolve()
      .then(() => store.get(name))
      .then((cookie) => {
        if (holds(cookie)) done();
      }, done);
  });
}

/** js-cookie writes values URI-encoded where they need it. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

import '@testing-library/jest-dom/vitest';
import Cookies from 'js-cookie';
import { afterAll, afterEach, vi } from 'vitest';

// The files of a worker share their modules and globals (vite.config.ts, scripts/vite/testIsolation.ts):
// each file leaves the clock and the browser's state as it found them, whatever its tests did.
afterAll(() => {
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  for (const attribute of ['dir', 'lang']) document.documentElement.removeAttribute(attribute);
  window.history.replaceState(null, '', '/');
  delete window.__STOREFRONT_BOOTSTRAP__;
});

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // Component tests (jsdom) unmount what they rendered after each test.
  afterEach(cleanup);
  // findBy… waits for the page to show something; on a busy two-core machine rendering can take
  // several seconds, so the ceiling is generous (the wait ends as soon as the element appears).
  configure({ asyncUtilTimeout: 10_000 });
}

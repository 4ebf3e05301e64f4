import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // Component tests (jsdom) unmount what they rendered after each test.
  afterEach(cleanup);
  // findBy… waits for the page to show something; on a busy two-core machine rendering can take
  // several seconds, so the ceiling is generous (the wait ends as soon as the element appears).
  configure({ asyncUtilTimeout: 10_000 });
}

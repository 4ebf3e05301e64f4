import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Component tests (jsdom) unmount what they rendered after each test.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}

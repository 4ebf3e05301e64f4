import { describe, expect, it } from 'vitest';
import { showsHeaderAndFooter } from '../../src/lib/chromeVisibility.ts';

describe('showsHeaderAndFooter', () => {
  it.each(['/signup', '/signin', '/amazonPayment', '/signin/'])('hides them on %s', (path) => {
    expect(showsHeaderAndFooter(path)).toBe(false);
  });

  it.each(['/', '/cart', '/productListing', '/signing', '/policies/signin'])('shows them on %s', (path) => {
    expect(showsHeaderAndFooter(path)).toBe(true);
  });
});

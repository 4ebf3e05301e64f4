import { describe, expect, it } from 'vitest';
import { showsAskAiWidget, showsHeaderAndFooter } from '../../src/lib/chromeVisibility.ts';

describe('showsHeaderAndFooter', () => {
  it.each(['/signup', '/signin', '/amazonPayment', '/signin/'])('hides them on %s', (path) => {
    expect(showsHeaderAndFooter(path)).toBe(false);
  });

  it.each(['/', '/cart', '/productListing', '/signing', '/policies/signin'])('shows them on %s', (path) => {
    expect(showsHeaderAndFooter(path)).toBe(true);
  });
});

describe('showsAskAiWidget', () => {
  it.each(['/signup', '/signin', '/ask-ai', '/ask-ai/'])('hides it on %s', (path) => {
    expect(showsAskAiWidget(path)).toBe(false);
  });

  it.each(['/', '/cart', '/amazonPayment', '/productListing'])('shows it on %s', (path) => {
    expect(showsAskAiWidget(path)).toBe(true);
  });
});

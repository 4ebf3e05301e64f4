import { describe, expect, it } from 'vitest';
import { isAskAiOn } from '../../machines/askAi/askAiOn.ts';

// SPEC section 5: Ask AI shows when the store's AI configuration turns it on. One rule for the
// header's button, the /ask-ai page's guard and the server's endpoints.
describe('isAskAiOn', () => {
  it('is on only when the configuration says true', () => {
    expect(isAskAiOn({ ask_ai: true })).toBe(true);
    expect(isAskAiOn({ ask_ai: false })).toBe(false);
  });

  it('is off without a configuration, or with anything but true (a stored flag read as text)', () => {
    expect(isAskAiOn(null)).toBe(false);
    expect(isAskAiOn(undefined)).toBe(false);
    expect(isAskAiOn({ ask_ai: 'true' } as unknown as { ask_ai: boolean })).toBe(false);
    expect(isAskAiOn({ ask_ai: 1 } as unknown as { ask_ai: boolean })).toBe(false);
  });
});

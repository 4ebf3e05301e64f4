// Follow-ups (server/askai/follow-up.ts): a question that names no subject continues the
// conversation's last one; a question with its own subject starts afresh.
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_DEPTH, isFollowUp, understandInConversation } from '../../server/askai/follow-up.ts';
import { understand } from '../../server/askai/understand.ts';

describe('follow-ups', () => {
  it.each([
    ['is it in stock?', true],
    ['and the cheapest one?', true],
    ['et moins de 1000 ?', true],
    ['क्या यह स्टॉक में है?', true],
    ['والأرخص؟', true],
    ['kettles under R 1000', false],
    ['hello', false],
    ['where is order 12?', false],
  ])('%s is a follow-up: %s', (question, expected) => {
    expect(isFollowUp(understand(question))).toBe(expected);
  });

  it("keeps the earlier subject and its bounds, and adds the follow-up's own", () => {
    const question = understandInConversation('and rated 4 or more?', ['kettles under R 1000']);
    expect(question).toMatchObject({ words: ['kettles'], maxPrice: 1000, minRating: 4 });
  });

  it('lets the follow-up replace a bound it names', () => {
    const question = understandInConversation('and under R 700?', ['kettles under R 1000']);
    expect(question).toMatchObject({ words: ['kettles'], maxPrice: 700 });
  });

  it('starts afresh when the question has its own subject', () => {
    const question = understandInConversation('phones in stock', ['kettles under R 1000']);
    expect(question.words).not.toContain('kettles');
    expect(question.maxPrice).toBeUndefined();
  });

  it('carries no products from a question about an order', () => {
    const question = understandInConversation('is it in stock?', ['where is my last order?']);
    expect(question.words).toEqual([]);
  });

  it('follows a chain of follow-ups back to its subject, within the depth', () => {
    const chain = ['kettles under R 1000', 'in stock?', 'the cheapest one?'];
    expect(understandInConversation('rated 4 or more?', chain)).toMatchObject({
      words: ['kettles'],
      maxPrice: 1000,
      inStock: true,
      sort: 'price',
      minRating: 4,
    });
    const tooFar = ['kettles under R 1000', ...Array.from({ length: FOLLOW_UP_DEPTH }, () => 'in stock?')];
    expect(understandInConversation('rated 4 or more?', tooFar).words).toEqual([]);
  });
});

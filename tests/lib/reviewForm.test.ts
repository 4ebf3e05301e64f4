import { describe, expect, it } from 'vitest';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE } from '../../contracts/reviews.ts';
import { reviewProblems, reviewRequest } from '../../src/features/orders/rules/reviewForm.ts';

describe('reviewProblems', () => {
  it('asks for a rating of 1 to 5 stars', () => {
    expect(reviewProblems({ rating: null, title: '', comment: '' })).toEqual({ rating: 'required' });
    expect(reviewProblems({ rating: 0, title: '', comment: '' })).toEqual({ rating: 'required' });
    expect(reviewProblems({ rating: 6, title: '', comment: '' })).toEqual({ rating: 'required' });
    expect(reviewProblems({ rating: 1, title: '', comment: '' })).toEqual({});
    expect(reviewProblems({ rating: 5, title: '', comment: '' })).toEqual({});
  });

  it('bounds the title and the text in characters, spaces around them not counted', () => {
    const title = 'é'.repeat(MAX_REVIEW_TITLE);
    const comment = '😀'.repeat(MAX_REVIEW_COMMENT);
    expect(reviewProblems({ rating: 4, title: ` ${title} `, comment })).toEqual({});
    expect(reviewProblems({ rating: 4, title: `${title}x`, comment: `${comment}x` })).toEqual({
      title: 'tooLong',
      comment: 'tooLong',
    });
  });
});

describe('reviewRequest', () => {
  it('sends the title on one line and the text trimmed, line breaks kept', () => {
    expect(reviewRequest({ rating: 5, title: '  Great\tlamp  ', comment: ' Bright.\r\nSturdy. ' })).toEqual({
      rating: 5,
      title: 'Great lamp',
      comment: 'Bright.\nSturdy.',
    });
  });
});

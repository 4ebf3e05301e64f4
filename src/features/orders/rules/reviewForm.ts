import {
  MAX_REVIEW_COMMENT,
  MAX_REVIEW_TITLE,
  type WriteReviewRequest,
} from '../../../../contracts/reviews.ts';

// The review form (contracts/reviews.ts): a rating of 1 to 5 stars is required; the title (one
// line) and the text are optional and bounded, counted in characters as a person counts them,
// after the spaces around them are dropped (as the server keeps them).

export interface ReviewDraft {
  rating: number | null;
  title: string;
  comment: string;
}

export interface ReviewProblems {
  rating?: 'required';
  title?: 'tooLong';
  comment?: 'tooLong';
}

const lengthOf = (text: string) => [...text.trim()].length;

export function reviewProblems(draft: ReviewDraft): ReviewProblems {
  const problems: ReviewProblems = {};
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    problems.rating = 'required';
  }
  if (lengthOf(draft.title) > MAX_REVIEW_TITLE) problems.title = 'tooLong';
  if (lengthOf(draft.comment) > MAX_REVIEW_COMMENT) problems.comment = 'tooLong';
  return problems;
}

/** The request for a draft without problems (reviewProblems gives none). */
export function reviewRequest(draft: ReviewDraft): WriteReviewRequest {
  return {
    rating: draft.rating ?? 0,
    title: draft.title.trim().replace(/\s+/g, ' '),
    comment: draft.comment.replace(/\r\n?/g, '\n').trim(),
  };
}

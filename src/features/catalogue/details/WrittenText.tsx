import type { ReactNode } from 'react';

/**
 * Words a shopper or a seller wrote (a review, a question, an answer, a name) in a page of any
 * language: isolated, in their own direction (an English question on an Arabic page reads
 * "Can it be gift-wrapped?", not "?Can it be gift-wrapped"). Also safe as a value of a translated
 * message: given as an element, it is shown exactly as typed, never read as the message's markup.
 */
export function written(value: string): ReactNode {
  return <bdi>{value}</bdi>;
}

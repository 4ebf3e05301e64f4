import { describe, expect, it } from 'vitest';
import { MAX_ENQUIRY_MESSAGE, MAX_ENQUIRY_SUBJECT } from '../../contracts/enquiries.ts';
import {
  enquiryMessageProblem,
  enquirySubjectProblem,
  normalisedText,
} from '../../machines/shared/inputRules.ts';
import { HttpError } from '../../server/http/http-error.ts';
import { optionalText } from '../../server/http/text-field.ts';

// The storefront checks an enquiry's text with the server's rules (server/http/text-field.ts), so
// what the form lets through is what the server keeps, and what it refuses the server would too.

/** What the server keeps of a message, or 'refused'. */
function serverKeeps(text: string, max: number): string {
  try {
    const kept = optionalText({ text }, 'text', { max, multiline: true });
    return kept === '' ? 'refused' : kept;
  } catch (error) {
    if (error instanceof HttpError) return 'refused';
    throw error;
  }
}

const SAMPLES = [
  'Hello',
  '  Hello  ',
  'Line one\r\nLine two',
  'One\n\n\n\n\nTwo   \nThree',
  '\n\n  \n',
  '',
  'é'.repeat(MAX_ENQUIRY_MESSAGE),
  'é'.repeat(MAX_ENQUIRY_MESSAGE + 1),
  '😀'.repeat(MAX_ENQUIRY_MESSAGE),
  ` ${'x'.repeat(MAX_ENQUIRY_MESSAGE)} `,
];

describe('enquiry texts: the same rules as the server', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample).slice(0, 40), sample]))(
    'message %s',
    (_name, sample) => {
      const kept = serverKeeps(sample, MAX_ENQUIRY_MESSAGE);
      expect(enquiryMessageProblem(sample) === null ? normalisedText(sample) : 'refused').toBe(kept);
    },
  );

  it('a subject: required, at most 150 characters as a person counts them', () => {
    expect(enquirySubjectProblem('  ')).toBe('required');
    expect(enquirySubjectProblem('😀'.repeat(MAX_ENQUIRY_SUBJECT))).toBeNull();
    expect(enquirySubjectProblem('😀'.repeat(MAX_ENQUIRY_SUBJECT + 1))).toBe('tooLong');
  });
});

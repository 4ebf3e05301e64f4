import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from '../../src/lib/collapseWhitespace.ts';

describe('collapseWhitespace', () => {
  it('collapses runs of spaces and trims', () => {
    expect(collapseWhitespace('  Cotton   shirt  ')).toBe('Cotton shirt');
  });

  it('treats tabs, line breaks and non-breaking spaces as whitespace', () => {
    expect(collapseWhitespace('Line one\n\n\tLine\u00a0two\r\n')).toBe('Line one Line two');
  });

  it('leaves tidy text unchanged', () => {
    expect(collapseWhitespace('Already tidy')).toBe('Already tidy');
  });

  it('gives an empty string for blank or missing text', () => {
    expect(collapseWhitespace(' \n\t ')).toBe('');
    expect(collapseWhitespace('')).toBe('');
    expect(collapseWhitespace(null)).toBe('');
    expect(collapseWhitespace(undefined)).toBe('');
  });
});

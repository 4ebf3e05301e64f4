import { describe, expect, it } from 'vitest';
import { parseExactJson, readSearchValue, writtenText } from '../../machines/shared/searchValue.ts';

describe('parseExactJson (how the router reads a search value)', () => {
  it('reads JSON that JSON writes back the same', () => {
    expect(parseExactJson('2')).toBe(2);
    expect(parseExactJson('true')).toBe(true);
    expect(parseExactJson('"7"')).toBe('7');
    expect(parseExactJson('[1,2]')).toEqual([1, 2]);
    expect(parseExactJson('100000000000000000000')).toBe(1e20);
  });

  it('refuses other spellings of a number, so that they stay text: 1e2 is not product 100', () => {
    for (const text of ['1e2', '1E2', '1.0', ' 7', '-0', '[1, 2]', '99999999999999999999', 'shoes']) {
      expect(() => parseExactJson(text), text).toThrow(SyntaxError);
    }
  });
});

describe('readSearchValue and writtenText (the server reads the raw address as the router does)', () => {
  it('gives the router’s value for a raw text', () => {
    expect(readSearchValue('"123"')).toBe('123');
    expect(readSearchValue('1e2')).toBe('1e2');
    expect(readSearchValue('true')).toBe(true);
  });

  it('gives back the text a value stands for: a string as it is, anything else as it was written', () => {
    for (const text of ['true', 'null', '2', '[1,2]', '{"a":1}', '1e2', 'shoes']) {
      expect(writtenText(readSearchValue(text)), text).toBe(text);
    }
    expect(writtenText(readSearchValue('"123"'))).toBe('123');
    expect(writtenText(undefined)).toBeUndefined();
  });
});

// The input rules the flows check before sending and the reference server checks on arrival
// (machines/shared/inputRules.ts), written from the contract: e-mail addresses, +91 phone numbers, the
// sign-in user name, names, new passwords, one-time codes.
import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  isWellFormedOtp,
  nameProblem,
  nationalNumberDigits,
  nationalNumberProblem,
  newPasswordProblem,
  normalisedName,
  passwordProblem,
  phoneNumberProblem,
  usernamePhoneNumber,
  usernameProblem,
} from '../../machines/shared/inputRules.ts';

describe('emailProblem', () => {
  it.each(['demo@example.com', ' A.B+shop@Mail.Example.in ', "o'brien@example.co.uk", 'x@a-b.example'])(
    'accepts %j',
    (email) => {
      expect(emailProblem(email)).toBeNull();
    },
  );

  it.each(['', '   '])('%j is required', (email) => {
    expect(emailProblem(email)).toBe('required');
  });

  it.each([
    'not-an-email',
    'demo@example',
    'a@b',
    '@example.com',
    'a@@example.com',
    'a@b@example.com',
    'de mo@example.com',
    'demo@exa mple.com',
    'a@-example.com',
    'a..b@example.com',
    'josé@example.com',
    `${'a'.repeat(65)}@example.com`,
    // 255 characters: one too many.
    `a@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.${'e'.repeat(63)}.com`,
  ])('%j is invalid', (email) => {
    expect(emailProblem(email)).toBe('invalid');
  });

  it('allows 64 characters before the @ and 254 in all', () => {
    expect(emailProblem(`${'a'.repeat(64)}@example.com`)).toBeNull();
    const longest = `a@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.${'e'.repeat(62)}.com`;
    expect(longest).toHaveLength(254);
    expect(emailProblem(longest)).toBeNull();
  });
});

describe('phoneNumberProblem', () => {
  it('accepts exactly ten digits, spaces around them ignored', () => {
    expect(phoneNumberProblem('9876543210')).toBeNull();
    expect(phoneNumberProblem(' 9876543210 ')).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['98765', 'invalid'],
    ['98765432101', 'invalid'],
    ['98765 43210', 'invalid'],
    ['+919876543210', 'invalid'],
    ['٩٨٧٦٥٤٣٢١٠', 'invalid'],
  ])('%j: %s', (number, problem) => {
    expect(phoneNumberProblem(number)).toBe(problem);
  });
});

describe('the national number follows the chosen country code', () => {
  it('+91 keeps its ten digits exactly (SPEC section 5: digits only)', () => {
    expect(nationalNumberDigits('+91')).toEqual({ min: 10, max: 10 });
    expect(nationalNumberDigits(' +91 ')).toEqual({ min: 10, max: 10 });
    expect(nationalNumberProblem('+91', '9876543210')).toBeNull();
    expect(nationalNumberProblem('+91', '987654321')).toBe('invalid');
    expect(nationalNumberProblem('+91', '98765432101')).toBe('invalid');
  });

  it('another code takes 6 to 14 digits', () => {
    for (const code of ['+1', '+44', '+971', '+880']) {
      expect(nationalNumberDigits(code)).toEqual({ min: 6, max: 14 });
      expect(nationalNumberProblem(code, '123456')).toBeNull();
      expect(nationalNumberProblem(code, '12345678901234')).toBeNull();
      expect(nationalNumberProblem(code, '12345')).toBe('invalid');
      expect(nationalNumberProblem(code, '123456789012345')).toBe('invalid');
    }
    expect(nationalNumberProblem('+44', '2079460958')).toBeNull();
  });

  it('nothing typed is required, and only ASCII digits count', () => {
    expect(nationalNumberProblem('+44', '  ')).toBe('required');
    expect(nationalNumberProblem('+44', '12 345 678')).toBe('invalid');
    expect(nationalNumberProblem('+44', '١٢٣٤٥٦٧')).toBe('invalid');
  });
});

describe('the sign-in user name', () => {
  it.each([
    ['demo@example.com', null],
    ['  Demo@Example.COM ', null],
    ['+91 9876543210', null],
    ['+919876543210', null],
    ['9876543210', null],
    ['', 'required'],
    ['   ', 'required'],
    ['asha', 'invalid'],
    ['demo@example', 'invalid'],
    ['+91  9876543210', 'invalid'],
    ['+44 7700900123', 'invalid'],
    ['98765432101', 'invalid'],
  ])('usernameProblem(%j) is %j', (username, problem) => {
    expect(usernameProblem(username)).toBe(problem);
  });

  it('usernamePhoneNumber reads the national number of a phone', () => {
    expect(usernamePhoneNumber(' +91 9876543210 ')).toBe('9876543210');
    expect(usernamePhoneNumber('9876543210')).toBe('9876543210');
    expect(usernamePhoneNumber('demo@example.com')).toBeNull();
  });

  it('passwordProblem only asks for a password, whatever its strength', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('   ')).toBe('required');
    expect(passwordProblem('a')).toBeNull();
  });
});

describe('names', () => {
  it('are trimmed and their runs of spaces collapsed', () => {
    expect(normalisedName('  Mary \t  Ann\n ')).toBe('Mary Ann');
  });

  it.each([
    ['Asha', null],
    ['आशा', null],
    ['x'.repeat(60), null],
    [`  ${'x'.repeat(60)}  `, null],
    ['', 'required'],
    ['   ', 'required'],
    ['\u00a0\t', 'required'],
    ['x'.repeat(61), 'tooLong'],
    ['आ'.repeat(61), 'tooLong'],
  ])('nameProblem(%j) is %j', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  const hidden: [string, string][] = [
    ['U+034F combining grapheme joiner', '\u034f'],
    ['U+115F Hangul choseong filler', '\u115f'],
    ['U+1160 Hangul jungseong filler', '\u1160'],
    ['U+17B4 Khmer inherent vowel', '\u17b4'],
    ['U+17B5 Khmer inherent vowel', '\u17b5'],
    ['U+3164 Hangul filler', '\u3164'],
    ['U+FFA0 halfwidth Hangul filler', '\uffa0'],
    ...[0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff].map(
      (code): [string, string] => [`U+${code.toString(16).toUpperCase()}`, String.fromCodePoint(code)],
    ),
    ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map(
      (code): [string, string] => [
        `bidi control U+${code.toString(16).toUpperCase()}`,
        String.fromCodePoint(code),
      ],
    ),
    ['a variation selector', '\ufe0f'],
    ['a control character', '\u0007'],
    ['U+2800 Braille blank', '\u2800'],
    ['a private-use character', '\ue000'],
    ['an unassigned code point', '\u0378'],
  ];

  it.each(hidden)('refuse a name made only of %s', (_, character) => {
    // U+FEFF is trimmed as a space is: nothing is left.
    expect(nameProblem(character.repeat(3))).toBe(character === '\ufeff' ? 'required' : 'invalid');
  });

  const joiners = new Set(['\u200c', '\u200d']);
  it.each(hidden.filter(([, character]) => !joiners.has(character)))(
    'refuse a name stuffed with %s',
    (_, character) => {
      expect(nameProblem(`As${character}ha`)).toBe('invalid');
      expect(nameProblem(`Asha${character}`)).toBe('invalid');
      expect(nameProblem(`${character}Asha`)).toBe('invalid');
    },
  );

  it.each(['Asha\u200d', '\u200cAsha', 'As \u200d ha', '1\u200c2'])(
    'refuse the joiners where no script needs them: %j',
    (name) => {
      expect(nameProblem(name)).toBe('invalid');
    },
  );

  it.each([
    ['a letter under 30 accents', `a${'\u0301'.repeat(30)}`],
    ['a letter under 5 accents', `Asha${'\u0301'.repeat(5)}`],
    ['digits only', '12345'],
    ['punctuation and symbols only', '-.* ☺'],
    ['a lone surrogate', 'Asha\ud800'],
  ])('refuse %s', (_, name) => {
    expect(nameProblem(name)).toBe('invalid');
  });

  it.each([
    ['accents a name carries', 'Zoë Ñúñez'],
    ['four marks on one letter', `a${'\u0301'.repeat(4)}`],
    ['Devanagari vowel signs and viramas', 'श्रीनिवास'],
    ['Malayalam with the joiner after a virama', 'ന്\u200d'],
    ['Persian with the non-joiner between letters', 'مهدی\u200cزاده'],
    ['Arabic', 'فاطمة'],
    ['a letter with digits and punctuation', "O'Brien-2"],
    ['spaces and tabs inside', 'Mary\tAnn'],
  ])('accept %s', (_, name) => {
    expect(nameProblem(name)).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  it.each(['abcdefg1', 'Demo-pass-2026', 'पासवर्ड१२३४५', `a${'1'.repeat(127)}`, '  spaced 1  '])(
    'accepts %j',
    (password) => {
      expect(newPasswordProblem(password)).toBeNull();
    },
  );

  it.each([
    ['', 'required'],
    ['        ', 'required'],
    ['short', 'tooShort'],
    ['abcdef1', 'tooShort'],
    [`a${'1'.repeat(128)}`, 'tooLong'],
    ['abcdefgh', 'needsLetterAndDigit'],
    ['12345678', 'needsLetterAndDigit'],
    ['--------', 'needsLetterAndDigit'],
  ])('%j: %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(newPasswordProblem('😀😀😀abc1')).toBe('tooShort');
    expect(newPasswordProblem('😀😀😀abc12')).toBeNull();
  });
});

describe('isWellFormedOtp', () => {
  it('accepts exactly six ASCII digits, as typed', () => {
    expect(isWellFormedOtp('000000')).toBe(true);
    expect(isWellFormedOtp('123456\n')).toBe(false);
    expect(isWellFormedOtp(' 123456')).toBe(false);
    expect(isWellFormedOtp('١٢٣٤٥٦')).toBe(false);
  });
});

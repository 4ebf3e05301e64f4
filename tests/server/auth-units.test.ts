// The sign-in building blocks without a database: password hashing and policy, e-mail/phone
// parsing and masking, secret tokens, and the attempt counter.
import { describe, expect, it } from 'vitest';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../../server/auth/password-hash.ts';
import { checkNewPassword } from '../../server/auth/password-policy.ts';
import {
  looksLikeSecretToken,
  newOtpCode,
  newSecretToken,
  otpCodeHash,
  sameDigest,
  sha256Hex,
} from '../../server/auth/secret-token.ts';
import {
  maskEmail,
  maskPhone,
  parseEmail,
  parseName,
  parsePhone,
  parseUsername,
} from '../../server/customers/identifiers.ts';
import { HttpError } from '../../server/http/http-error.ts';
import { describeWait } from '../../server/http/rate-limit.ts';

function errorOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('password-hash', () => {
  it('writes scrypt$N$r$p$salt$hash and verifies only the same password', async () => {
    const hash = await hashPassword('Correct-horse-9');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Correct-horse-9', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-9', hash)).toBe(false);
    expect(await verifyPassword('Correct-horse-9 ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash, so one password never hashes the same twice', async () => {
    const [a, b] = await Promise.all([hashPassword('Same-pass-1'), hashPassword('Same-pass-1')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same-pass-1', b)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('Caf\u00e9-pass-1');
    expect(await verifyPassword('Cafe\u0301-pass-1', hash)).toBe(true);
  });

  it.each([
    '',
    'Correct-horse-9',
    'bcrypt$2b$10$abc',
    'scrypt$32768$8$1$c2FsdA$aGFzaA',
    'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'scrypt$2097152$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA',
  ])('refuses a stored value it did not write: %j', async (stored) => {
    expect(await verifyPassword('Correct-horse-9', stored)).toBe(false);
  });

  it('hashes at the cost it is given (PASSWORD_HASH_COST), and checks a hash of any cost it allows', async () => {
    const cheap = await hashPassword('Correct-horse-9', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Correct-horse-9', cheap)).toBe(true);
    expect(await verifyPassword('Correct-horse-8', cheap)).toBe(false);
    expect(await spendPasswordCheckTime('Correct-horse-9', 10)).toBe(false);
  });

  it('spends the time of a check when there is no account to check against', async () => {
    const started = performance.now();
    await spendPasswordCheckTime('anything');
    await spendPasswordCheckTime('anything');
    expect(performance.now() - started).toBeGreaterThan(20);
  });
});

describe('checkNewPassword', () => {
  const rule =
    '“New password” must be 8 to 128 characters long and contain at least one letter and one digit.';

  it.each(['abcdefg1', 'Demo-pass-2026', 'पासवर्ड१२३४५', `a${'1'.repeat(127)}`, '  spaced 1  '])(
    'accepts %j',
    (password) => {
      expect(checkNewPassword(password, 'new_password')).toBe(password);
    },
  );

  it.each(['abcdef1', 'abcdefgh', '12345678', '--------', `a${'1'.repeat(128)}`, ''])(
    'refuses %j',
    (password) => {
      const error = errorOf(() => checkNewPassword(password, 'new_password'));
      expect([error.status, error.message]).toEqual([400, rule]);
    },
  );
});

describe('identifiers', () => {
  it.each([
    ['demo@example.com', { channel: 'email', email: 'demo@example.com' }],
    [' Demo@Example.COM ', { channel: 'email', email: 'demo@example.com' }],
    ['+91 9876543210', { channel: 'phone', phone: { extension: '+91', number: '9876543210' } }],
    ['+919876543210', { channel: 'phone', phone: { extension: '+91', number: '9876543210' } }],
    ['9876543210', { channel: 'phone', phone: { extension: '+91', number: '9876543210' } }],
    ['+91  9876543210', null],
    ['+44 7700900123', null],
    ['98765432101', null],
    ['asha', null],
    ['demo@example', null],
    ['de mo@example.com', null],
  ])('parseUsername(%j)', (username, expected) => {
    expect(parseUsername(username)).toEqual(expected);
  });

  it('parseEmail lower-cases and names the field in its 400', () => {
    expect(parseEmail(' A.B+shop@Mail.Example.in ', 'email')).toBe('a.b+shop@mail.example.in');
    for (const bad of [
      'a@b',
      '@example.com',
      'a@@example.com',
      'a@-example.com',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(errorOf(() => parseEmail(bad, 'email')).message).toBe('Please enter a valid e-mail address.');
    }
  });

  it('parsePhone accepts +91 with ten digits only', () => {
    expect(parsePhone(' +91 ', ' 9000001234 ')).toEqual({ extension: '+91', number: '9000001234' });
    expect(errorOf(() => parsePhone('91', '9000001234')).message).toBe('The country code must be +91.');
    expect(errorOf(() => parsePhone('+91', '900 000 1234')).message).toBe('A phone number has 10 digits.');
  });

  it('parseName trims, collapses spaces and allows 1 to 60 characters', () => {
    expect(parseName('  Mary   Ann ', 'first_name')).toBe('Mary Ann');
    expect(parseName('आशा', 'first_name')).toBe('आशा');
    expect(parseName('x'.repeat(60), 'first_name')).toHaveLength(60);
    expect(errorOf(() => parseName('x'.repeat(61), 'first_name')).message).toBe(
      '“First name” must be 1 to 60 characters.',
    );
    expect(errorOf(() => parseName('a\u0007b', 'last_name')).message).toBe(
      '“Last name” must be 1 to 60 characters.',
    );
  });

  // Security review: text-direction overrides and zero-width characters made names that read
  // differently from what they hold ("\u202eevil" shows reversed), or that show nothing at all.
  it('parseName refuses invisible formatting characters (Unicode Cf) and names with nothing visible', () => {
    const FORMATTING =
      '“First name” must not contain invisible formatting characters (such as text-direction or zero-width marks).';
    for (const name of [
      '\u202eevil\u200b\u2066',
      'Ra\u202avi',
      'Ravi\u202c',
      '\u2067Ravi\u2069',
      'Ra\u200bvi',
      '\u200eRavi',
      'Ravi\u200f',
      '\u200b\u200b\u200b',
      '\u2060',
      'Ra\u00advi',
      '\u200dRavi',
      'Ravi\u200c',
      'Ra\u200d\u200dvi',
    ]) {
      expect(errorOf(() => parseName(name, 'first_name')).message).toBe(FORMATTING);
    }
    // A byte-order mark is one too, wherever it is (trim() alone would drop it at the ends).
    expect(errorOf(() => parseName('\ufeffRavi', 'first_name')).message).toBe(FORMATTING);
    expect(errorOf(() => parseName('Ra\ufeffvi', 'first_name')).message).toBe(FORMATTING);
    const NOTHING_VISIBLE = '“Last name” must contain at least one visible character.';
    for (const name of ['\u3164', '\u115f\u1160', '\u2800 \u2800', '\u0301', '\uffa0']) {
      expect(errorOf(() => parseName(name, 'last_name')).message).toBe(NOTHING_VISIBLE);
    }
  });

  it('parseName keeps the joiners that Persian and Indic names need between letters', () => {
    // Zero-width non-joiner in a Persian surname, zero-width joiner in Malayalam and Devanagari.
    expect(parseName('مهدی\u200cزاده', 'last_name')).toBe('مهدی\u200cزاده');
    expect(parseName('അവന\u0d4d\u200d', 'first_name')).toBe('അവന\u0d4d\u200d');
    expect(parseName('क\u094d\u200dष', 'first_name')).toBe('क\u094d\u200dष');
    expect(parseName("O'Brien-Ng", 'last_name')).toBe("O'Brien-Ng");
  });

  it('masks addresses', () => {
    expect(maskEmail('asha.rao@example.com')).toBe('a***@example.com');
    expect(maskPhone({ extension: '+91', number: '9876543210' })).toBe('+91 ******3210');
  });
});

describe('secret tokens and codes', () => {
  it('makes 43-character base64url tokens, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newSecretToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(looksLikeSecretToken(token)).toBe(true);
    expect(looksLikeSecretToken('x'.repeat(42))).toBe(false);
    expect(looksLikeSecretToken(`${'x'.repeat(42)}=`)).toBe(false);
  });

  it('makes six-digit codes and binds their hash to the challenge', () => {
    for (let i = 0; i < 50; i++) expect(newOtpCode()).toMatch(/^[0-9]{6}$/);
    expect(otpCodeHash('a', '123456')).toBe(sha256Hex('a:123456'));
    expect(otpCodeHash('a', '123456')).not.toBe(otpCodeHash('b', '123456'));
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sameDigest(sha256Hex('a'), sha256Hex('a'))).toBe(true);
    expect(sameDigest(sha256Hex('a'), sha256Hex('b'))).toBe(false);
    expect(sameDigest(sha256Hex('a'), 'abcd')).toBe(false);
  });
});

describe('describeWait', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('describeWait(%s) is %j', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});

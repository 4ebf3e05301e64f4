import { describe, expect, it } from 'vitest';
import {
  blocksNonDigitKey,
  blocksSpaceKey,
  digitsOnly,
  isDigitKey,
  type KeyPress,
  withoutWhitespace,
} from '../../src/lib/keyFilters.ts';

const press = (key: string, modifiers: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('isDigitKey', () => {
  it('accepts the ten ASCII digits', () => {
    for (const key of '0123456789') expect(isDigitKey(key)).toBe(true);
  });

  it('rejects letters, symbols, multi-character keys and other scripts’ digits', () => {
    for (const key of ['a', 'e', '+', '-', '.', ' ', '12', '', 'Digit1', '٣', '३', '１']) {
      expect(isDigitKey(key)).toBe(false);
    }
  });
});

describe('blocksNonDigitKey', () => {
  it('lets digits through', () => {
    expect(blocksNonDigitKey(press('7'))).toBe(false);
    expect(blocksNonDigitKey(press('0'))).toBe(false);
  });

  it('blocks every other typed character', () => {
    for (const key of ['a', 'E', 'e', '+', '-', '.', ',', ' ', '€', '😀', '٣']) {
      expect(blocksNonDigitKey(press(key))).toBe(true);
    }
  });

  it('never blocks navigation and editing keys', () => {
    const keys = ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
    for (const key of [...keys, 'Home', 'End', 'Enter', 'Escape']) {
      expect(blocksNonDigitKey(press(key))).toBe(false);
    }
  });

  it('never blocks other named keys that type nothing', () => {
    for (const key of ['Shift', 'F5', 'PageDown', 'Unidentified']) {
      expect(blocksNonDigitKey(press(key))).toBe(false);
    }
  });

  it('lets Ctrl and Cmd shortcuts through (copy, paste, select all)', () => {
    expect(blocksNonDigitKey(press('v', { ctrlKey: true }))).toBe(false);
    expect(blocksNonDigitKey(press('c', { metaKey: true }))).toBe(false);
    expect(blocksNonDigitKey(press('a', { ctrlKey: true, metaKey: true }))).toBe(false);
  });

  it('blocks characters typed with AltGr (Ctrl+Alt) or Option (Alt)', () => {
    expect(blocksNonDigitKey(press('@', { ctrlKey: true, altKey: true }))).toBe(true);
    expect(blocksNonDigitKey(press('™', { altKey: true }))).toBe(true);
  });
});

describe('blocksSpaceKey', () => {
  it('blocks the space key, with or without Shift', () => {
    expect(blocksSpaceKey(press(' '))).toBe(true);
    expect(blocksSpaceKey(press('Spacebar'))).toBe(true);
    expect(blocksSpaceKey(press(' ', { altKey: true }))).toBe(true);
  });

  it('lets every other key through', () => {
    for (const key of ['a', '1', 'Tab', 'Enter', 'Backspace', '_']) {
      expect(blocksSpaceKey(press(key))).toBe(false);
    }
  });

  it('lets Ctrl and Cmd shortcuts with space through', () => {
    expect(blocksSpaceKey(press(' ', { ctrlKey: true }))).toBe(false);
    expect(blocksSpaceKey(press(' ', { metaKey: true }))).toBe(false);
  });
});

describe('digitsOnly', () => {
  it('keeps only the ASCII digits of pasted text', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly(' 400 001\n')).toBe('400001');
  });

  it('drops other scripts’ digits, signs and decimal points', () => {
    expect(digitsOnly('٣٤-1.5e3')).toBe('153');
  });

  it('gives an empty string when nothing is left or text is missing', () => {
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly(null)).toBe('');
    expect(digitsOnly(undefined)).toBe('');
  });
});

describe('withoutWhitespace', () => {
  it('removes spaces, tabs and line breaks', () => {
    expect(withoutWhitespace(' user @example.com\t\n')).toBe('user@example.com');
  });

  it('gives an empty string for missing text', () => {
    expect(withoutWhitespace(null)).toBe('');
  });
});

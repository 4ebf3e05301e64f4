import { describe, expect, it } from 'vitest';
import {
  notePreferencesSaved,
  PREFERENCES_SAVED_FLAG,
  takePreferencesSaved,
} from '../../src/features/account/rules/savedBeforeReload.ts';
import { memoryStorage } from './memoryStorage.ts';

describe('savedBeforeReload', () => {
  it('a noted save is taken once', () => {
    const storage = memoryStorage();
    expect(takePreferencesSaved(storage)).toBe(false);
    notePreferencesSaved(storage);
    expect(storage.values.get(PREFERENCES_SAVED_FLAG)).toBe('1');
    expect(takePreferencesSaved(storage)).toBe(true);
    expect(takePreferencesSaved(storage)).toBe(false);
  });

  it('blocked storage notes nothing and takes nothing, without throwing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => notePreferencesSaved(blocked)).not.toThrow();
    expect(takePreferencesSaved(blocked)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { profileImageProblem } from '../../src/features/account/rules/profileImage.ts';

describe('profileImageProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1024 }, null],
    [{ type: 'image/jpeg', size: 1_048_576 }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'IMAGE/PNG', size: 10 }, null],
    [{ type: 'image/png', size: 1_048_577 }, 'size'],
    [{ type: 'image/png', size: 0 }, 'empty'],
    [{ type: 'image/gif', size: 10 }, 'type'],
    [{ type: 'image/svg+xml', size: 10 }, 'type'],
    [{ type: '', size: 10 }, 'type'],
  ])('%j → %s', (file, problem) => {
    expect(profileImageProblem(file)).toBe(problem);
  });
});

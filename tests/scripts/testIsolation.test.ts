import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needsFreshModules, splitByModuleNeeds } from '../../scripts/vite/testIsolation.ts';

// Test files share a worker's modules unless they need their own (the whole `npm test` is to stay under 12 minutes).

describe('needsFreshModules', () => {
  it('is true for a file that mocks, stubs or resets modules, or carries the marker', () => {
    for (const source of [
      "vi.mock('../../src/app/toast.ts', () => ({}));",
      "vi.doMock('node:crypto');",
      "vi.stubGlobal('fetch', fake);",
      "vi.stubEnv('CI', '');",
      'vi.resetModules();',
      '// vitest: fresh modules (the chunk must not be loaded yet)',
    ]) {
      expect(needsFreshModules(source), source).toBe(true);
    }
  });

  it('is false for a file that only spies and renders', () => {
    expect(needsFreshModules("const spy = vi.spyOn(api, 'get'); vi.fn(); render(<Page />);")).toBe(false);
  });
});

describe('splitByModuleNeeds', () => {
  it('puts every test file in exactly one part', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const { shared, fresh } = splitByModuleNeeds(root, ['tests/app', 'tests/server']);
    expect(fresh).toContain('tests/app/pageFlows.test.ts');
    expect(fresh).toContain('tests/server/password-work.test.ts');
    expect(shared).toContain('tests/server/auth-session.test.ts');
    expect(shared.filter((file) => fresh.includes(file))).toEqual([]);
  });
});

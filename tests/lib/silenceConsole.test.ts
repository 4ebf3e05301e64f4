import { describe, expect, it, vi } from 'vitest';
import { SILENCED_CONSOLE_METHODS, silenceConsole } from '../../src/lib/silenceConsole.ts';

describe('silenceConsole', () => {
  it('quiets log, info, debug, warn and trace, and leaves errors', () => {
    const calls: string[] = [];
    const target = {
      log: vi.fn((..._args: unknown[]) => calls.push('log')),
      info: vi.fn((..._args: unknown[]) => calls.push('info')),
      debug: vi.fn((..._args: unknown[]) => calls.push('debug')),
      warn: vi.fn((..._args: unknown[]) => calls.push('warn')),
      trace: vi.fn((..._args: unknown[]) => calls.push('trace')),
      error: vi.fn((..._args: unknown[]) => calls.push('error')),
    };
    silenceConsole(target);
    for (const method of SILENCED_CONSOLE_METHODS) target[method]('hello');
    target.error('kept');
    expect(calls).toEqual(['error']);
  });
});

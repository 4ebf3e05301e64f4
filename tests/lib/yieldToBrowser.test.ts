import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../src/lib/yieldToBrowser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resumes through the Scheduler API where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledOnce();
  });

  it('resumes after a timer elsewhere, not in the same task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let resumed = false;
    const waiting = yieldToBrowser().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(resumed).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { loadedAsReturn, movedAsReturn } from '../../src/lib/historyReturn.ts';

describe('a page returned to', () => {
  it('is one reloaded or come back to through the browser history, not one navigated to', () => {
    expect(loadedAsReturn('reload')).toBe(true);
    expect(loadedAsReturn('back_forward')).toBe(true);
    expect(loadedAsReturn('navigate')).toBe(false);
    expect(loadedAsReturn('prerender')).toBe(false);
    expect(loadedAsReturn(undefined)).toBe(false);
  });

  it('is one moved to by Back, Forward or a jump in the history, not by a push or a replace', () => {
    expect(movedAsReturn('BACK')).toBe(true);
    expect(movedAsReturn('FORWARD')).toBe(true);
    expect(movedAsReturn('GO')).toBe(true);
    expect(movedAsReturn('PUSH')).toBe(false);
    expect(movedAsReturn('REPLACE')).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { combineInspectors, loadTransitionRecorder } from '../../src/app/inspector/inspector.ts';

const event = { type: '@xstate.event' } as InspectionEvent;

describe('combineInspectors', () => {
  it('is the one present, or none', () => {
    const only = vi.fn();
    expect(combineInspectors(only, undefined)).toBe(only);
    expect(combineInspectors(undefined, only)).toBe(only);
    expect(combineInspectors(undefined, undefined)).toBeUndefined();
  });

  it('reports each event to both, a callback or an observer', () => {
    const record = vi.fn();
    const observer = { next: vi.fn() };
    const inspect = combineInspectors(observer, record);
    if (typeof inspect !== 'function') throw new Error('expected one callback');
    inspect(event);
    expect(record).toHaveBeenCalledWith(event);
    expect(observer.next).toHaveBeenCalledWith(event);
  });
});

describe('loadTransitionRecorder', () => {
  it('loads nothing unless the browser suite asked for a record', async () => {
    delete window.__XSTATE_TRANSITIONS__;
    expect(await loadTransitionRecorder()).toBeUndefined();
    window.__XSTATE_TRANSITIONS__ = { push: vi.fn() };
    expect(typeof (await loadTransitionRecorder())).toBe('function');
    delete window.__XSTATE_TRANSITIONS__;
  });
});

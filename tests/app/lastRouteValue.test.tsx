import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastRouteValue } from '../../src/app/lastRouteValue.ts';

describe('useLastRouteValue', () => {
  it('gives the value the route reads while its match is there', () => {
    const { result, rerender } = renderHook(({ value }) => useLastRouteValue(value), {
      initialProps: { value: { page: 1 } as { page: number } | undefined },
    });
    expect(result.current).toEqual({ page: 1 });
    rerender({ value: { page: 2 } });
    expect(result.current).toEqual({ page: 2 });
  });

  it('keeps the last value once the router has dropped the match of a page being left', () => {
    const { result, rerender } = renderHook(({ value }) => useLastRouteValue(value), {
      initialProps: { value: { page: 3 } as { page: number } | undefined },
    });
    rerender({ value: undefined });
    expect(result.current).toEqual({ page: 3 });
  });

  it('keeps a null the route read (a preloaded checkout) apart from a missing match', () => {
    const { result } = renderHook(() => useLastRouteValue<{ id: string } | null | undefined>(null));
    expect(result.current).toBeNull();
  });

  it('refuses a page first drawn without its match', () => {
    expect(() => renderHook(() => useLastRouteValue(undefined))).toThrow(
      'A route component was drawn without its match',
    );
  });
});

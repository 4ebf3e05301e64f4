import { afterEach, describe, expect, it } from 'vitest';
import { keepsScrollAtStart } from '../../src/app/router.ts';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('keepsScrollAtStart (the router’s scroll restoration)', () => {
  afterEach(() => scrollWindowTo(0));

  it('leaves a window the shopper scrolled before the first draw where it is', () => {
    const restores = keepsScrollAtStart();
    scrollWindowTo(700);
    expect(restores()).toBe(false);
  });

  it('restores from the first draw on when the window is at the top, and for every later page', () => {
    const restores = keepsScrollAtStart();
    expect(restores()).toBe(true);
    scrollWindowTo(700);
    expect(restores()).toBe(true);
  });

  it('asks only at the first draw: a page left scrolled is restored or reset as the router does', () => {
    const restores = keepsScrollAtStart();
    scrollWindowTo(300);
    expect(restores()).toBe(false);
    expect(restores()).toBe(true);
  });
});

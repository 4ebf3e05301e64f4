import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { ThemeModeProvider, useThemeMode } from '../../src/app/providers/ThemeModeContext.tsx';
import { clearBrowserSession } from '../../src/app/storage/sessionPersistence.ts';

// The theme choice lives in storage (SPEC section 3) and is mirrored in the `theme` cookie, which
// the server reads to draw the served page's frame in the chosen colours (server/page/page-shell.ts).

const themeCookie = () => Cookies.get('theme');

function renderProvider() {
  const state: { setMode?: ReturnType<typeof useThemeMode>['setMode'] } = {};
  function Probe() {
    state.setMode = useThemeMode().setMode;
    return null;
  }
  render(
    <ThemeModeProvider>
      <Probe />
    </ThemeModeProvider>,
  );
  return state;
}

describe('the theme cookie', () => {
  beforeEach(() => {
    window.localStorage.clear();
    Cookies.remove('theme');
  });

  it('mirrors a choice stored before the cookie existed, as the storefront starts', () => {
    window.localStorage.setItem('theme', 'dark');
    expect(themeCookie()).toBeUndefined();
    renderProvider();
    expect(themeCookie()).toBe('dark');
  });

  it("keeps the cookie's choice when storage lost it (cleared by the browser), as the server drew it", () => {
    Cookies.set('theme', 'dark');
    const state: { resolved?: string } = {};
    function Probe() {
      state.resolved = useThemeMode().resolved;
      return null;
    }
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(state.resolved).toBe('dark');
    expect(themeCookie()).toBe('dark');
  });

  it('follows every new choice, with the storage', () => {
    const state = renderProvider();
    expect(themeCookie()).toBe('light');
    act(() => state.setMode?.('system'));
    expect(themeCookie()).toBe('system');
    expect(window.localStorage.getItem('theme')).toBe('system');
  });

  it('goes with the stored choice when the session is cleared (sign-out), the language staying', () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('ln', 'ar');
    renderProvider();
    expect(themeCookie()).toBe('dark');
    clearBrowserSession();
    expect(themeCookie()).toBeUndefined();
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(window.localStorage.getItem('ln')).toBe('ar');
  });
});

import { act } from '@testing-library/react';
import Cookies from 'js-cookie';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeModeProvider, useThemeMode } from '../../src/app/providers/ThemeModeContext.tsx';

// A page the server drew is hydrated in its cookie's theme. When hydration ends and the browser's
// own choice is the same, nothing below the provider draws again: a new context value there would
// redraw every styled part of the page in one blocking task.

describe('the theme when a drawn page is hydrated', () => {
  afterEach(() => {
    window.localStorage.clear();
    Cookies.remove('theme');
  });

  it('keeps its value when hydration ends and the shown theme stays the same', async () => {
    Cookies.set('theme', 'dark');
    window.localStorage.setItem('theme', 'dark');
    const shown: string[] = [];
    function Probe() {
      const { resolved } = useThemeMode();
      shown.push(resolved);
      return <p>{resolved}</p>;
    }
    const element = (
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ThemeModeProvider initialMode="dark">
        <Probe />
      </ThemeModeProvider>,
    );
    document.body.append(container);
    shown.length = 0;

    await act(async () => {
      hydrateRoot(container, element);
    });

    expect(container.textContent).toBe('dark');
    expect(shown).toEqual(['dark']);
    container.remove();
  });

  it('shows the browser’s own choice once hydrated when it differs from the drawn one', async () => {
    Cookies.set('theme', 'light');
    window.localStorage.setItem('theme', 'dark');
    function Probe() {
      return <p>{useThemeMode().resolved}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ThemeModeProvider initialMode="light">
        <Probe />
      </ThemeModeProvider>,
    );
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <ThemeModeProvider>
          <Probe />
        </ThemeModeProvider>,
      );
    });
    expect(container.textContent).toBe('dark');
    container.remove();
  });
});

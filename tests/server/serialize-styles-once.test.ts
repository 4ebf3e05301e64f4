// The server's render serializes a styled element's styles once for the same styles, props and theme
// (src/app/ssr/serializeStylesOnce.ts): what it gives is what Emotion gives, and anything that can
// change the styles makes them anew.
import { keyframes } from '@emotion/react';
import { serializeStyles as serializeAnew } from '@emotion/serialize';
import { createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSerializations, serializeStyles } from '../../src/app/ssr/serializeStylesOnce.ts';

type Props = Record<string, unknown>;
const theme = createTheme();
const dark = createTheme({ palette: { mode: 'dark' } });

/** A component's style definition, as MUI makes one: a function of the props, made once. */
const buttonStyle = ({ ownerState, theme: t }: Props) => {
  const owner = ownerState as { size?: string; fullWidth?: boolean; children?: unknown };
  const palette = (t as typeof theme).palette;
  return {
    padding: owner.size === 'small' ? 4 : 8,
    width: owner.fullWidth ? '100%' : 'auto',
    color: palette.primary.main,
    gap: owner.children ? 8 : 0,
  };
};

const serialize = (props: Props, styles: unknown[] = [buttonStyle]) =>
  serializeStyles(styles as Parameters<typeof serializeAnew>[0], undefined, props);
const anew = (props: Props, styles: unknown[] = [buttonStyle]) =>
  serializeAnew(styles as Parameters<typeof serializeAnew>[0], undefined, props);

/** What a serialization says (Emotion's development build adds a toString). */
const said = (serialized: { name: string; styles: string }) => ({
  name: serialized.name,
  styles: serialized.styles,
});

afterEach(() => {
  forgetSerializations();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('styles serialized for the server’s render', () => {
  it('are what Emotion makes, and the same ones again for the same styles, props and theme', () => {
    const props = { theme, ownerState: { size: 'small' }, className: 'MuiButton-root' };
    const first = serialize(props);
    expect(said(first)).toEqual(said(anew(props)));
    // Another element, another render: new objects with the same values.
    const again = serialize({ theme, ownerState: { size: 'small' }, className: 'MuiButton-root' });
    expect(again).toBe(first);
  });

  it('are made anew for a prop that differs, however deep', () => {
    const small = serialize({ theme, ownerState: { size: 'small' } });
    const large = serialize({ theme, ownerState: { size: 'large' } });
    expect(large).not.toBe(small);
    expect(said(large)).toEqual(said(anew({ theme, ownerState: { size: 'large' } })));
    const wide = serialize({ theme, ownerState: { size: 'small', fullWidth: true } });
    expect(wide.styles).toContain('width:100%');
  });

  it('tell a theme by its parts: MUI’s copy of a theme is the same theme, another palette is not', () => {
    const first = serialize({ theme, ownerState: {} });
    expect(serialize({ theme: { ...theme }, ownerState: {} })).toBe(first);
    const inDark = serialize({ theme: dark, ownerState: {} });
    expect(inDark).not.toBe(first);
    expect(said(inDark)).toEqual(said(anew({ theme: dark, ownerState: {} })));
  });

  it('do not read handlers or which child element it is, only whether there is one', () => {
    const first = serialize({
      theme,
      ownerState: { children: { $$typeof: Symbol.for('react.element') } },
      onClick: () => 1,
    });
    const other = serialize({
      theme,
      ownerState: { children: { $$typeof: Symbol.for('react.element'), key: 'b' } },
      onClick: () => 2,
    });
    expect(other).toBe(first);
    const none = serialize({ theme, ownerState: {}, onClick: () => 3 });
    expect(none).not.toBe(first);
    expect(none.styles).toContain('gap:0');
    expect(first.styles).toContain('gap:8px');
  });

  it('are made anew each time a function in sx computes them', () => {
    const withSx = () => ({ theme, sx: { color: () => 'red' }, ownerState: {} });
    expect(serialize(withSx())).not.toBe(serialize(withSx()));
  });

  it('keep keyframes with the styles that name them', () => {
    const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
    const spinner = () => ({ animation: `${spin} 1s linear infinite` });
    const first = serialize({ theme }, [spinner]);
    const again = serialize({ theme }, [spinner]);
    expect(again).toBe(first);
    expect(again.next?.name).toBe(anew({ theme }, [spinner]).next?.name);
  });

  it('tell apart values that would read alike written side by side', () => {
    const joined = serialize({ theme, ownerState: { size: 'a,b' } });
    const apart = serialize({ theme, ownerState: { size: 'a', b: undefined } });
    expect(apart).not.toBe(joined);
  });

  it('fail, where the journeys check them, when kept styles differ from the same ones made anew', async () => {
    vi.stubEnv('FIRST_SCREEN_CHECK_STYLES', '1');
    const checked = await import('../../src/app/ssr/serializeStylesOnce.ts');
    // A style that reads something besides its props (no style should): the check catches it.
    let colour = 'red';
    const unruly = () => ({ color: colour });
    checked.serializeStyles([unruly] as never, undefined, { theme });
    colour = 'blue';
    expect(checked.differencesFound()).toBe(0);
    expect(() => checked.serializeStyles([unruly] as never, undefined, { theme })).toThrow(/differ/);
    expect(checked.differencesFound()).toBe(1);
  });
});

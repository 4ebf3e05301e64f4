// A Vite plugin that leaves MUI's CSS-variables theming out of the build (JavaScript
// before first render). The storefront's themes are plain ones (src/app/theme.ts: a palette, no
// `cssVariables`, no `colorSchemes`), for which MUI's `createTheme` calls `createThemeNoVars` and its
// `ThemeProvider` renders `ThemeProviderNoVars`. Both modules still import the CSS-variables half
// (`extendTheme`, `CssVarsProvider` with its colour-scheme storage and script, about 8 KB gzipped),
// and every styled component reaches `createTheme` through MUI's default theme, so it lands in the
// entry chunk. This swaps those two imports for functions that throw: a theme asking for CSS
// variables fails loudly at once rather than rendering unstyled.
//
// If MUI changes either import, the build fails here (the patterns below stop matching), so an
// upgrade cannot silently bring the code back or break the theme.
//
// It also drops MUI's forced-colours theme helper from the styles barrel (MUI_HIGH_CONTRAST_PATCHES).
import type { Plugin } from 'vite';

interface Patch {
  /** The end of the module's path inside node_modules. */
  file: string;
  /** The import statement to replace, exactly as MUI ships it. */
  statement: string;
  /** What takes its place. */
  replacement: string;
}

const refuse = (name: string) =>
  `function () { throw new Error('${name}: CSS-variables themes are left out of this build (scripts/vite/muiWithoutCssVariables.ts)'); }`;

export const MUI_CSS_VARIABLES_PATCHES: readonly Patch[] = [
  {
    file: '/@mui/material/styles/createTheme.mjs',
    statement: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    replacement: `const createThemeWithVars = ${refuse('createTheme')};`,
  },
  {
    file: '/@mui/material/styles/ThemeProvider.mjs',
    statement: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    replacement: `const CssVarsProvider = ${refuse('ThemeProvider')};`,
  },
];

export const MUI_HIGH_CONTRAST_PATCHES: readonly Patch[] = [
  {
    // The forced-colours helper imports the class names of fifteen components, and through them
    // InputBase with TextareaAutosize (about 4 KB gzipped) into the first render. The storefront's
    // themes do not use it; importing it from '@mui/material/styles' now fails the build.
    file: '/@mui/material/styles/index.mjs',
    statement: 'export { default as enhanceHighContrast } from "./enhanceHighContrast.mjs";',
    replacement: '',
  },
];

/** The module's code with its patch applied; undefined when no patch is for this module. */
export function patchMuiModule(id: string, code: string): string | undefined {
  const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
  const patch = [...MUI_CSS_VARIABLES_PATCHES, ...MUI_HIGH_CONTRAST_PATCHES].find((candidate) =>
    path.endsWith(candidate.file),
  );
  if (!patch) return undefined;
  if (!code.includes(patch.statement)) {
    throw new Error(
      `muiWithoutCssVariables: ${patch.file} no longer has \`${patch.statement}\`; check the patch against this MUI version`,
    );
  }
  return code.replace(patch.statement, patch.replacement);
}

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'mui-without-css-variables',
    // Only builds: the dev server pre-bundles MUI untouched, which behaves the same for these themes.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const patched = patchMuiModule(id, code);
      return patched === undefined ? undefined : { code: patched, map: null };
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MUI_CSS_VARIABLES_PATCHES,
  MUI_HIGH_CONTRAST_PATCHES,
  patchMuiModule,
} from '../../scripts/vite/muiWithoutCssVariables.ts';

const muiDir = dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));

describe('muiWithoutCssVariables', () => {
  it('matches the installed MUI: each patched module loses its CSS-variables import', () => {
    for (const patch of MUI_CSS_VARIABLES_PATCHES) {
      const id = join(muiDir, patch.file.replace('/@mui/material/', ''));
      const patched = patchMuiModule(id, readFileSync(id, 'utf8'));
      expect(patched, patch.file).toBeDefined();
      expect(patched).not.toContain(patch.statement);
      expect(patched).not.toMatch(/WithVars\.mjs/);
    }
  });

  it('matches the installed MUI: the styles barrel loses the forced-colours helper and its imports', () => {
    for (const patch of MUI_HIGH_CONTRAST_PATCHES) {
      const id = join(muiDir, patch.file.replace('/@mui/material/', ''));
      const patched = patchMuiModule(id, readFileSync(id, 'utf8'));
      expect(patched, patch.file).toBeDefined();
      expect(patched).not.toMatch(/enhanceHighContrast/);
    }
  });

  it('leaves every other module alone', () => {
    expect(patchMuiModule('/x/node_modules/@mui/material/Button/Button.mjs', 'code')).toBeUndefined();
  });

  it('fails the build when MUI changed the import it replaces', () => {
    expect(() =>
      patchMuiModule('/x/node_modules/@mui/material/styles/createTheme.mjs', 'import other from "./x.mjs";'),
    ).toThrow(/no longer has/);
  });
});

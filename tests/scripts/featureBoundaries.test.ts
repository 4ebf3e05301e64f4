// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The folder rule of docs/ARCHITECTURE.md section 2, run by the project's own lint configuration
// on fixture files laid out as the storefront's folders: one area never imports another, and the
// shared pieces below the areas never import an area.

const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const REFUSED = 'One area never imports another';
const SHARED_REFUSED = 'src/components holds pieces several areas share';

let dir: string;

function write(file: string, text: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

/** The lint diagnostics for one file of the fixture tree. */
function lint(file: string): string {
  const run = spawnSync(biome, ['lint', '--max-diagnostics=50', file], { cwd: dir, encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
  cpSync(join(root, 'biome.json'), join(dir, 'biome.json'));
  cpSync(join(root, 'lint'), join(dir, 'lint'), { recursive: true });
  write('machines/cart/cartLines.ts', 'export const lines = 1;\n');
  write('src/components/Price.tsx', 'export const Price = 1;\n');
  write('src/features/catalogue/rowOf.ts', 'export const rowOf = 1;\n');
  write('src/features/cart/api.ts', 'export const fetchCart = 1;\n');
  write(
    'src/features/cart/crossImport.ts',
    "import { rowOf } from '../catalogue/rowOf.ts';\n\nexport const x = rowOf;\n",
  );
  write(
    'src/features/orders/aftercare/DeepCrossImport.tsx',
    "import { fetchCart } from '../../cart/api.ts';\n\nexport const x = fetchCart;\n",
  );
  write(
    'src/features/catalogue/SharedImports.tsx',
    [
      "import { lines } from '../../../machines/cart/cartLines.ts';",
      "import { Price } from '../../components/Price.tsx';",
      "import { rowOf } from './rowOf.ts';",
      '',
      'export const x = [lines, Price, rowOf];',
      '',
    ].join('\n'),
  );
  write(
    'src/components/AreaImport.tsx',
    "import { rowOf } from '../features/catalogue/rowOf.ts';\n\nexport const x = rowOf;\n",
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('feature folder boundaries', () => {
  it('refuses an area importing another area', () => {
    expect(lint('src/features/cart/crossImport.ts')).toContain(REFUSED);
  });

  it('refuses it from a sub-folder of an area too', () => {
    expect(lint('src/features/orders/aftercare/DeepCrossImport.tsx')).toContain(REFUSED);
  });

  it('lets an area use its own files, shared components and the machines of any area', () => {
    const output = lint('src/features/catalogue/SharedImports.tsx');
    expect(output).not.toContain(REFUSED);
    expect(output).not.toContain('noRestrictedImports');
  });

  it('refuses a shared component importing an area', () => {
    expect(lint('src/components/AreaImport.tsx')).toContain(SHARED_REFUSED);
  });
});

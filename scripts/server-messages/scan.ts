// Finds every text the server can answer an error with (server/i18n/,
// docs/decisions/0125-server-messages-in-the-shoppers-language.md): the
// message argument of badRequest / notFound / conflict / unauthorized / tooManyRequests /
// new HttpError / sendError, and every msg('…') (texts written away from the error, or with values).
// A call's argument may be a literal, a const holding one (in the file or imported from another), or
// anything typed ServerMessage (which only msg() makes). A template literal with ${…} is reported:
// its text is built at run time and no catalogue can know it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';

export interface FoundText {
  text: string;
  /** file:line, relative to the repository. */
  at: string;
}

export interface Problem {
  at: string;
  why: string;
}

export interface Scan {
  texts: FoundText[];
  problems: Problem[];
}

interface AstNode {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

/** Callee name → where it is exported from, and which argument is the message. */
const CALLEES: Readonly<Record<string, { from: string; argument: number }>> = {
  badRequest: { from: 'http/http-error.ts', argument: 0 },
  notFound: { from: 'http/http-error.ts', argument: 0 },
  conflict: { from: 'http/http-error.ts', argument: 0 },
  unauthorized: { from: 'http/http-error.ts', argument: 0 },
  tooManyRequests: { from: 'http/http-error.ts', argument: 0 },
  HttpError: { from: 'http/http-error.ts', argument: 1 },
  sendError: { from: 'http/envelope.ts', argument: 2 },
  msg: { from: 'i18n/server-message.ts', argument: 0 },
};

/** Those whose message parameter is a plain string (not type-checked as a catalogue text). */
const UNTYPED = new Set(['HttpError', 'sendError']);

/** Files that hand on a message made elsewhere rather than saying one of their own. */
const PASS_THROUGH = new Set([
  'server/http/error-handler.ts',
  'server/http/http-error.ts',
  'server/http/envelope.ts',
]);

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra' || key.endsWith('Comments'))
      continue;
    if (typeof value === 'object' && value !== null) walk(value, visit);
  }
}

interface ParsedFile {
  path: string;
  program: AstNode;
  /** Local name → imported name and the absolute path of the module, for relative imports. */
  imports: Map<string, { imported: string; from: string }>;
  /** Top-level const name → its initializer. */
  consts: Map<string, AstNode>;
}

const parsed = new Map<string, ParsedFile | null>();

function parseFile(path: string): ParsedFile | null {
  if (parsed.has(path)) return parsed.get(path) ?? null;
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    parsed.set(path, null);
    return null;
  }
  const program = parse(source, { sourceType: 'module', plugins: ['typescript'] })
    .program as unknown as AstNode;
  const file: ParsedFile = { path, program, imports: new Map(), consts: new Map() };
  for (const statement of program.body as AstNode[]) {
    if (statement.type === 'ImportDeclaration') {
      const from = (statement.source as { value: string }).value;
      if (!from.startsWith('.')) continue;
      for (const specifier of statement.specifiers as AstNode[]) {
        if (specifier.type !== 'ImportSpecifier') continue;
        const imported = specifier.imported as { name?: string; value?: string };
        file.imports.set((specifier.local as { name: string }).name, {
          imported: imported.name ?? imported.value ?? '',
          from: resolve(dirname(path), from),
        });
      }
    }
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const') {
      for (const declarator of declaration.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type === 'Identifier' && isNode(declarator.init)) {
          file.consts.set(id.name as string, declarator.init);
        }
      }
    }
  }
  parsed.set(path, file);
  return file;
}

/** The callee's name when `node` calls one of CALLEES as imported from its module (or defined there). */
function calleeOf(node: AstNode, file: ParsedFile): string | null {
  if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return null;
  const callee = node.callee as AstNode;
  if (callee.type !== 'Identifier') return null;
  const name = callee.name as string;
  const known = CALLEES[name];
  if (!known) return null;
  if ((node.type === 'NewExpression') !== (name === 'HttpError')) return null;
  const imported = file.imports.get(name);
  if (imported) return imported.imported === name && imported.from.endsWith(known.from) ? name : null;
  return file.path.endsWith(known.from) ? name : null;
}

function unwrap(node: AstNode): AstNode {
  let current = node;
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'ParenthesizedExpression'
  )
    current = current.expression as AstNode;
  return current;
}

type Seen = { kind: 'text'; text: string } | { kind: 'typed' } | { kind: 'problem'; why: string };

function textsOf(node: AstNode, file: ParsedFile, depth = 0): Seen[] {
  const expression = unwrap(node);
  switch (expression.type) {
    case 'StringLiteral':
      return [{ kind: 'text', text: expression.value as string }];
    case 'TemplateLiteral': {
      const quasis = expression.quasis as { value: { cooked: string } }[];
      if ((expression.expressions as unknown[]).length === 0)
        return [{ kind: 'text', text: quasis[0]?.value.cooked ?? '' }];
      return [
        {
          kind: 'problem',
          why: `builds its text at run time (a template literal with $\{…}): write the values as {placeholders}, e.g. badRequest('“{field}” is required.', { field })`,
        },
      ];
    }
    case 'ConditionalExpression':
      return [
        ...textsOf(expression.consequent as AstNode, file, depth),
        ...textsOf(expression.alternate as AstNode, file, depth),
      ];
    case 'LogicalExpression':
      return [
        ...textsOf(expression.left as AstNode, file, depth),
        ...textsOf(expression.right as AstNode, file, depth),
      ];
    case 'CallExpression':
      // msg('…') is collected where it is written.
      return calleeOf(expression, file) === 'msg' ? [] : [{ kind: 'typed' }];
    case 'Identifier': {
      const name = expression.name as string;
      const local = file.consts.get(name);
      if (local && depth < 5) return textsOf(local, file, depth + 1);
      const imported = file.imports.get(name);
      if (imported && depth < 5) {
        for (const candidate of [imported.from, `${imported.from}.ts`]) {
          const other = parseFile(candidate);
          const init = other?.consts.get(imported.imported);
          if (other && init) return textsOf(init, other, depth + 1);
        }
      }
      return [{ kind: 'typed' }];
    }
    default:
      return [{ kind: 'typed' }];
  }
}

function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files.sort();
}

/** Every catalogue text said in `root`/server, and the calls whose text cannot be known. */
export function scanServerMessages(root: string): Scan {
  const texts: FoundText[] = [];
  const problems: Problem[] = [];
  for (const path of sourceFiles(join(root, 'server'))) {
    const file = parseFile(path);
    if (!file) continue;
    const name = relative(root, path);
    walk(file.program, (node) => {
      const callee = calleeOf(node, file);
      if (!callee) return;
      const argument = (node.arguments as AstNode[])[CALLEES[callee]?.argument ?? 0];
      const at = `${name}:${node.loc?.start.line ?? 0}`;
      if (!argument) return;
      for (const seen of textsOf(argument, file)) {
        if (seen.kind === 'text') texts.push({ text: seen.text, at });
        else if (seen.kind === 'problem') problems.push({ at, why: seen.why });
        else if ((UNTYPED.has(callee) || callee === 'msg') && !PASS_THROUGH.has(name)) {
          problems.push({
            at,
            why: 'its text cannot be seen here: pass a literal, a const holding one, or msg(…)',
          });
        }
      }
    });
  }
  return { texts, problems };
}

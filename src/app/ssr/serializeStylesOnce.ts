// Emotion serializes a styled element's styles at every render: MUI's style functions run with the
// element's props and theme, and their CSS is written out and hashed into the class name. A page
// drawn on the server has a few hundred such elements, most of them alike (a grid's cards), and the
// next page has the same ones again: about a third of a render went into writing the same CSS anew.
//
// The server's build (vite.ssr.config.ts, scripts/vite/serverStyles.ts) has Emotion call
// `serializeStyles` here instead: what the same styles gave for the same props and theme before is
// given again. Only for the server's render: the browser's build keeps Emotion's own.
//
// The same inputs: the style definitions themselves (made once, when a component is defined: keyed by
// which they are), and the props' values, read through (a prop is a value, or plain objects and
// arrays of values; anything else is keyed by which object it is). Not read: what styles cannot
// depend on (an event handler is a function, a child element is an element: only whether there is
// one counts). Styles that a function in `sx` computes are serialized anew each time. The theme is
// keyed by the parts it is made of, each by which it is: MUI copies the theme object at every
// render, its parts stay (src/app/theme.ts keeps a store's themes).
//
// FIRST_SCREEN_CHECK_STYLES=1 (the journeys' server) serializes every one anew as well: a difference
// is an error there, and every render after it fails (src/entry-server.tsx), so that no journey
// whose page the server draws can pass.
import { serializeStyles as serializeAnew } from '@emotion/serialize';

type Serialized = ReturnType<typeof serializeAnew>;

/** How many serializations are kept; when more are made, all are forgotten and kept anew. */
export const KEPT_SERIALIZATIONS = 4000;
/** Inputs that take more to name than this are serialized anew (a prop holding a long list). */
const LONGEST_KEY = 16_384;
/** Objects nested deeper than this are serialized anew. */
const DEEPEST = 10;

const kept = new Map<string, Serialized>();
const checking = typeof process !== 'undefined' && process.env.FIRST_SCREEN_CHECK_STYLES === '1';
let differences = 0;

/** How many kept serializations differed from the same ones made anew (checked ones only). */
export function differencesFound(): number {
  return differences;
}

const ids = new WeakMap<object, number>();
let lastId = 0;
/** Which object (or function) this is, as a number no other object gets. */
function idOf(value: object): string {
  let id = ids.get(value);
  if (id === undefined) {
    lastId += 1;
    id = lastId;
    ids.set(value, id);
  }
  return `#${id}`;
}

const themeKeys = new WeakMap<object, string>();
/**
 * Each theme's parts, written out once, and the short key that stands for them in every key (never
 * given to other parts, even once forgotten: a theme object keeps its key in `themeKeys`).
 */
const themesByParts = new Map<string, string>();
let lastThemeId = 0;
/**
 * A theme by the parts it is made of, each by which object it is (MUI never changes a theme's
 * parts), as a short key: a theme is in nearly every key, and a key is hashed and compared whole.
 */
function themeKey(theme: object): string {
  let key = themeKeys.get(theme);
  if (key === undefined) {
    let parts = '';
    for (const [name, part] of Object.entries(theme)) {
      parts += `${text(name)}${typeof part === 'object' && part !== null ? idOf(part) : typeof part === 'function' ? idOf(part) : text(String(part))},`;
    }
    key = themesByParts.get(parts);
    if (key === undefined) {
      lastThemeId += 1;
      key = `T${lastThemeId}`;
      if (themesByParts.size >= KEPT_SERIALIZATIONS) themesByParts.clear();
      themesByParts.set(parts, key);
    }
    themeKeys.set(theme, key);
  }
  return key;
}

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Array.isArray(value);
}

/** A value's key; null when it cannot be told from another by its key (serialized anew then). */
function keyOf(value: unknown, depth: number, inSx: boolean): string | null {
  switch (typeof value) {
    case 'string':
      return text(value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'u';
    case 'function':
      // A function in `sx` computes styles; elsewhere (a handler) styles do not call it.
      return inSx ? null : 'f';
    case 'symbol':
      return null;
  }
  if (value === null) return 'n';
  const object = value as Record<string, unknown>;
  if ('$$typeof' in object) return 'e';
  if (!isPlain(object)) return idOf(object);
  if (depth >= DEEPEST) return null;
  let key = Array.isArray(object) ? '[' : '{';
  for (const name in object) {
    const part =
      name === 'children' ? childrenKey(object[name]) : keyOf(object[name], depth + 1, inSx || name === 'sx');
    if (part === null) return null;
    key += `${text(name)}${part},`;
  }
  return key;
}

/** A text as a key: its length before it, so that no text reads as another with what follows it. */
function text(value: string): string {
  return `${value.length}"${value}`;
}

/** Children by whether there are any (a text child as itself). */
function childrenKey(children: unknown): string | null {
  return typeof children === 'object' && children !== null ? 'c' : keyOf(children, 0, false);
}

/** The inputs' key; null when they cannot be told apart from others by it. */
function inputsKey(args: readonly unknown[], props: unknown): string | null {
  let key = '';
  for (const arg of args) {
    key +=
      typeof arg === 'object' && arg !== null
        ? idOf(arg)
        : typeof arg === 'function'
          ? idOf(arg)
          : keyOf(arg, 0, false);
    key += '|';
  }
  if (typeof props !== 'object' || props === null) return `${key}${keyOf(props, 0, false)}`;
  // Emotion's Global and css serialize with the theme itself as their props.
  if (!('theme' in props) && 'palette' in props && 'breakpoints' in props)
    return `${key}theme:${themeKey(props)}`;
  const named = props as Record<string, unknown>;
  for (const name in named) {
    const value = named[name];
    const part =
      name === 'theme' && typeof value === 'object' && value !== null
        ? themeKey(value)
        : name === 'children'
          ? childrenKey(value)
          : keyOf(value, 0, name === 'sx');
    if (part === null) return null;
    key += `${text(name)}${part},`;
    if (key.length > LONGEST_KEY) return null;
  }
  return key;
}

/** Emotion's `serializeStyles`, giving what it gave before for the same styles, props and theme. */
export function serializeStyles(...call: Parameters<typeof serializeAnew>): Serialized {
  const [args, , props] = call;
  // A serialization passed on as it is (Emotion's own shortcut).
  if (args.length === 1 && typeof args[0] === 'object' && args[0] !== null && 'styles' in args[0])
    return serializeAnew(...call);
  const key = inputsKey(args, props);
  if (key === null) return serializeAnew(...call);
  const found = kept.get(key);
  if (found) {
    if (checking) checkSame(found, serializeAnew(...call));
    return found;
  }
  const made = serializeAnew(...call);
  if (kept.size >= KEPT_SERIALIZATIONS) kept.clear();
  kept.set(key, made);
  return made;
}

function checkSame(found: Serialized, anew: Serialized): void {
  const names = (serialized: Serialized | undefined): string[] =>
    serialized ? [`${serialized.name}{${serialized.styles}}`, ...names(serialized.next)] : [];
  const [was, is] = [names(found).join(' '), names(anew).join(' ')];
  if (was === is) return;
  differences += 1;
  throw new Error(
    `Styles kept for the server's render differ from the same styles made anew:\n${was}\n${is}`,
  );
}

/** Forgets every serialization kept (tests). */
export function forgetSerializations(): void {
  kept.clear();
}

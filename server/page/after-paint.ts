// A page drawn on the server shows its content from the HTML alone; its scripts (the entry, the
// route's chunks, the language's catalog) are asked for once that content is painted, so that on a
// slow connection the HTML, its styles and its first image have the bandwidth first. The storefront
// then starts and hydrates the page as it would have (docs/decisions/0140).
import { EARLY_INPUT_GLOBAL, STARTED_ATTRIBUTE, TYPED_FIELDS } from '../../contracts/first-screen.ts';
import { inlineJson } from './inline-json.ts';

/** The entry's scripts and the chunks index.html preloads, as the build wrote them. */
export interface EntryScripts {
  /**
   * index.html's module scripts in its order: the entry, or the chunks it imported when Vite left
   * an entry that only imports out and named them instead (the entry's modules await at their top
   * level: src/app/startup).
   */
  entries: string[];
  modulePreloads: string[];
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;

/** index.html's entry script and module preloads, or null when it has no built entry (a dev page). */
export function entryScriptsOf(indexHtml: string): EntryScripts | null {
  const entries = [...indexHtml.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length === 0 || !entries.every((entry) => entry.startsWith('/assets/'))) return null;
  return { entries, modulePreloads: [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '') };
}

/** index.html without its entry's scripts and module preloads: the loader asks for them. */
export function withoutEntryScripts(indexHtml: string): string {
  return indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** Marks a field typed in before the app started, until the app has its text (see the recorder). */
const TYPED_MARK = 'data-early-typed';

/**
 * A field's floating label moves up out of the way as soon as the field has focus or text, before
 * the app runs (MUI moves it once React knows; until then it was drawn over the text typed): the
 * same place, size and notch in the outline as MUI's shrunk label (outlined fields, the storefront's
 * only kind; a right-to-left page mirrors it as MUI's styles do). Only a label MUI has not moved is
 * touched, so once the app knows the field it is MUI's alone; the focus rule stays right after it,
 * for a field focused before hydration that MUI does not know is focused.
 */
const FIELD = `.MuiFormControl-root:has(input:focus,textarea:focus,[${TYPED_MARK}])`;
export const EARLY_LABEL_STYLE =
  `${FIELD}>.MuiInputLabel-outlined[data-shrink=false]{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px);user-select:none;pointer-events:auto}` +
  `[dir=rtl] ${FIELD}>.MuiInputLabel-outlined[data-shrink=false]{transform:translate(-14px,-9px) scale(.75)}` +
  `${FIELD}:has(>.MuiInputLabel-outlined[data-shrink=false]) .MuiOutlinedInput-notchedOutline>legend{max-width:100%;transition:max-width 100ms cubic-bezier(0,0,.2,1) 50ms}`;

/**
 * Until the app starts, a button does nothing (its handler is the app's), a select's change is not
 * applied and what is typed is not in the form's state (React keeps the text on screen but not in
 * state, and drops it at the field's next render): the last button pressed, the selects changed and
 * the text typed are kept for the app to replay once it has hydrated the page
 * (src/app/earlyInput.ts). A link needs nothing: it loads its page. In the head, so that it listens
 * before the first button can be pressed. The text typed is the app's to keep from the moment its
 * hydration begins (it sets kept). A field with text typed is marked meanwhile, for its label
 * (EARLY_LABEL_STYLE, which it adds to the head); the mark goes at the field's first input once the
 * app has started (the replay's), from when the app's own state moves the label.
 */
export const EARLY_INPUT_RECORDER =
  `{const early=window.${EARLY_INPUT_GLOBAL}={pressed:null,changed:[],typed:new Map()};` +
  `const waiting=()=>!document.documentElement.hasAttribute('${STARTED_ATTRIBUTE}');` +
  `const style=document.createElement('style');style.textContent=${inlineJson(EARLY_LABEL_STYLE)};document.head.append(style);` +
  `addEventListener('click',e=>{const b=waiting()&&e.target.closest&&e.target.closest('button');if(b){e.preventDefault();early.pressed=b}},true);` +
  `addEventListener('change',e=>{if(waiting()&&e.target.matches&&e.target.matches('select'))early.changed.push(e.target)},true);` +
  `addEventListener('input',e=>{const f=e.target;if(!(f.matches&&f.matches(${inlineJson(TYPED_FIELDS)})))return;` +
  `if(!waiting())return f.removeAttribute('${TYPED_MARK}');if(!early.kept)early.typed.set(f,f.value);` +
  `f.value?f.setAttribute('${TYPED_MARK}',''):f.removeAttribute('${TYPED_MARK}')},true)}`;

/**
 * The inline script that asks for the page's scripts after the first paint: the entry's first, then
 * the catalog and the chunks in the order the page needs them (a browser asks in document order, a
 * few at a time over HTTP/1.1). A frame's callback runs before that frame is painted; the timer
 * after it runs once it is. A hidden tab paints nothing: it asks at once.
 */
export function afterPaintLoader(loads: {
  scripts: EntryScripts;
  catalog: string | null;
  chunks: string[];
}): string {
  const modules = [...new Set([...loads.scripts.modulePreloads, ...loads.chunks])];
  return (
    `(()=>{const load=()=>{const add=(n,a)=>{const e=document.createElement(n);e.crossOrigin='';for(const k in a)e[k]=a[k];document.head.append(e)};` +
    `for(const src of ${inlineJson(loads.scripts.entries)})add('script',{type:'module',src});` +
    (loads.catalog ? `add('link',{rel:'preload',as:'fetch',href:${inlineJson(loads.catalog)}});` : '') +
    `for(const href of ${inlineJson(modules)})add('link',{rel:'modulepreload',href})};` +
    `document.visibilityState==='hidden'?load():requestAnimationFrame(()=>setTimeout(load,0))})()`
  );
}

// A page drawn on the server shows its content from the HTML alone; its scripts (the entry, the
// route's chunks, the language's catalog) are asked for once that content is painted, so that on a
// slow connection the HTML, its styles and its first image have the bandwidth first. The storefront
// then starts and hydrates the page as it would have (docs/decisions/0140).
import { EARLY_INPUT_GLOBAL, STARTED_ATTRIBUTE } from '../../contracts/first-screen.ts';
import { inlineJson } from './inline-json.ts';

/** The entry script and the chunks index.html preloads, as the build wrote them. */
export interface EntryScripts {
  entry: string;
  modulePreloads: string[];
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;

/** index.html's entry script and module preloads, or null when it has no built entry (a dev page). */
export function entryScriptsOf(indexHtml: string): EntryScripts | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry?.startsWith('/assets/')) return null;
  return { entry, modulePreloads: [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '') };
}

/** index.html without its entry script and module preloads: the loader asks for them. */
export function withoutEntryScripts(indexHtml: string): string {
  return indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** The fields whose typed text is kept: text of every kind, not boxes to tick or files. */
const TYPED_FIELDS = 'textarea,input:not([type=checkbox]):not([type=radio]):not([type=file])';

/**
 * Until the app starts, a button does nothing (its handler is the app's), a select's change is not
 * applied and what is typed is not in the form's state (React keeps the text on screen but not in
 * state, and drops it at the field's next render): the last button pressed, the selects changed and
 * the text typed are kept for the app to replay once it has hydrated the page
 * (src/app/earlyInput.ts). A link needs nothing: it loads its page. In the head, so that it listens
 * before the first button can be pressed.
 */
export const EARLY_INPUT_RECORDER =
  `{const early=window.${EARLY_INPUT_GLOBAL}={pressed:null,changed:[],typed:new Map()};` +
  `const waiting=()=>!document.documentElement.hasAttribute('${STARTED_ATTRIBUTE}');` +
  `addEventListener('click',e=>{const b=waiting()&&e.target.closest&&e.target.closest('button');if(b){e.preventDefault();early.pressed=b}},true);` +
  `addEventListener('change',e=>{if(waiting()&&e.target.matches&&e.target.matches('select'))early.changed.push(e.target)},true);` +
  `addEventListener('input',e=>{if(waiting()&&e.target.matches&&e.target.matches(${inlineJson(TYPED_FIELDS)}))early.typed.set(e.target,e.target.value)},true)}`;

/**
 * The inline script that asks for the page's scripts after the first paint: the entry first, then
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
    `add('script',{type:'module',src:${inlineJson(loads.scripts.entry)}});` +
    (loads.catalog ? `add('link',{rel:'preload',as:'fetch',href:${inlineJson(loads.catalog)}});` : '') +
    `for(const href of ${inlineJson(modules)})add('link',{rel:'modulepreload',href})};` +
    `document.visibilityState==='hidden'?load():requestAnimationFrame(()=>setTimeout(load,0))})()`
  );
}

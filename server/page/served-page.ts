// index.html as the server serves it: with the run-time configuration and
// the API's answers to the storefront's first calls in inline scripts (pinned by hash in the page's
// Content-Security-Policy), the page's language and direction, its title, description, canonical
// address, Open Graph tags and JSON-LD, and preload hints for what the page needs first: the
// route's code, the language's catalog and the first image. A guest's page drawn on the server is
// kept for the next guest who asks for the same page (first-screen-cache.ts, decision 0143).
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { MAX_CART_LINES } from '../../contracts/cfs.ts';
import {
  COLOR_SCHEME_HINT,
  drawsCustomerFirstScreen,
  drawsFirstScreen,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_QUERIES_ID,
  type FirstScreen,
  GUEST_CART_LINES_COOKIE,
} from '../../contracts/first-screen.ts';
import { LANGUAGE_CODES } from '../../contracts/request.ts';
import {
  LANGUAGE_COOKIE,
  PAGES_WITHOUT_CHROME,
  THEME_COOKIE,
  THEME_MODES,
  type ThemeMode,
  TOKEN_COOKIES,
} from '../../contracts/site.ts';
import { analyticsTagOf, type Language, type TextDirection } from '../../contracts/store.ts';
import {
  STOREFRONT_BOOTSTRAP_GLOBAL,
  type StorefrontBootstrap,
} from '../../contracts/storefront-bootstrap.ts';
import type { StorefrontConfig } from '../../contracts/storefront-config.ts';
import { findActiveLanguage, pickDefaultLanguage } from '../../machines/store/language.machine.ts';
import { normalisePath } from '../../machines/storefront/pages.ts';
import { recaptchaConfigurationOf } from '../auth/recaptcha.ts';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import type { PageIntegrations } from '../http/content-security-policy.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { mediaUrl } from '../media/media-url.ts';
import { runtimeConfigCode } from '../runtime-config.ts';
import {
  afterPaintLoader,
  EARLY_INPUT_RECORDER,
  entryScriptsOf,
  withoutEntryScripts,
} from './after-paint.ts';
import { type BuildInfo, readBuildInfo, routeOfPath } from './build-manifest.ts';
import { knownInlineScriptsOf, MAX_RENDERS_IN_LINE, renderFirstScreen } from './first-screen.ts';
import { CACHE_LIMITS, catalogGeneration, hearsEveryChange, PageCache } from './first-screen-cache.ts';
import { escapeHtml, inlineJson } from './inline-json.ts';
import { keptPageStore } from './kept-page-store.ts';
import { mediaAddress } from './media-address.ts';
import { describePageInTwo, type PageHead } from './page-head.ts';
import { redirectLocation } from './page-redirect.ts';
import { sessionForRender } from './page-session.ts';
import { type FrameLayout, type PageShell, pageShell } from './page-shell.ts';
import { storeAnswers } from './page-store.ts';

export interface ServedPage {
  html: string;
  /** 200, or the status of the page drawn on the server (404 for a product not found). */
  status: number;
  /** The inline scripts' code, for the page's Content-Security-Policy. */
  inlineScripts: string[];
  /** What the store turns on that the page's policy must allow (an analytics tag, Google's reCAPTCHA). */
  integrations: PageIntegrations;
  /** Drawn for a signed-in customer: their data is in it, for no cache but theirs. */
  forCustomer: boolean;
  /** Where a route's guard sends the visitor instead (a same-origin path): answered as a redirect. */
  redirect?: string;
  /** With a redirect: the page to come back to after signing in (RETURN_PAGE_COOKIE), a path. */
  returnPage?: string;
}

interface PageLanguage {
  code: string;
  direction: TextDirection;
}

interface PageDeps {
  db: Queryable;
  config: ServerConfig;
  staticRoot: string;
  indexHtml: string;
  /** The API of this very server, called in process by the first screen's render. */
  apiFetch?: typeof globalThis.fetch;
}

export async function servePage(c: Context, deps: PageDeps): Promise<ServedPage> {
  const key = keptPageKey(c, deps);
  if (key === null) return (await drawPage(c, deps)).page;
  const kept = keptPages(deps.config);
  const found = kept.cache.get(key);
  if (found) return found;
  // Guests asking for the same page at once wait for one render rather than each start their own.
  // (Not one that began before a change: it may show what was before.)
  const since = catalogGeneration();
  const underWay = kept.underWay.get(key);
  if (underWay && underWay.since === since) {
    const page = await underWay.page;
    if (page) return page;
    return (await drawPage(c, deps)).page;
  }
  const drawing = drawPage(c, deps);
  const shared = {
    since,
    page: drawing.then(
      ({ page, drawn }) => (drawn ? page : null),
      () => null,
    ),
  };
  kept.underWay.set(key, shared);
  try {
    const { page, drawn } = await drawing;
    if (drawn) kept.cache.set(key, page, bytesOf(page), since);
    return page;
  } finally {
    if (kept.underWay.get(key) === shared) kept.underWay.delete(key);
  }
}

interface KeptPages {
  cache: PageCache<ServedPage>;
  /** The renders under way, by key: what guests asking for the same page wait for. */
  underWay: Map<string, { since: number; page: Promise<ServedPage | null> }>;
}

/** Per app (its configuration object): two apps of one process never share pages. */
const keptPagesByApp = new WeakMap<ServerConfig, KeptPages>();

function keptPages(config: ServerConfig): KeptPages {
  let kept = keptPagesByApp.get(config);
  if (!kept) {
    kept = { cache: new PageCache<ServedPage>(), underWay: new Map() };
    keptPagesByApp.set(config, kept);
  }
  return kept;
}

/**
 * The key a guest's page is kept under, or null when it is not kept: everything the page's bytes
 * depend on besides the store's data (which `catalogChanged` covers) — the store (realm), the origin
 * its links name, the language asked for (address or cookie, as a known code), the theme (for
 * "system", the scheme the browser told, which the page is drawn in), the
 * address as the render sees it, and the build (index.html). A visitor with a session cookie, a page
 * not drawn on the server, or a process that would not hear another's changes: not kept.
 */
function keptPageKey(c: Context, deps: PageDeps): string | null {
  const { config } = deps;
  if (!deps.apiFetch || config.apiBaseUrl !== '' || CACHE_LIMITS.pages === 0) return null;
  if (getCookie(c, TOKEN_COOKIES.access) !== undefined || getCookie(c, TOKEN_COOKIES.refresh) !== undefined)
    return null;
  const theme = themeOf(getCookie(c, THEME_COOKIE));
  // "System" is drawn in the scheme the browser told (a page per scheme), else not at all.
  const scheme = colorSchemeOf(c);
  if (theme === 'system' && scheme === null) return null;
  const { path, prefix } = withoutLanguagePrefix(c.req.path);
  if (!PLAIN_PATH.test(path) || !drawsFirstScreen(normalisePath(path))) return null;
  if (!hearsEveryChange(config.databaseUrl)) return null;
  const requested = prefix ?? getCookie(c, LANGUAGE_COOKIE) ?? null;
  const language = (requested && LANGUAGE_CODES.find((code) => sameCode(code, requested))) || '';
  const build = createHash('sha256').update(deps.indexHtml).digest('base64');
  const href = `${path}${new URL(c.req.url).search}`;
  // Whether the address names the language: the page's canonical address keeps it (page-head.ts).
  const named = prefix !== null;
  const cartLines = guestCartLinesOf(c);
  return JSON.stringify([
    config.realmName,
    linkOrigin(config, c),
    language,
    named,
    theme === 'system' ? `system:${scheme}` : theme,
    cartLines,
    href,
    build,
  ]);
}

function bytesOf(page: ServedPage): number {
  return page.inlineScripts.reduce((sum, code) => sum + code.length * 2, page.html.length * 2);
}

/** Pages this process is drawing, from their first read to the end of their render. */
let pagesBeingDrawn = 0;

/**
 * The page, and whether its first screen was drawn on the server (only such a page is kept). Beyond
 * MAX_RENDERS_IN_LINE pages being drawn at once, a page is served with its frame and drawn by the
 * browser (decision 0143): counted from the page's first read, not from its render's turn, because a
 * render that reads little and draws at once (decision 0159) keeps the line of renders short while
 * a burst of guests waits in front of it, each for a second.
 */
async function drawPage(c: Context, deps: PageDeps): Promise<{ page: ServedPage; drawn: boolean }> {
  const mayRender = pagesBeingDrawn < MAX_RENDERS_IN_LINE;
  if (mayRender) pagesBeingDrawn += 1;
  try {
    return await drawPageIf(c, deps, mayRender);
  } finally {
    if (mayRender) pagesBeingDrawn -= 1;
  }
}

async function drawPageIf(
  c: Context,
  deps: PageDeps,
  mayRender: boolean,
): Promise<{ page: ServedPage; drawn: boolean }> {
  const { db, config } = deps;
  const [pageStore, build] = await Promise.all([
    keptPageStore(db, config.realmName, config.databaseUrl),
    readBuildInfo(deps.staticRoot),
  ]);
  const store = pageStore.kind === 'found' ? pageStore.store : null;
  const runtimeConfig: StorefrontConfig = {
    realmName: config.realmName,
    storeId: store?.id ?? null,
    apiBaseUrl: config.apiBaseUrl,
    mediaBaseUrl: config.mediaBaseUrl,
    clientId: config.clientId,
    analyticsScriptUrl: config.analyticsScriptUrl,
  };
  const configCode = runtimeConfigCode(runtimeConfig);

  const { path, prefix } = withoutLanguagePrefix(c.req.path);
  const route = routeOfPath(build, path);
  const knownRoute = build.routes.length === 0 || route !== undefined;
  const languages = pageStore.kind === 'found' ? pageStore.languages : [];
  const language = pageLanguage(languages, prefix ?? getCookie(c, LANGUAGE_COOKIE) ?? null);
  // The link preview's picture is read while the page renders: only the head's tags wait for it.
  const { draft: head, whole: wholeHead } = await describePageInTwo(db, {
    path,
    search: new URL(c.req.url).searchParams,
    store: store?.active ? store : null,
    settings: pageStore.kind === 'found' ? pageStore.settings : null,
    knownRoute,
    origin: linkOrigin(config, c),
    mediaBaseUrl: config.mediaBaseUrl,
    language: language.code,
    // The address names the page's language only when the store has that language.
    addressLanguage: prefix !== null && sameCode(prefix, language.code) ? language.code : null,
    languages: languages.filter((entry) => entry.status === 1).map((entry) => entry.language_code),
    readsBelowProduct: mayRender,
  });

  // Awaited for the head's tags; not left unhandled where the page is sent elsewhere first.
  wholeHead.catch(() => undefined);
  // The answers are this server's: only a storefront that calls this server's API may use them.
  const answers: StorefrontBootstrap =
    config.apiBaseUrl === '' ? { ...storeAnswers(pageStore), ...head.answers } : {};

  // Present, even empty: the storefront takes an empty token cookie as a session to restore too.
  const accessCookie = getCookie(c, TOKEN_COOKIES.access) !== undefined;
  const refreshCookie = getCookie(c, TOKEN_COOKIES.refresh) !== undefined;
  const signedIn = accessCookie || refreshCookie;
  // A customer whose access token has time left is drawn for (page-session.ts): the render calls the
  // API with it, which checks it.
  const customer = accessCookie ? sessionForRender(c) : null;
  const routeScripts = route && (!route.signedIn || signedIn) ? route.scripts : [];

  // The frame shows where the storefront's first render is the page with its header: an open store,
  // a page with chrome that the visitor may see, and a session the storefront can tell at once (a
  // refresh token alone is restored behind the loading screen first). Sign-in and sign-up show
  // their logo above the card to a visitor without a session (one with a session is sent home). An
  // address out of the ordinary (doubled slashes, encoded or spaced segments) is read by the
  // storefront in ways the server does not repeat: it gets no frame rather than a wrong one.
  const layout = frameLayout(normalisePath(path), route?.signedIn === true, signedIn);
  // 'System' follows the device, which the server sees only when the browser tells its scheme.
  const theme = themeOf(getCookie(c, THEME_COOKIE));
  const scheme = theme === 'system' ? colorSchemeOf(c) : null;
  // A guest's page of the open store is drawn on the server (first-screen.ts) from the answers
  // above; a customer's pages, and pages the server has no answers for, are drawn by the browser
  // behind the frame.
  const pagePath = normalisePath(path);
  const drawsHere =
    (theme !== 'system' || scheme !== null) &&
    // An address the build names no route for is drawn for a guest too: the storefront's router
    // tells whether it is a page not found (a 404) or a page it sends elsewhere (drawn by the browser,
    // as before). For a customer, only a page drawn for customers: the build's manifest names no
    // route for a page whose code is split with its error component (myProfile) or not split at all
    // (order-status), and not every such page is one the server draws.
    (route === undefined
      ? !knownRoute && (customer === null || drawsCustomerFirstScreen(pagePath))
      : customer !== null
        ? drawsCustomerFirstScreen(pagePath)
        : drawsFirstScreen(pagePath) && !route.signedIn);
  // A guest on a customer's page is sent to sign in by the route's guard, before anything of the
  // page reads the browser's own state (a payment's hand-off): the server, which knows there is no
  // session, sends them there at once (decision 0149). So does a customer's render on sign-in.
  const guardedFromGuest = customer === null && route?.signedIn === true;
  const rendered =
    mayRender &&
    pageStore.kind === 'found' &&
    pageStore.store.active &&
    config.apiBaseUrl === '' &&
    deps.apiFetch &&
    (!signedIn || customer !== null) &&
    PLAIN_PATH.test(path) &&
    (drawsHere || guardedFromGuest)
      ? await renderFirstScreen({
          staticRoot: deps.staticRoot,
          build,
          href: `${path}${new URL(c.req.url).search}`,
          config: runtimeConfig,
          served: answers,
          language,
          themeMode: theme,
          ...(scheme !== null ? { colorScheme: scheme } : {}),
          session: customer ?? undefined,
          guestCartLines: signedIn ? undefined : guestCartLinesOf(c),
          onlyRedirect: !drawsHere,
          apiFetch: deps.apiFetch,
        }).catch((error: unknown) => {
          console.error('The first screen could not be rendered on the server', error);
          return null;
        })
      : null;
  if (rendered && 'redirectTo' in rendered) {
    // The language the address named stays in it: the browser reads the page in it, as it would have.
    const location = redirectLocation(rendered.redirectTo, prefix && bcp47(prefix));
    // A guest sent to sign in comes back to the page they asked for, as the guard keeps it in the
    // browser (`saveReturnPage`): its address as the storefront reads it, without the prefix. Not a
    // guest sent on for another reason (the router's own address for the page, `/cart/` → `/cart`):
    // there is no sign-in to come back from.
    const returnPage =
      customer === null && new URL(rendered.redirectTo, 'http://storefront.invalid').pathname === SIGN_IN_PATH
        ? redirectLocation(`${path}${new URL(c.req.url).search}`, null)
        : null;
    if (location !== null) {
      return { page: redirectPage(location, customer !== null, returnPage), drawn: false };
    }
  }
  const firstScreen = rendered && 'html' in rendered ? rendered : null;
  // A page drawn on the server carries its data in the query cache it was drawn from: the inline
  // answers keep only what the machines start from (the store, its settings and languages).
  const inlineAnswers = firstScreen ? storeAnswers(pageStore) : answers;
  const inlineScripts = [configCode];
  if (Object.keys(inlineAnswers).length > 0) {
    inlineScripts.push(`window.${STOREFRONT_BOOTSTRAP_GLOBAL}=${inlineJson(inlineAnswers)}`);
  }
  // A drawn page asks for its scripts once its content is painted (after-paint.ts); the others
  // preload them at once, since nothing shows before they run.
  const entryScripts = firstScreen ? entryScriptsOf(deps.indexHtml) : null;
  const afterPaint = entryScripts
    ? afterPaintLoader({
        scripts: entryScripts,
        catalog: catalogOf(build, language),
        chunks: [...(language.direction === 'rtl' ? build.rtlScripts : []), ...routeScripts],
      })
    : null;
  if (afterPaint) inlineScripts.push(EARLY_INPUT_RECORDER);
  const hints = afterPaint ? leadImageHint(head) : preloadHints(build, routeScripts, language, head);
  const shell =
    firstScreen === null &&
    pageStore.kind === 'found' &&
    pageStore.store.active &&
    PLAIN_PATH.test(path) &&
    layout !== null &&
    (accessCookie || !refreshCookie)
      ? pageShell({
          storeName: pageStore.store.displayName,
          logo: {
            light: mediaAddress(config.mediaBaseUrl, mediaUrl(pageStore.store.logoPath)),
            dark: mediaAddress(config.mediaBaseUrl, mediaUrl(pageStore.store.logoPathDark)),
          },
          settings: pageStore.settings,
          theme,
          layout,
        })
      : null;

  const html = renderPage(afterPaint ? withoutEntryScripts(deps.indexHtml) : deps.indexHtml, {
    lang: language.code.replace('_', '-'),
    dir: language.direction,
    title: head.title,
    headTags: headTags(await wholeHead),
    preloads: hints,
    inlineScripts,
    shell,
    firstScreen,
    afterPaint,
  });
  const recaptchaRecord = pageStore.kind === 'found' ? pageStore.recaptcha : null;
  const recaptcha = recaptchaRecord ? recaptchaConfigurationOf(recaptchaRecord, config) : null;
  const integrations: PageIntegrations = {
    analytics: pageStore.kind === 'found' && analyticsTagOf(pageStore.settings) !== null,
    googleRecaptcha: recaptcha?.enabled === true && recaptcha.provider === 'google',
  };
  // The server's own scripts, and of the rendered screen only those the router or React write
  // (known by what they are): a script that found its way into the rendered HTML otherwise is not
  // allowed to run.
  const allowedScripts = firstScreen
    ? [...inlineScripts, ...(afterPaint ? [afterPaint] : []), ...knownInlineScriptsOf(firstScreen.html)]
    : inlineScripts;
  return {
    page: {
      html,
      status: firstScreen?.status ?? 200,
      inlineScripts: allowedScripts,
      integrations,
      forCustomer: firstScreen !== null && customer !== null,
    },
    drawn: firstScreen !== null,
  };
}

/** The answer that sends the visitor where the router's guard would: no page, kept by no cache. */
function redirectPage(location: string, forCustomer: boolean, returnPage: string | null): ServedPage {
  return {
    ...(returnPage !== null ? { returnPage } : {}),
    html: '',
    status: 302,
    inlineScripts: [],
    integrations: { analytics: false, googleRecaptcha: false },
    forCustomer,
    redirect: location,
  };
}

/** 'en_US' → 'en-US': how the address writes a language (page-head.ts). */
function bcp47(code: string): string {
  return code.replace('_', '-');
}

/**
 * The guest cart's number of lines, as the browser mirrors it (GUEST_CART_LINES_COOKIE): none without
 * the cookie, and anything else than a count the cart can hold is none too (a hand edit).
 */
function guestCartLinesOf(c: Context): number {
  const text = getCookie(c, GUEST_CART_LINES_COOKIE) ?? '';
  const lines = /^\d{1,3}$/.test(text) ? Number(text) : 0;
  return lines <= MAX_CART_LINES ? lines : 0;
}

/** Where a route's guard sends a guest (the router's address for sign-in, before the language prefix). */
const SIGN_IN_PATH = '/signin';

/** Pages without the header that lead with the store's logo above their card (AuthLayout.tsx). */
const LOGO_ONLY_PAGES: readonly string[] = ['/signin', '/signup'];

/**
 * The frame a page's first render begins with: the header on a page with chrome (not for a guest on
 * a signed-in page, who is sent to sign in), the logo on sign-in and sign-up for a visitor without a
 * session (one with a session is sent home), else none.
 */
function frameLayout(pagePath: string, signedInRoute: boolean, signedIn: boolean): FrameLayout | null {
  if (!(PAGES_WITHOUT_CHROME as readonly string[]).includes(pagePath)) {
    return signedInRoute && !signedIn ? null : 'header';
  }
  return LOGO_ONLY_PAGES.includes(pagePath) && !signedIn ? 'auth' : null;
}

/** Segments of letters, digits, `_`, `.`, `~` and `-`: every page of the storefront, nothing odd. */
const PLAIN_PATH = /^(?:\/[\w.~-]+)*\/?$/;

/**
 * The device's colour scheme as the browser tells it (COLOR_SCHEME_HINT, a quoted string: `"dark"`),
 * or null when it does not (Firefox, Safari, a browser not asked yet) or says something else.
 */
export function colorSchemeOf(c: Context): 'light' | 'dark' | null {
  const value = c.req
    .header(COLOR_SCHEME_HINT)
    ?.trim()
    .replace(/^"(.*)"$/, '$1');
  return value === 'light' || value === 'dark' ? value : null;
}

function themeOf(cookie: string | undefined): ThemeMode {
  return THEME_MODES.find((mode) => mode === cookie) ?? 'light';
}

/** '/fr/cart' → '/cart' and 'fr' (SPEC section 2: the first path segment names a language). */
function withoutLanguagePrefix(path: string): { path: string; prefix: string | null } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const code = match?.[1] && LANGUAGE_CODES.find((candidate) => sameCode(candidate, match[1] ?? ''));
  return code ? { path: match?.[2] || '/', prefix: code } : { path, prefix: null };
}

function sameCode(a: string, b: string): boolean {
  const comparable = (code: string) => code.toLowerCase().replaceAll('-', '_');
  return comparable(a) === comparable(b);
}

/**
 * The language the page will read in, as far as the server can tell: the one the address or the
 * language cookie names when the store has it active, else the store's default (the rule of the
 * language machine, machines/store/language.machine.ts).
 */
function pageLanguage(languages: readonly Language[], requested: string | null): PageLanguage {
  const code = requested && LANGUAGE_CODES.find((candidate) => sameCode(candidate, requested));
  const chosen = code ? findActiveLanguage(languages, code) : undefined;
  return chosen
    ? { code: chosen.language_code, direction: chosen.writing_script_direction }
    : pickDefaultLanguage(languages);
}

/**
 * Preload hints in the order the page needs them: the language's catalog (the first render waits for
 * it), a right-to-left page's style chunks (its first render waits for them too), the first image with
 * high priority, then the route's code.
 */
function preloadHints(build: BuildInfo, scripts: string[], language: PageLanguage, head: PageHead): string[] {
  const hints: string[] = [];
  const modulePreload = (src: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`;
  // The storefront fetches its catalog with fetch() (same-origin credentials): crossorigin matches.
  const catalog = catalogOf(build, language);
  if (catalog) hints.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(catalog)}">`);
  if (language.direction === 'rtl') hints.push(...build.rtlScripts.map(modulePreload));
  hints.push(...leadImageHint(head));
  hints.push(...scripts.map(modulePreload));
  return hints;
}

function catalogOf(build: BuildInfo, language: PageLanguage): string | null {
  return build.catalogs[language.code] ?? build.catalogs.en ?? null;
}

function leadImageHint(head: PageHead): string[] {
  return head.leadImage
    ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.leadImage)}">`]
    : [];
}

function headTags(head: PageHead): string[] {
  const tags = [`<meta name="description" content="${escapeHtml(head.description)}">`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const [language, href] of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(href)}">`);
  }
  if (head.previous) tags.push(`<link rel="prev" href="${escapeHtml(head.previous)}">`);
  if (head.next) tags.push(`<link rel="next" href="${escapeHtml(head.next)}">`);
  for (const [property, content] of head.openGraph) {
    const attribute = property.startsWith('og:') ? 'property' : 'name';
    tags.push(`<meta ${attribute}="${property}" content="${escapeHtml(content)}">`);
  }
  // A data block, not a script: the Content-Security-Policy does not apply, the escaping does.
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${inlineJson(head.jsonLd)}</script>`);
  return tags;
}

/**
 * index.html with the html element's lang and dir, the title, the head tags after the title, and the
 * preload hints and inline scripts at the end of the head. The hints come after index.html's entry
 * script: a browser asks for resources in document order, a few at a time per server over HTTP/1.1,
 * and the route's many small chunks ahead of the entry held back the first paint.
 */
export function renderPage(
  html: string,
  page: {
    lang: string;
    dir: TextDirection;
    title: string;
    headTags: string[];
    preloads: string[];
    inlineScripts: string[];
    /** The page's frame (page-shell.ts), drawn inside #root until the storefront renders. */
    shell?: PageShell | null;
    /** The page itself, rendered on the server (first-screen.ts), for the browser to hydrate. */
    firstScreen?: FirstScreen | null;
    /** The script that asks for the page's scripts after its first paint (after-paint.ts). */
    afterPaint?: string | null;
  },
): string {
  let out = html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(/\s(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '');
    return `<html${others} lang="${escapeHtml(page.lang)}" dir="${escapeHtml(page.dir)}">`;
  });
  // The frame's logo is asked for ahead of the entry script, which follows the title in index.html.
  const logo = page.shell?.preloads ?? [];
  const title = `<title>${escapeHtml(page.title)}</title>${[...logo, ...page.headTags].join('')}`;
  out = /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : insertBeforeHeadEnd(out, title);
  const inline = page.inlineScripts.map((code) => `<script>${code}</script>`);
  const style = page.shell ? [`<style>${page.shell.css}</style>`] : [];
  out = insertBeforeHeadEnd(out, [...page.preloads, ...style, ...inline].join(''));
  const screen = page.firstScreen;
  if (screen) {
    // A data block, not a script: the Content-Security-Policy does not apply, the escaping does.
    const queries = `<script type="application/json" id="${FIRST_SCREEN_QUERIES_ID}">${inlineJson(screen.queries)}</script>`;
    out = insertBeforeHeadEnd(out, screen.styles);
    // The loader follows the page's content: the first frame it waits for shows that content.
    const loader = page.afterPaint ? `<script>${page.afterPaint}</script>` : '';
    return out.replace(
      /<div id="root"><\/div>/,
      () => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}>${screen.html}</div>${queries}${loader}`,
    );
  }
  const shell = page.shell;
  return shell ? out.replace(/<div id="root"><\/div>/, () => `<div id="root">${shell.html}</div>`) : out;
}

function insertBeforeHeadEnd(html: string, snippet: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? `${snippet}${html}` : `${html.slice(0, at)}${snippet}${html.slice(at)}`;
}

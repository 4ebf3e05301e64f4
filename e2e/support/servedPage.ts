import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_QUERIES_ID } from '../../contracts/first-screen.ts';
import {
  STOREFRONT_BOOTSTRAP_GLOBAL,
  type StorefrontBootstrap,
} from '../../contracts/storefront-bootstrap.ts';
import { inlineJson } from '../../server/page/inline-json.ts';

// The page as the server serves it, changed for a test: the API answers it carries edited
// or removed, so that the storefront asks the API as a page served from elsewhere does, and the
// html lang attribute. The page's Content-Security-Policy pins its inline scripts by hash, so the
// answers' hash is changed with them.

export interface PageEdits {
  /** Edits the served answers; returning null removes them (the storefront then asks the API). */
  answers?: (answers: StorefrontBootstrap) => StorefrontBootstrap | null;
  /** The html element's lang attribute: a code, or null to remove it. */
  htmlLang?: string | null;
}

/** Every document of the storefront (not its assets, media or API). */
const DOCUMENTS = /^https?:\/\/[^/]+\/(?!assets\/|media\/|pbs\/|ums\/|cfs\/|dev\/)[^.?]*(\?.*)?$/;
const ANSWERS = new RegExp(`<script>(window\\.${STOREFRONT_BOOTSTRAP_GLOBAL}=([^<]*))</script>`);

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** From now on, the page's documents are served with these edits. */
export async function servePageWith(page: Page, edits: PageEdits): Promise<void> {
  await page.route(DOCUMENTS, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    let html = await response.text();
    const headers = response.headers();
    let policy = headers['content-security-policy'] ?? '';
    const served = ANSWERS.exec(html);
    if (edits.answers && served?.[1] && served[2]) {
      const edited = edits.answers(JSON.parse(served[2]) as StorefrontBootstrap);
      const code = edited ? `window.${STOREFRONT_BOOTSTRAP_GLOBAL}=${inlineJson(edited)}` : null;
      html = html.replace(served[0], () => (code ? `<script>${code}</script>` : ''));
      policy = policy.replace(` ${sha256(served[1])}`, code ? ` ${sha256(code)}` : '');
    }
    // The screen the server drew from its answers is not what edited answers (or another language)
    // would draw: the browser draws the page, as one served from elsewhere.
    if (edits.answers || edits.htmlLang !== undefined) html = withoutFirstScreen(html);
    if (edits.htmlLang !== undefined) {
      const lang = edits.htmlLang;
      html = html.replace(/<html([^>]*?) lang="[^"]*"/, (_all, before: string) =>
        lang === null ? `<html${before}` : `<html${before} lang="${lang}"`,
      );
    }
    // The body is sent as it is now: its old length and encoding no longer apply.
    const { 'content-length': _length, 'content-encoding': _encoding, ...kept } = headers;
    await route.fulfill({ response, body: html, headers: { ...kept, 'content-security-policy': policy } });
  });
}

const FIRST_SCREEN = new RegExp(
  `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}>[\\s\\S]*?</div><script type="application/json" id="${FIRST_SCREEN_QUERIES_ID}">[^<]*</script>`,
);

/** The page without the screen the server drew: an empty #root. */
function withoutFirstScreen(html: string): string {
  return html.replace(FIRST_SCREEN, '<div id="root"></div>');
}

/** The served answers without the store's (validation, settings, logos): the bootstrap asks for them. */
export function withoutStoreAnswers(answers: StorefrontBootstrap): StorefrontBootstrap {
  const { validateStore: _v, contentSettings: _s, storeImages: _i, ...rest } = answers;
  return rest;
}

/** The served answers without the languages list: the language machine loads it. */
export function withoutLanguages(answers: StorefrontBootstrap): StorefrontBootstrap {
  const { languages: _l, ...rest } = answers;
  return rest;
}

// The server answers its messages in the request's language (server/i18n/): every text an error can
// carry is in the catalogue for ar, fr and hi, a shopper's refusal comes out translated through the
// API, and an unknown or absent language falls back to English.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponValidation } from '../../contracts/checkout.ts';
import { checkCatalogues } from '../../scripts/server-messages/catalogue-check.ts';
import { scanServerMessages } from '../../scripts/server-messages/scan.ts';
import { outOfStock } from '../../server/cart/line-limit.ts';
import { waitText } from '../../server/i18n/durations.ts';
import { renderMessage } from '../../server/i18n/render-message.ts';
import { msg } from '../../server/i18n/server-message.ts';
import type { Harness } from './auth-harness.ts';
import { CART, type Shelf, type Shopper } from './cart-kit.ts';
import { type CheckoutCalls, JOURNEY, openCheckoutWorld } from './checkout-kit.ts';

const ROOT = join(import.meta.dirname, '../..');
const HOW_TO_FIX =
  'Run `npx tsx scripts/server-messages.ts --add`, fill the new "" entries in server/i18n/catalogues/{ar,fr,hi}.json, ' +
  'and run the script again until it lists nothing (docs/decisions/0125-server-messages-in-the-shoppers-language.md).';

describe('the catalogue', () => {
  const scan = scanServerMessages(ROOT);
  const check = checkCatalogues(scan);

  it('finds the texts the server says (literals, consts, msg(…)) and every call’s text can be known', () => {
    expect(new Set(scan.texts.map((found) => found.text)).size).toBeGreaterThan(200);
    expect(scan.problems.map((problem) => `${problem.at}: ${problem.why}`)).toEqual([]);
  });

  it('translates every text into ar, fr and hi', () => {
    const untranslated = check.untranslated.map(
      ({ text, languages, at }) =>
        `${JSON.stringify(text)} (missing in ${languages.join(', ')}) at ${at.join(', ')}`,
    );
    expect(untranslated, HOW_TO_FIX).toEqual([]);
  });

  it('keeps every {placeholder} of the English text in each translation', () => {
    expect(check.badPlaceholders).toEqual([]);
  });

  it('holds no entry that nothing says any more', () => {
    expect(check.unused, 'npx tsx scripts/server-messages.ts --prune').toEqual([]);
  });

  it('reports a template literal, and a call whose text it cannot see', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const root = await mkdtemp(join(tmpdir(), 'server-messages-'));
    await mkdir(join(root, 'server/http'), { recursive: true });
    await writeFile(
      join(root, 'server/http/sample.ts'),
      [
        "import { badRequest, HttpError } from './http-error.ts';",
        "const KNOWN = 'A known text.';",
        'export function f(name: string, text: string) {',
        "  if (name === '') throw badRequest(KNOWN);",
        '  if (name === \'x\') throw badRequest("“{field}” is required.", { field: name });',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample source holds a template literal.
        "  if (name === 'y') throw badRequest(`${name} is required`);",
        '  throw new HttpError(400, text);',
        '}',
      ].join('\n'),
    );
    const sample = scanServerMessages(root);
    expect(sample.texts.map((found) => [found.text, found.at])).toEqual([
      ['A known text.', 'server/http/sample.ts:4'],
      ['“{field}” is required.', 'server/http/sample.ts:5'],
    ]);
    expect(sample.problems.map((problem) => problem.at)).toEqual([
      'server/http/sample.ts:6',
      'server/http/sample.ts:7',
    ]);
  });
});

describe('renderMessage', () => {
  const mug = outOfStock('Stoneware Mug');

  it('says a message in Arabic, French and Hindi, values kept', () => {
    expect(renderMessage(mug, 'ar')).toBe('Stoneware Mug غير متوفر في المخزون.');
    expect(renderMessage(mug, 'fr')).toBe('Stoneware Mug est en rupture de stock.');
    expect(renderMessage(mug, 'hi')).toBe('Stoneware Mug स्टॉक में नहीं है।');
    expect(renderMessage('This coupon code is not valid.', 'fr')).toBe('Ce code promo n’est pas valide.');
    expect(renderMessage('A coupon code is 1 to 32 letters or digits, with no spaces.', 'hi')).toBe(
      'कूपन कोड में बिना रिक्त स्थान के 1 से 32 अक्षर या अंक होते हैं।',
    );
  });

  it('puts a field’s shopper name, itself translated, into a field message', () => {
    const required = msg('“{field}” is required.', { field: msg('First name') });
    expect(renderMessage(required, null)).toBe('“First name” is required.');
    expect(renderMessage(required, 'fr')).toBe('Le champ « Prénom » est obligatoire.');
    expect(renderMessage(required, 'ar')).toBe('حقل «الاسم الأول» مطلوب.');
  });

  it('says a wait in each language’s plural', () => {
    const paused = msg('Too many attempts. Please try again in {wait}.', { wait: waitText(60) });
    expect(renderMessage(paused, null)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(renderMessage(paused, 'fr')).toBe('Trop de tentatives. Veuillez réessayer dans 1 minute.');
    expect(renderMessage(paused, 'ar')).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقة واحدة.');
    expect(renderMessage(msg('{count} minutes', { count: 2 }), 'ar')).toBe('دقيقتين');
    expect(renderMessage(msg('{count} minutes', { count: 5 }), 'ar')).toBe('5 دقائق');
    expect(renderMessage(msg('{count} minutes', { count: 15 }), 'ar')).toBe('15 دقيقة');
    expect(renderMessage(waitText(45), 'en_IN')).toBe('45 seconds');
    expect(renderMessage(waitText(1), 'hi')).toBe('1 सेकंड');
  });

  it('falls back to English: no language, the English variants, and a text the catalogue lacks', () => {
    expect(renderMessage(mug, null)).toBe('Stoneware Mug is out of stock.');
    expect(renderMessage(mug, 'en_US')).toBe('Stoneware Mug is out of stock.');
    expect(renderMessage(mug, 'en_IN')).toBe('Stoneware Mug is out of stock.');
    expect(renderMessage(msg('Nobody translated {this}.', { this: 'me' }), 'ar')).toBe(
      'Nobody translated me.',
    );
  });
});

describe('through the API', () => {
  let h: Harness;
  let shelf: Shelf;
  let a: Shopper;
  let k: CheckoutCalls;

  beforeAll(async () => {
    ({ h, shelf, a, k } = await openCheckoutWorld('messages-b@example.com'));
  });

  afterAll(async () => {
    await h.db.close();
  });

  const inLanguage = (path: string, language: string | null) =>
    language === null ? path : `${path}${path.includes('?') ? '&' : '?'}language-code=${language}`;

  it('refuses a coupon in the request’s language, in the error and in the check’s message', async () => {
    await h.db.exec('DELETE FROM cart_items');
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    const expected: [string | null, string][] = [
      [null, 'This coupon code is not valid.'],
      ['en_US', 'This coupon code is not valid.'],
      ['fr', 'Ce code promo n’est pas valide.'],
      ['ar', 'رمز القسيمة هذا غير صالح.'],
      ['hi', 'यह कूपन कोड मान्य नहीं है।'],
    ];
    for (const [language, text] of expected) {
      const answer = await h.call('PUT', inLanguage(`${JOURNEY}/${checkout.checkout_id}/coupon`, language), {
        headers: a.headers,
        body: { coupon_code: 'NOSUCHCODE' },
      });
      expect({ status: answer.status, message: answer.body.response_message }).toEqual({
        status: 400,
        message: text,
      });
    }
    const small = await h.call<CouponValidation>('POST', inLanguage('/cfs/rest/v3/validate-coupon', 'fr'), {
      headers: a.headers,
      body: { checkout_id: checkout.checkout_id, coupon_code: 'FLAT100' },
    });
    expect(small.body.response_body.message).toBe(
      'Le code promo FLAT100 nécessite une commande d’au moins 500.00.',
    );
  });

  it('says a cart’s stock refusal in Arabic, naming the product as it is', async () => {
    const answer = await h.call('POST', inLanguage(CART, 'ar'), {
      headers: a.headers,
      body: { customer_cart: [{ product: shelf.mug.id, cart_quantity: 99 }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.response_message).toBe(
      `الحد الأقصى للكمية التي يمكن طلبها من ${shelf.mug.name} هو 5.`,
    );
  });

  it('says a field message with the field’s shopper name in Hindi, and an unknown endpoint in French', async () => {
    const pincode = await h.call(
      'GET',
      '/pbs/rest/v3/pincode-product-details?pincode=12&product-id=1&language-code=hi',
      {
        headers: { 'realm-name': 'demo' },
      },
    );
    expect(pincode.body.response_message).toBe('पिनकोड में ठीक 6 अंक होते हैं।');
    const missing = await h.call('GET', '/cfs/rest/v3/no-such-endpoint?language-code=fr');
    expect({ status: missing.status, message: missing.body.response_message }).toEqual({
      status: 404,
      message: 'Point d’accès introuvable',
    });
  });

  it('answers in English when the language is not one of the storefront’s (and says so)', async () => {
    const answer = await h.call('GET', '/cfs/rest/v3/no-such-endpoint?language-code=de');
    expect(answer.body.response_message).toBe('“language-code” must be one of en, en_US, en_IN, hi, ar, fr.');
  });
});

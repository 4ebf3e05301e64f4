// The store's policy pages (contracts/policies.ts): public, per store, in the requested language
// where the store has it (else English), nested as their paths say, and every odd path a 400.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsentAndPolicies, Policy } from '../../contracts/policies.ts';
import type { TokenSet } from '../../contracts/ums.ts';
import { bearer, DEMO, GUEST, Harness, UMS } from './auth-harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await Harness.open();
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.reset();
});

const list = (query = '', headers = GUEST) =>
  h.get<ConsentAndPolicies>(`${UMS}/consent-and-policies${query}`, headers);
const policy = (path: string, query = '', headers = GUEST) =>
  h.get<Policy>(`${UMS}/policies/${path}${query}`, headers);

describe('GET consent-and-policies', () => {
  it("lists the store's published policies in its order, a parent before its nested pages", async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.response_body.policies.map((entry) => entry.path)).toEqual([
      'privacy',
      'terms',
      'returns',
      'returns/electronics',
      'shipping',
    ]);
    expect(answer.body.response_body.policies[0]).toEqual({
      path: 'privacy',
      title: 'Privacy policy',
      language_code: 'en',
    });
  });

  it('gives each title in the requested language where the store has one, else in English', async () => {
    const answer = await list('?language-code=ar');
    const byPath = new Map(answer.body.response_body.policies.map((entry) => [entry.path, entry]));
    expect(byPath.get('privacy')).toEqual({ path: 'privacy', title: 'سياسة الخصوصية', language_code: 'ar' });
    expect(byPath.get('shipping')).toEqual({ path: 'shipping', title: 'Shipping', language_code: 'en' });
    // English variants read the English texts.
    const indian = await list('?language-code=en_IN');
    expect(indian.body.response_body.policies[0]?.language_code).toBe('en');
  });

  it('leaves out what the store has not published, and is per store', async () => {
    await h.db.query("UPDATE store_policies SET published = false WHERE path = 'shipping' AND store_id = 19");
    try {
      const paths = (await list()).body.response_body.policies.map((entry) => entry.path);
      expect(paths).not.toContain('shipping');
      expect((await policy('shipping')).status).toBe(404);
      // Another store's own shipping page is untouched.
      const plain = await list('', { 'realm-name': 'plain' });
      expect(plain.body.response_body.policies.map((entry) => entry.path)).toContain('shipping');
    } finally {
      await h.db.query('UPDATE store_policies SET published = true');
    }
  });

  it('names the store by the customer token too, and refuses a request that names no store', async () => {
    const login = await h.post<TokenSet>('login', { username: DEMO.email, password: DEMO.password }, GUEST);
    const signedIn = await list('', bearer(login.body.response_body.access_token));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.response_body.policies).toHaveLength(5);
    const nobody = await list('', {});
    expect(nobody.status).toBeGreaterThanOrEqual(400);
    expect(nobody.status).toBeLessThan(500);
    expect(nobody.body.response_message).toBeTruthy();
  });

  it('refuses a language the storefront does not have with a 400', async () => {
    const answer = await list('?language-code=xx');
    expect(answer.status).toBe(400);
    expect(answer.body.response_message).toMatch(/language-code/);
  });
});

describe('GET policies/{path}', () => {
  it('gives the page with its sections and the pages nested under it', async () => {
    const answer = await policy('returns');
    expect(answer.status).toBe(200);
    const page = answer.body.response_body;
    expect(page).toMatchObject({ path: 'returns', title: 'Returns and refunds', language_code: 'en' });
    expect(page.body).toContain('## Refunds');
    expect(Number.isNaN(Date.parse(page.updated_at))).toBe(false);
    expect(page.children).toEqual([
      { path: 'returns/electronics', title: 'Returns of electronics', language_code: 'en' },
    ]);
  });

  it('gives a nested page, in English when its language has no translation', async () => {
    const answer = await policy('returns/electronics', '?language-code=fr');
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toMatchObject({
      path: 'returns/electronics',
      language_code: 'en',
      children: [],
    });
    const french = await policy('returns', '?language-code=fr');
    expect(french.body.response_body).toMatchObject({
      title: 'Retours et remboursements',
      language_code: 'fr',
    });
  });

  it('answers 404 with a message for a path the store does not have', async () => {
    for (const path of ['cookies', 'returns/furniture', 'privacy/extra']) {
      const answer = await policy(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.response_message).toBe('This store has no such policy page.');
    }
  });

  it('answers 400 with a message for a malformed path, never a 500', async () => {
    for (const path of [
      'Privacy',
      'privacy%2F..%2Fterms',
      '..%2F..%2Fetc',
      "privacy'--",
      'a/b/c/d/e',
      `${'x'.repeat(161)}`,
      'returns//electronics',
      '%E0%A4%A',
      'privacy%00',
    ]) {
      const answer = await policy(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.response_message, path).toMatch(/policy path/);
    }
  });
});

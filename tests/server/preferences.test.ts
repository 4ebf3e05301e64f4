// The signed-in customer's preferences (SPEC section 2, /preferences): language, theme mode and
// communication consents, kept on the server; only the caller's own; bad input 400.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsentAndPolicies } from '../../contracts/policies.ts';
import type { CustomerPreferences } from '../../contracts/ums.ts';
import { bearer, GUEST, Harness, UMS } from './auth-harness.ts';

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

const NOTHING_CHOSEN: CustomerPreferences = {
  language_code: null,
  theme_mode: null,
  consents: { order_updates_sms: false, offers_email: false, offers_sms: false },
  analytics_consent: null,
};

const read = (token: string) => h.get<CustomerPreferences>(`${UMS}/preferences`, bearer(token));
const save = (token: string, body: unknown) =>
  h.call<CustomerPreferences>('PUT', `${UMS}/preferences`, { body, headers: bearer(token) });

async function customer(email = 'meera@example.com') {
  return (await h.signUp(email)).access_token;
}

describe('GET and PUT preferences', () => {
  it('nothing chosen at first: no language, no theme, no consent given', async () => {
    const answer = await read(await customer());
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toEqual(NOTHING_CHOSEN);
  });

  it('saves what is given and keeps the rest; kept for the next sign-in', async () => {
    const token = await customer();
    const first = await save(token, {
      language_code: 'fr',
      theme_mode: 'dark',
      consents: { offers_email: true },
    });
    expect(first.status).toBe(200);
    expect(first.body.response_body).toEqual({
      language_code: 'fr',
      theme_mode: 'dark',
      consents: { order_updates_sms: false, offers_email: true, offers_sms: false },
      analytics_consent: null,
    });
    const second = await save(token, { consents: { offers_email: false, offers_sms: true } });
    expect(second.body.response_body).toEqual({
      language_code: 'fr',
      theme_mode: 'dark',
      consents: { order_updates_sms: false, offers_email: false, offers_sms: true },
      analytics_consent: null,
    });
    const again = (await h.login('meera@example.com', 'Secret-pass-1')).access_token;
    expect((await read(again)).body.response_body).toEqual(second.body.response_body);
  });

  it('keeps the analytics consent apart: never asked (null), allowed, then declined', async () => {
    const token = await customer();
    const allowed = await save(token, { analytics_consent: true });
    expect(allowed.status).toBe(200);
    expect(allowed.body.response_body).toEqual({ ...NOTHING_CHOSEN, analytics_consent: true });
    const declined = await save(token, { analytics_consent: false, consents: { offers_email: true } });
    expect(declined.body.response_body).toEqual({
      ...NOTHING_CHOSEN,
      consents: { ...NOTHING_CHOSEN.consents, offers_email: true },
      analytics_consent: false,
    });
    // Saving other preferences keeps it.
    const other = await save(token, { theme_mode: 'dark' });
    expect(other.body.response_body.analytics_consent).toBe(false);
  });

  it('another customer’s preferences are their own', async () => {
    const meera = await customer();
    const ravi = await customer('ravi@example.com');
    await save(meera, { theme_mode: 'light', consents: { offers_sms: true } });
    expect((await read(ravi)).body.response_body).toEqual(NOTHING_CHOSEN);
  });

  it.each([
    [{}, 'Give language_code, theme_mode, consents or analytics_consent'],
    [{ analytics_consent: 'yes' }, 'analytics_consent must be true or false'],
    [{ analytics_consent: null }, 'analytics_consent must be true or false'],
    [{ consents: { analytics: true } }, 'consents.analytics is not a consent of the store.'],
    [{ language_code: 'de' }, 'language_code must be one of the store’s languages'],
    [{ language_code: "en'; --" }, 'language_code must be one of the store’s languages'],
    [{ theme_mode: 'sepia' }, 'theme_mode must be light, dark or system'],
    [{ theme_mode: 3 }, '“theme_mode” must be text.'],
    [{ consents: ['offers_email'] }, 'consents must be an object'],
    [{ consents: { newsletter: true } }, 'consents.newsletter is not a consent of the store.'],
    [{ consents: { offers_email: 'yes' } }, '“consents.offers_email” must be true or false.'],
  ])('%j is a 400: %s', async (body, message) => {
    const token = await customer();
    await h.expectError(save(token, body), 400, message);
    expect((await read(token)).body.response_body).toEqual(NOTHING_CHOSEN);
  });

  it('a guest is asked to sign in', async () => {
    await h.expectError(h.get(`${UMS}/preferences`, GUEST), 401, 'Please sign in');
    await h.expectError(
      h.call('PUT', `${UMS}/preferences`, { body: { theme_mode: 'dark' }, headers: GUEST }),
      401,
      'Please sign in',
    );
  });
});

describe('consent-and-policies', () => {
  it('lists the communication consents with the policy that explains them', async () => {
    const answer = await h.get<ConsentAndPolicies>(`${UMS}/consent-and-policies`);
    expect(answer.status).toBe(200);
    expect(answer.body.response_body.consents).toEqual([
      { key: 'order_updates_sms', policy_path: 'privacy' },
      { key: 'offers_email', policy_path: 'privacy' },
      { key: 'offers_sms', policy_path: 'privacy' },
    ]);
  });
});

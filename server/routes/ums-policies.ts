// The store's policy pages (contracts/policies.ts): GET consent-and-policies (the published list)
// and GET policies/{path} (one page with the pages nested under it). Public: a guest names the store
// with the realm header, a customer with their token. Texts in the request's language-code where
// the store has them, else in English.
import { Hono } from 'hono';
import { COMMUNICATION_CONSENTS, type ConsentAndPolicies } from '../../contracts/policies.ts';

/** The page that says how a consent's data is used. */
const CONSENT_POLICY_PATH = 'privacy';

import { LANGUAGE_CODE_PARAM } from '../../contracts/request.ts';
import type { Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { QueryParams } from '../http/query.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';
import { listPolicies, loadPolicy, parsePolicyPath } from '../stores/policies.ts';

export function umsPolicyRoutes(db: Queryable): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();

  app.get('/consent-and-policies', requestStore(db), async (c) => {
    const language = QueryParams.of(c).get(LANGUAGE_CODE_PARAM);
    const body: ConsentAndPolicies = {
      policies: await listPolicies(db, c.var.store.id, language),
      consents: COMMUNICATION_CONSENTS.map((key) => ({ key, policy_path: CONSENT_POLICY_PATH })),
    };
    return sendOk(c, body);
  });

  app.get('/policies/*', requestStore(db), async (c) => {
    // The path after /policies/ (validated before it reaches a query).
    const path = parsePolicyPath(c.req.path.slice(c.req.path.indexOf('/policies/') + '/policies/'.length));
    const language = QueryParams.of(c).get(LANGUAGE_CODE_PARAM);
    return sendOk(c, await loadPolicy(db, c.var.store.id, path, language));
  });

  return app;
}

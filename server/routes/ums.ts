// User-management service: store validation (the first call the storefront makes), the token
// signing keys, and sign-up, sign-in, sessions and passwords (ums-*.ts).
import { Hono } from 'hono';
import type { StoreValidation } from '../../contracts/store.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { sendOk } from '../http/envelope.ts';
import { notFound } from '../http/http-error.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { QueryParams } from '../http/query.ts';
import { parseRealm } from '../http/realm.ts';
import { findStoreByRealm } from '../stores/stores.ts';
import { umsAccountSessionRoutes } from './ums-account-sessions.ts';
import { umsDeviceRoutes } from './ums-devices.ts';
import { umsOtpRoutes } from './ums-otp.ts';
import { umsPasswordRoutes } from './ums-password.ts';
import { umsPolicyRoutes } from './ums-policies.ts';
import { umsPreferencesRoutes } from './ums-preferences.ts';
import { umsProfileImageRoutes, umsProfileRoutes } from './ums-profile.ts';
import { umsRecaptchaRoutes } from './ums-recaptcha.ts';
import { umsSessionRoutes } from './ums-session.ts';
import { umsSignInRoutes } from './ums-sign-in.ts';
import { umsUnlockRoutes } from './ums-unlock.ts';

export function umsRoutes(auth: AuthServices): Hono {
  const app = new Hono();
  const { db } = auth;

  // The profile picture's bytes, before the JSON body limit (its own limit is 1 MB).
  app.route('/', umsProfileImageRoutes(auth));
  app.use('*', limitJsonBody());

  // Inactive stores are found too (store_status false): the client shows its store-unavailable page.
  app.get('/validate-store', async (c) => {
    const realm = parseRealm(QueryParams.of(c).get('store-realmname'), 'store-realmname');
    const store = await findStoreByRealm(db, realm);
    if (!store) throw notFound('Store not found');
    const body: StoreValidation = {
      name: store.name,
      store_display_name: store.displayName,
      store_status: store.active,
    };
    return sendOk(c, body);
  });

  // The public keys that verify access and id tokens: plain JWKS, no envelope, as verifiers expect.
  app.get('/.well-known/jwks.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await auth.keys.jwks());
  });

  app.route('/', umsOtpRoutes(auth));
  app.route('/', umsSignInRoutes(auth));
  app.route('/', umsSessionRoutes(auth));
  app.route('/', umsPasswordRoutes(auth));
  app.route('/', umsProfileRoutes(auth));
  app.route('/', umsPreferencesRoutes(auth));
  app.route('/', umsAccountSessionRoutes(auth));
  app.route('/', umsDeviceRoutes(auth));
  app.route('/', umsUnlockRoutes(auth));
  app.route('/', umsPolicyRoutes(db));
  app.route('/', umsRecaptchaRoutes(auth));
  return app;
}

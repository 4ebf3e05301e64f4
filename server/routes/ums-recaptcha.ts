// The store's reCAPTCHA (auth/recaptcha.ts): GET recaptcha-configurations, public (realm-name or
// bearer), and POST recaptcha-stand-in, the local stand-in challenge answered (only when this server
// checks tokens itself: no RECAPTCHA_SECRET, outside production; 404 otherwise or when the store has
// reCAPTCHA off). The stand-in's requests count towards the per-address limit of the sign-in endpoints.
import { Hono } from 'hono';
import type { RecaptchaConfiguration, RecaptchaStandInToken } from '../../contracts/recaptcha.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { issueStandInToken, loadRecaptchaConfiguration } from '../auth/recaptcha.ts';
import { limitAddress } from '../auth/sign-in-limits.ts';
import { sendCreated, sendOk } from '../http/envelope.ts';
import { notFound } from '../http/http-error.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';

export function umsRecaptchaRoutes(auth: AuthServices): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();
  const { db, config } = auth;

  app.get('/recaptcha-configurations', requestStore(db), async (c) => {
    const body: RecaptchaConfiguration = await loadRecaptchaConfiguration(db, config, c.var.store.id);
    return sendOk(c, body);
  });

  app.post('/recaptcha-stand-in', requestStore(db), async (c) => {
    await limitAddress(auth, c);
    const configuration = await loadRecaptchaConfiguration(db, config, c.var.store.id);
    const standIn = configuration.provider === 'stand-in' && config.nodeEnv !== 'production';
    if (!configuration.enabled || !standIn) throw notFound('This store has no stand-in challenge');
    const body: RecaptchaStandInToken = { token: await issueStandInToken(db, c.var.store.id, auth.now()) };
    return sendCreated(c, body, 'Challenge passed');
  });

  return app;
}

// The life of a login session after sign-in: POST refresh-token (rotates the refresh token) and
// session-logout (ends the session named by an id token). Both name the session in the body, so
// they ignore any Authorization header: the storefront calls refresh precisely when its access
// token has expired.

import { Hono } from 'hono';
import type { TokenSet } from '../../contracts/ums.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { SESSION_EXPIRED } from '../auth/bearer.ts';
import { verifyIdTokenHint } from '../auth/jwt.ts';
import { revokeSession, rotateRefreshToken } from '../auth/sessions.ts';
import { issueTokenSet } from '../auth/token-set.ts';
import { presentedDeviceToken, seeSessionDevice } from '../auth/trusted-devices.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, unauthorized } from '../http/http-error.ts';
import { JsonBody } from '../http/json-body.ts';
import { parseRealmName } from '../http/realm.ts';

export function umsSessionRoutes(auth: AuthServices): Hono {
  const app = new Hono();

  app.post('/refresh-token', async (c) => {
    const body = await JsonBody.of(c);
    const refreshToken = body.string('refresh_token', { max: 512 });
    const realm = parseRealmName(body.string('realm_name'), 'realm_name');
    const now = new Date(auth.now());
    const rotation = await rotateRefreshToken(
      auth.db,
      refreshToken,
      realm,
      now,
      auth.config.refreshTokenTtlSeconds,
      presentedDeviceToken(c),
    );
    if (!rotation.ok) {
      if (rotation.reason === 'reused') {
        auth.log(
          'Refresh token reused: its login session was revoked (a copied token, or two refreshes at once)',
        );
      }
      throw unauthorized(SESSION_EXPIRED);
    }
    await seeSessionDevice(auth.db, rotation.sessionId, now);
    const tokens: TokenSet = await issueTokenSet(auth, rotation.customer, rotation.realm, rotation);
    return sendOk(c, tokens, 'Your session was renewed');
  });

  app.post('/session-logout', async (c) => {
    const body = await JsonBody.of(c);
    const hint = body.string('id_token_hint', { max: 8192 });
    const verified = await verifyIdTokenHint(auth, hint);
    if (!verified) throw badRequest('id_token_hint is not a valid id token');
    // Signing out of a session that already ended (or another tab signed out) is not an error.
    await revokeSession(auth.db, verified.sid, 'logout', new Date(auth.now()));
    return sendOk(c, null, 'You have been signed out');
  });

  return app;
}

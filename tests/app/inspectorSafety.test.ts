import { createBrowserInspector } from '@statelyai/inspect';
import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { safeInspectorOptions } from '../../src/app/inspector/statelyInspector.ts';
import { loadPageFlows } from '../../src/app/pageFlows.ts';
import { createAppSystem } from '../../src/app/system.ts';

// The page flows load with their page in the app (src/app/pageFlows.ts); here, up front.
beforeAll(() => loadPageFlows());

/** An unsigned JWT the session can read. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const claims = { sub: 'c-1', name: 'Asha Rao', realm: 'demo', sid: 's-1', iat: 1, exp: 4_000_000_000 };
const SECRETS = {
  oldAccess: jwt({ ...claims, jti: 'old-access' }),
  newAccess: jwt({ ...claims, jti: 'new-access' }),
  oldRefresh: 'refresh-secret-1',
  newRefresh: 'refresh-secret-2',
  idToken: 'id-secret-1',
  newIdToken: 'id-secret-2',
  password: 'Demo-pass-2026',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify({ response_body: body, response_message: status >= 400 ? 'No' : 'OK' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A platform where the cookie's access token has expired and the refresh hands out new ones. */
const platform = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  if (path === '/ums/rest/v3/refresh-token') {
    return json(200, {
      access_token: SECRETS.newAccess,
      refresh_token: SECRETS.newRefresh,
      id_token: SECRETS.newIdToken,
      expires_in: 900,
      refresh_expires_in: 604_800,
      token_type: 'Bearer',
    });
  }
  if (path === '/pbs/rest/v3/store-images') {
    return request.headers.get('authorization') === `Bearer ${SECRETS.newAccess}`
      ? json(200, { store_logo_path: null, store_logo_path_dark: null })
      : json(401, null);
  }
  return json(404, null);
}) as typeof globalThis.fetch;

afterEach(() => {
  for (const name of ['access_token', 'refresh_token', 'id_token']) Cookies.remove(name);
  localStorage.clear();
});

describe('the Stately inspector never receives a secret', () => {
  it('sees every machine of the one system through a sign-in, a refresh and a password form, without a token', async () => {
    Cookies.set('access_token', SECRETS.oldAccess);
    Cookies.set('refresh_token', SECRETS.oldRefresh);
    Cookies.set('id_token', SECRETS.idToken);
    const sent: unknown[] = [];
    const inspector = createBrowserInspector({
      ...safeInspectorOptions(),
      window: { open: vi.fn(), addEventListener: vi.fn() } as unknown as Window,
      autoStart: false,
      send: (event: unknown) => sent.push(event),
    });
    const system = createAppSystem({
      loadCatalog: async () => {},
      config: {
        realmName: 'demo',
        storeId: 19,
        apiBaseUrl: 'http://api.test',
        mediaBaseUrl: '',
        clientId: 'x',
      },
      language: { requested: null, source: null },
      queryClient: new QueryClient(),
      navigate: () => {},
      fetch: platform,
      pageLoads: { assign: vi.fn(), reload: vi.fn() },
      inspect: inspector.inspect,
    });
    // A 401 refreshes the tokens (the old and new ones pass through events, inputs and outputs).
    await system.api.get('/pbs/rest/v3/store-images');
    expect(system.session.getSnapshot().context.tokens.access).toBe(SECRETS.newAccess);
    // The reset page's flow gets a link token from the route; its form carries the new password.
    system.storefront.send({
      type: 'ROUTE_CHANGED',
      path: '/resetPassword',
      search: { token: 'reset-secret' },
    });
    const reset = system.storefront.getSnapshot().children.passwordReset;
    reset?.send({ type: 'SUBMIT', password: SECRETS.password, passwordAgain: SECRETS.password });
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/signin', search: {} });
    const signIn = await waitFor(system.storefront, (snapshot) => snapshot.children.signIn !== undefined);
    signIn.children.signIn?.send({
      type: 'SUBMIT_PASSWORD',
      credentials: { username: 'demo@example.com', password: SECRETS.password },
    });
    // The inspector posts from idle callbacks: wait until the last events have gone out.
    await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('SUBMIT_PASSWORD'));

    const posted = JSON.stringify(sent);
    for (const secret of [...Object.values(SECRETS), 'reset-secret']) expect(posted).not.toContain(secret);
    // One system: the storefront and its children all report to the same inspector.
    const names = new Set(
      sent.flatMap((event) => {
        const { type, name } = event as { type: string; name?: string };
        return type === '@xstate.actor' && name ? [name] : [];
      }),
    );
    for (const machine of [
      'storefront',
      'storeBootstrap',
      'language',
      'session',
      'passwordReset',
      'signIn',
    ]) {
      expect(names).toContain(machine);
    }
    system.storefront.stop();
  });
});

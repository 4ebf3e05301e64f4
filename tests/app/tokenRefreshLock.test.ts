import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenSet } from '../../contracts/ums.ts';
import { readTokenCookies } from '../../src/app/storage/sessionPersistence.ts';
import { refreshAcrossTabs } from '../../src/app/storage/tokenRefreshLock.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const accessFor = (jti: string, secondsToLive: number) =>
  `${part({ alg: 'RS256' })}.${part({ sub: 'c-1', jti, exp: nowSeconds() + secondsToLive })}.signature`;

const tokenSet = (access: string, refresh: string, id: string): TokenSet => ({
  access_token: access,
  refresh_token: refresh,
  id_token: id,
  expires_in: 900,
  refresh_expires_in: 86_400,
  token_type: 'Bearer',
});

function storeCookies(access: string, refresh: string, id: string) {
  Cookies.set('access_token', access);
  Cookies.set('refresh_token', refresh);
  Cookies.set('id_token', id);
}

afterEach(() => {
  for (const name of ['access_token', 'refresh_token', 'id_token']) Cookies.remove(name);
});

describe('refreshAcrossTabs', () => {
  it('refreshes with the held token and stores the new tokens before it lets go of the lock', async () => {
    storeCookies(accessFor('old', -1), 'r1', 'i1');
    const fresh = tokenSet(accessFor('new', 900), 'r2', 'i2');
    const refresh = vi.fn(async () => fresh);
    await expect(refreshAcrossTabs('r1', refresh)).resolves.toEqual(fresh);
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(readTokenCookies()).toEqual({ access: fresh.access_token, refresh: 'r2', id: 'i2' });
  });

  it('lets go of the lock only once the browser’s cookie store holds the new tokens', async () => {
    storeCookies(accessFor('old', -1), 'r1', 'i1');
    const fresh = tokenSet(accessFor('new', 900), 'r2', 'i2');
    // The store has not yet the id token's cookie this tab writes last.
    const store = Object.assign(new EventTarget(), { get: async () => ({ name: 'id_token', value: 'i1' }) });
    (globalThis as { cookieStore?: unknown }).cookieStore = store;
    try {
      let done = false;
      const outcome = refreshAcrossTabs('r1', async () => fresh).then((tokens) => {
        done = true;
        return tokens;
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(done).toBe(false);
      store.dispatchEvent(
        Object.assign(new Event('change'), { changed: [{ name: 'id_token', value: 'i2' }] }),
      );
      await expect(outcome).resolves.toEqual(fresh);
    } finally {
      delete (globalThis as { cookieStore?: unknown }).cookieStore;
    }
  });

  it('takes the tokens another tab stored and sends no refresh token twice', async () => {
    const access = accessFor('other-tab', 900);
    storeCookies(access, 'r2', 'i2');
    const refresh = vi.fn(async () => tokenSet('x', 'y', 'z'));
    const tokens = await refreshAcrossTabs('r1', refresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(tokens).toMatchObject({ access_token: access, refresh_token: 'r2', id_token: 'i2' });
  });

  it('fails without any refresh token, so the session ends', async () => {
    await expect(refreshAcrossTabs(null, vi.fn())).rejects.toThrow('No refresh token');
  });

  describe('while the page unloads', () => {
    afterEach(() => {
      window.dispatchEvent(new Event('pageshow')); // the page lives on for the next test
    });

    // A refresh whose request the caller fails when told to, as the browser does mid-unload.
    function refreshFailingOnCue() {
      let cutOff: (error: Error) => void = () => {};
      const refresh = vi.fn(
        () =>
          new Promise<TokenSet>((_, reject) => {
            cutOff = reject;
          }),
      );
      return { refresh, cutOff: (error: Error) => cutOff(error) };
    }

    it('never settles a refresh cut off once the page is hidden, and keeps the cookies', async () => {
      storeCookies(accessFor('old', -1), 'r1', 'i1');
      const { refresh, cutOff } = refreshFailingOnCue();
      const settled = vi.fn();
      refreshAcrossTabs('r1', refresh).then(settled, settled);
      await vi.waitFor(() => expect(refresh).toHaveBeenCalledWith('r1'));
      window.dispatchEvent(new Event('pagehide'));
      cutOff(new TypeError('Failed to fetch'));
      await new Promise((resolve) => setTimeout(resolve, 0)); // every callback has run
      expect(settled).not.toHaveBeenCalled();
      expect(readTokenCookies()).toMatchObject({ refresh: 'r1', id: 'i1' });
    });

    it('fails a refresh as before once the page is shown again (back from the cache)', async () => {
      storeCookies(accessFor('old', -1), 'r1', 'i1');
      const { refresh, cutOff } = refreshFailingOnCue();
      const outcome = refreshAcrossTabs('r1', refresh);
      await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pageshow'));
      cutOff(new TypeError('Failed to fetch'));
      await expect(outcome).rejects.toThrow('Failed to fetch');
    });
  });
});

import { type BrowserContext, expect } from '@playwright/test';

// The short-token server's access tokens live 3 seconds: journeys wait for that clock condition
// (the token's own expiry, the cookie gone), never for a guessed number of seconds.

async function accessTokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'access_token');
}

/** Waits until the access token the page holds now has expired (its `exp` claim is past). */
export async function untilAccessTokenExpires(context: BrowserContext): Promise<void> {
  const token = (await accessTokenCookie(context))?.value;
  if (!token) return; // the cookie lives as long as its token: it has expired already
  const [, payload = ''] = token.split('.');
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  // The server refuses a token once the current second reaches `exp` (jose's check).
  await expect
    .poll(() => Date.now(), { message: 'the access token expires', intervals: [250] })
    .toBeGreaterThanOrEqual(exp * 1000);
}

/** Waits until the browser has dropped the access-token cookie (it lives as long as its token). */
export async function untilAccessCookieExpires(context: BrowserContext): Promise<void> {
  await expect
    .poll(async () => (await accessTokenCookie(context)) === undefined, {
      message: 'the access-token cookie expires',
      intervals: [250],
    })
    .toBe(true);
}

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnlockConfiguration, UnlockRequest } from '../../contracts/ums.ts';
import { UnlockPage } from '../../src/features/auth/UnlockPage.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

const UNLOCK = '/ums/rest/v3/unlock';
const CONFIGURATION: UnlockConfiguration = { methods: ['email_link', 'otp'], max_resends: 3 };
const SENT: UnlockRequest = {
  unlock_id: '0b6c1f3e-8a61-4c55-9a43-1d2f6f0e9a11',
  method: 'otp',
  destination: 'a***@example.com',
  expires_in: 900,
  resend_in: 30,
  resends_left: 3,
};

async function sendCode(resend: FakeAnswer) {
  const rendered = await renderWithStore(<UnlockPage />, {
    withRouter: true,
    route: { path: '/unlock', search: {} },
    answers: {
      [`${UNLOCK}/configurations`]: [200, CONFIGURATION],
      [`${UNLOCK}/otp`]: [200, SENT],
      [`${UNLOCK}/resend`]: resend,
    },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(await screen.findByRole('textbox', { name: 'E-mail or phone' }), 'asha@example.com');
  await user.click(screen.getByRole('radio', { name: 'Send me a one-time code' }));
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
  await screen.findByRole('textbox', { name: 'One-time code' });
  return { ...rendered, user };
}

/** The page's clock moves on by `ms` (the machine's resend delay and the countdown display). */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('UnlockPage: sending it again', () => {
  beforeEach(() => {
    // Real time still moves (the requests settle); the test moves the clock past the waits itself.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the resend interval down before "Send it again" can be clicked', async () => {
    const { calls, user } = await sendCode([200, { ...SENT, resends_left: 2 }]);
    const waiting = screen.getByRole('button', { name: /^Send it again in 00:(30|29)$/ });
    expect(waiting).toBeDisabled();

    await pass(10_000);
    expect(screen.getByRole('button', { name: /^Send it again in 00:(20|19)$/ })).toBeDisabled();

    await pass(20_000);
    const resend = await screen.findByRole('button', { name: 'Send it again' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    // The new code starts a new countdown.
    expect(await screen.findByRole('button', { name: /^Send it again in 00:(30|29)$/ })).toBeDisabled();
    expect(calls.filter((call) => call === `${UNLOCK}/resend`)).toHaveLength(1);
  });

  it('a resend refused with a wait (429, Retry-After) says that wait and counts it down', async () => {
    const { user } = await sendCode([
      429,
      'Please wait 45 seconds before asking for a new code.',
      { 'Retry-After': '45' },
    ]);
    await pass(30_000);
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 00:45.');
    expect(screen.getByRole('button', { name: /^Send it again in 00:(45|44)$/ })).toBeDisabled();

    await pass(45_000);
    expect(await screen.findByRole('button', { name: 'Send it again' })).toBeEnabled();
  });
});

describe('UnlockPage: the e-mailed link', () => {
  it('says the account is unlocked once the link is redeemed (the finished flow stays on the page)', async () => {
    await renderWithStore(<UnlockPage />, {
      withRouter: true,
      route: { path: '/unlock', search: { token: 'link-token' } },
      answers: { [`${UNLOCK}/validate-link`]: [200, null] },
    });
    expect(await screen.findByText('Your account is unlocked. You can sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

// vitest: fresh modules (the app's router and its lazily loaded pages keep module state between renders)
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountListPage, ActiveSession, OtpChallenge, TrustedDeviceList } from '../../contracts/ums.ts';
import { TrustedDevices } from '../../src/features/account/TrustedDevices.tsx';
import { signInCustomer, signOutCustomer } from './cartFixtures.ts';
import { ASHA_PROFILE } from './customerProfile.ts';
import { renderAppRoute } from './renderAppRoute.tsx';
import { renderWithStore } from './renderWithStore.tsx';

// The trusted devices of /activeSessions: removing one is confirmed with a code sent to the account's
// own address (deviceRemoval, its otpVerification child told the address is fixed), so the code box
// offers no other e-mail or phone.

const DEVICES: TrustedDeviceList = {
  items: [
    {
      id: 'this',
      device: 'Windows',
      browser: 'Chrome 131',
      first_seen_at: '2026-03-01T09:00:00.000Z',
      last_seen_at: '2026-03-05T09:00:00.000Z',
      current: true,
    },
    {
      id: 'phone',
      device: 'Android',
      browser: 'Firefox 133',
      first_seen_at: '2026-03-01T09:00:00.000Z',
      last_seen_at: '2026-03-02T09:00:00.000Z',
      current: false,
    },
  ],
};

const PROFILE = ASHA_PROFILE;

const SESSIONS: AccountListPage<ActiveSession> = {
  total: 1,
  page_number: 1,
  page_limit: 10,
  items: [
    {
      id: 's-1',
      device: 'Windows',
      browser: 'Chrome 131',
      ip_address: '203.0.113.7',
      signed_in_at: '2026-03-05T09:00:00.000Z',
      method: 'password',
      current: true,
    },
  ],
};

const CODE: OtpChallenge = {
  otp_id: 'otp-1',
  channel: 'email',
  destination: 'a***@example.com',
  expires_in: 600,
  resend_in: 30,
};

describe('TrustedDevices', () => {
  it('the removal code goes to the account’s own address: no other e-mail or phone is offered', async () => {
    const { requests } = await renderWithStore(<TrustedDevices />, {
      route: { path: '/activeSessions', search: {} },
      answers: {
        '/ums/rest/v3/devices': [200, DEVICES],
        '/ums/rest/v3/profile': [200, PROFILE],
        '/ums/rest/v3/devices/otp': [200, CODE],
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove the device Firefox 133 on Android' }));
    const box = screen.getByRole('group', { name: 'Confirm the removal of Firefox 133 on Android' });
    expect(within(box).queryByRole('button', { name: 'Use another e-mail or phone' })).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Send the code' }));
    expect(await within(box).findByText('We sent a 6-digit code to a***@example.com.')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/ums/rest/v3/devices/otp')?.body).toEqual({
      device_id: 'phone',
    });
    // The code form: verify, a new code after the wait, cancel; never another address.
    expect(within(box).getByRole('textbox', { name: 'One-time code' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: /New code in/ })).toBeDisabled();
    expect(within(box).queryByRole('button', { name: 'Use another e-mail or phone' })).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: /Confirm the removal/ })).toBeNull();
  });
});

describe('/activeSessions (the route)', () => {
  afterEach(() => signOutCustomer());

  it('a failed read of the devices shows in their place, with Try again, the sessions above staying; the list after Try again', async () => {
    signInCustomer();
    let reads = 0;
    await renderAppRoute('/activeSessions', {
      answers: {
        '/ums/rest/v3/devices': () => {
          reads += 1;
          return reads === 1 ? [503, 'The account service is busy'] : [200, DEVICES];
        },
        '/ums/rest/v3/profile': [200, PROFILE],
        '/ums/rest/v3/active-sessions': [200, SESSIONS],
      },
    });
    const section = await screen.findByRole('region', { name: 'Trusted devices' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The account service is busy');
    // Only the devices failed: the page and its sessions are there.
    expect(screen.getByRole('heading', { level: 1, name: 'Active sessions' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Sessions' })).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    const list = await within(section).findByRole('list', { name: 'Trusted devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

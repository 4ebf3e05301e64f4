import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountListPage, ActiveSession, SignInRecord, TrustedDeviceList } from '../../contracts/ums.ts';
import { i18n } from '../../src/app/i18n.ts';
import { ActiveSessionsPage } from '../../src/features/account/ActiveSessionsPage.tsx';
import { LoginSessionsPage } from '../../src/features/account/LoginSessionsPage.tsx';
import { ASHA_PROFILE } from './customerProfile.ts';
import { renderWithStore } from './renderWithStore.tsx';

// /loginSessions and /activeSessions in the shopper's language: dates and times as Intl writes them
// there (no English month, no AM/PM in French), and addresses a shopper can read (no "::/64").

const AT = '2026-03-05T14:05:00.000Z';

const page = <T,>(items: T[]): AccountListPage<T> => ({
  total: items.length,
  page_number: 1,
  page_limit: 10,
  items,
});

const HISTORY = page<SignInRecord>([
  {
    id: '1',
    signed_in_at: AT,
    method: 'password',
    succeeded: true,
    device: 'Windows',
    browser: 'Chrome 131',
    ip_address: '::/64',
  },
  {
    id: '2',
    signed_in_at: AT,
    method: 'code',
    succeeded: false,
    device: 'Android',
    browser: 'Firefox 133',
    ip_address: '2001:db8:1:2::/64',
  },
]);

const SESSIONS = page<ActiveSession>([
  {
    id: 's1',
    signed_in_at: AT,
    method: 'password',
    current: true,
    device: 'Windows',
    browser: 'Chrome 131',
    ip_address: '127.0.0.1',
  },
  {
    id: 's2',
    signed_in_at: AT,
    method: 'code',
    current: false,
    device: 'Android',
    browser: 'Firefox 133',
    ip_address: '2001:db8:1:2::/64',
  },
]);

const DEVICES: TrustedDeviceList = {
  items: [
    {
      id: 'd1',
      device: 'Windows',
      browser: 'Chrome 131',
      first_seen_at: AT,
      last_seen_at: AT,
      current: true,
    },
  ],
};

const PROFILE = ASHA_PROFILE;

const ANSWERS = {
  '/ums/rest/v3/login-history': [200, HISTORY] as [number, unknown],
  '/ums/rest/v3/active-sessions': [200, SESSIONS] as [number, unknown],
  '/ums/rest/v3/devices': [200, DEVICES] as [number, unknown],
  '/ums/rest/v3/profile': [200, PROFILE] as [number, unknown],
};

async function inLanguage(locale: 'fr' | 'ar') {
  const { messages } =
    locale === 'fr'
      ? await import('../../src/locales/fr/messages.po')
      : await import('../../src/locales/ar/messages.po');
  act(() => i18n.loadAndActivate({ locale, messages }));
}

afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

/** The text of each sign-in or session of the list named `name`. */
async function itemsOf(name: string): Promise<string[]> {
  const list = await screen.findByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('LoginSessionsPage', () => {
  it('in English: SPEC dates, this computer for loopback, an IPv6 network without "/64"', async () => {
    await renderWithStore(<LoginSessionsPage />, { withRouter: true, answers: ANSWERS });
    const [local, network] = await itemsOf('Sign-ins');
    expect(local).toMatch(/5 Mar 2026, \d{1,2}:05 [AP]M/);
    expect(local).toContain('Address: This computer (local)');
    expect(network).toContain('2001:db8:1:2:…');
    expect(`${local}${network}`).not.toContain('/64');
  });

  it('in French: French months and the 24-hour clock, the local address in French', async () => {
    await renderWithStore(<LoginSessionsPage />, { withRouter: true, answers: ANSWERS });
    await inLanguage('fr');
    const [local, network] = await itemsOf('Connexions');
    expect(local).toMatch(/5 mars 2026.*\d{2}:05/);
    expect(local).not.toMatch(/\b(AM|PM|Mar)\b/);
    expect(local).toContain('Cet ordinateur (local)');
    expect(network).toContain('2001:db8:1:2:…');
    expect(`${local}${network}`).not.toContain('/64');
  });

  it('in Arabic: Arabic months, no AM/PM, the address isolated left to right', async () => {
    await renderWithStore(<LoginSessionsPage />, { withRouter: true, answers: ANSWERS });
    await inLanguage('ar');
    const [local, network] = await itemsOf('عمليات تسجيل الدخول');
    expect(local).toMatch(/مارس/);
    expect(local).not.toMatch(/\b(AM|PM|Mar)\b/);
    expect(local).toContain('هذا الحاسوب (محلي)');
    expect(network).toContain('\u20662001:db8:1:2:…\u2069');
    expect(`${local}${network}`).not.toContain('/64');
  });
});

describe('ActiveSessionsPage', () => {
  it('in French: sessions and devices dated in French, addresses readable', async () => {
    await renderWithStore(<ActiveSessionsPage />, { withRouter: true, answers: ANSWERS });
    await inLanguage('fr');
    const [current, other] = await itemsOf('Sessions');
    expect(current).toMatch(/5 mars 2026.*\d{2}:05/);
    expect(current).toContain('Cet ordinateur (local)');
    expect(other).toContain('2001:db8:1:2:…');
    expect(`${current}${other}`).not.toMatch(/\b(AM|PM)\b|\/64/);
    const [device] = await itemsOf('Appareils de confiance');
    expect(device).toMatch(/5 mars 2026/);
    expect(device).not.toMatch(/\b(AM|PM|Mar)\b/);
  });

  it('in Arabic: sessions and devices dated in Arabic, addresses readable', async () => {
    await renderWithStore(<ActiveSessionsPage />, { withRouter: true, answers: ANSWERS });
    await inLanguage('ar');
    const [current, other] = await itemsOf('الجلسات');
    expect(current).toMatch(/مارس/);
    expect(current).toContain('هذا الحاسوب (محلي)');
    expect(other).toContain('2001:db8:1:2:…');
    expect(`${current}${other}`).not.toMatch(/\b(AM|PM)\b|\/64/);
    const [device] = await itemsOf('الأجهزة الموثوقة');
    expect(device).toMatch(/مارس/);
  });

  it('shows a failed read of the sessions in their place, the devices below still shown, and the list after Try again', async () => {
    let reads = 0;
    await renderWithStore(<ActiveSessionsPage />, {
      withRouter: true,
      answers: {
        ...ANSWERS,
        '/ums/rest/v3/active-sessions': () => {
          reads += 1;
          return reads === 1 ? [503, 'The account service is busy'] : [200, SESSIONS];
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The account service is busy');
    expect(screen.getByRole('heading', { level: 1, name: 'Active sessions' })).toBeInTheDocument();
    expect(await itemsOf('Trusted devices')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await itemsOf('Sessions')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads).toBe(2);
  });
});

// Text in the page's language on an Arabic or French page: phone numbers stay '+91 9876543210'
// (isolated left to right wherever shown), the rating's word is translated, order dates are
// written as the language writes them, and the address type "Home" is not the breadcrumb's "Home".
import { Trans } from '@lingui/react/macro';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../contracts/address.ts';
import type { CustomerProfile } from '../../contracts/ums.ts';
import { i18n } from '../../src/app/i18n.ts';
import { AddressDetails } from '../../src/components/address/AddressCard.tsx';
import { OrderTime } from '../../src/components/order/OrderTime.tsx';
import { useOrderLabels } from '../../src/components/order/useOrderLabels.ts';
import { ContactChange } from '../../src/features/account/ContactChange.tsx';
import { UserDetailsPage } from '../../src/features/account/UserDetailsPage.tsx';
import { ratingScaleLabel } from '../../src/features/catalogue/rules/ratings.ts';
import { renderWithStore } from './renderWithStore.tsx';

const ADDRESS: CustomerAddress = {
  address_id: 1,
  full_name: 'Asha Rao',
  phone_extension: '+91',
  phone_number: '9876543210',
  address_line_1: '12 MG Road',
  address_line_2: null,
  landmark: null,
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  address_type: 'home',
  is_default_delivery: false,
  is_default_billing: false,
  is_serviceable: true,
};

const PROFILE: CustomerProfile = {
  sub: 'c1',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  phone_extension: '+91',
  phone_number: '9876543210',
  profile_image_url: null,
};

/** The store's seeded scale, in English as the store keeps it. */
const SCALE = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very Good' },
  { value: 5, label: 'Excellent' },
];

const ORDERED_AT = '2024-01-05T14:05:00Z';

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

/** The element the phone number's text is in, and the isolation it sits in (if any). */
function phoneIsolation(text: string) {
  const element = screen.getByText(text, { normalizer: (value) => value.replace(/\s+/g, ' ').trim() });
  return element.closest('bdi')?.getAttribute('dir') ?? null;
}

function OrderDate() {
  const labels = useOrderLabels();
  return <p data-testid="date">{labels.date(ORDERED_AT)}</p>;
}

describe.each(['ar', 'fr'] as const)('in %s', (locale) => {
  it('keeps the phone number left to right on the address card (the checkout’s address step shows the same card)', async () => {
    await renderWithStore(<AddressDetails address={ADDRESS} />);
    await inLanguage(locale);
    expect(phoneIsolation('+91 9876543210')).toBe('ltr');
  });

  it('keeps the phone number left to right on the user details page', async () => {
    await renderWithStore(<UserDetailsPage />, {
      withRouter: true,
      route: { path: '/userDetails', search: {} },
      answers: { '/ums/rest/v3/profile': [200, PROFILE] },
    });
    await inLanguage(locale);
    await screen.findByText('asha@example.com');
    expect(phoneIsolation('+91 9876543210')).toBe('ltr');
  });

  it('keeps the phone number left to right in the profile’s contact rows', async () => {
    await renderWithStore(<ContactChange profile={PROFILE} />, { route: { path: '/myProfile', search: {} } });
    await inLanguage(locale);
    expect(phoneIsolation('+91 9876543210')).toBe('ltr');
  });

  it('writes order dates as the language does, with its own month and clock', async () => {
    // 2024-01-05 14:05 UTC is the same day in every zone from UTC−14 to UTC+9.
    await renderWithStore(
      <>
        <OrderTime instant={ORDERED_AT} />
        <OrderDate />
      </>,
    );
    await inLanguage(locale);
    const time = document.querySelector('time');
    const date = screen.getByTestId('date').textContent ?? '';
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const day = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    expect(date).toBe(day.format(new Date(ORDERED_AT)));
    expect(time?.textContent).toContain(date);
    expect(`${date} ${time?.textContent}`).not.toMatch(/Jan|AM|PM/);
    if (locale === 'fr') expect(date).toMatch(/janv\. 2024/);
  });
});

describe('words', () => {
  it('translates the rating’s word: "3.4 — Bien" in French, "جيد" in Arabic, a store’s own word kept', async () => {
    await inLanguage('fr');
    expect(ratingScaleLabel(3.4, SCALE)).toBe('Bien');
    expect(ratingScaleLabel(4.2, SCALE)).toBe('Très bien');
    expect(ratingScaleLabel(3, [{ value: 3, label: 'Superb' }])).toBe('Superb');
    await inLanguage('ar');
    expect(ratingScaleLabel(3.4, SCALE)).toBe('جيد');
  });

  it('names the address type "Home" as a home, while the breadcrumb’s "Home" stays the home page', async () => {
    await renderWithStore(
      <>
        <AddressDetails address={ADDRESS} />
        <nav aria-label="crumbs">
          <Trans>Home</Trans>
        </nav>
      </>,
    );
    await inLanguage('fr');
    expect(screen.getByText('Domicile')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'crumbs' })).getByText('Accueil'),
    ).toBeInTheDocument();
    await inLanguage('ar');
    expect(screen.getByText('المنزل')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'crumbs' })).getByText('الرئيسية'),
    ).toBeInTheDocument();
  });
});

// vitest: fresh modules (the app's router and its lazily loaded pages keep module state between renders)
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../contracts/store.ts';
import type { CustomerPreferences } from '../../contracts/ums.ts';
import { i18n } from '../../src/app/i18n.ts';
import { ThemeModeProvider } from '../../src/app/providers/ThemeModeContext.tsx';
import { PreferencesPage } from '../../src/features/account/PreferencesPage.tsx';
import { PREFERENCES_SAVED_FLAG } from '../../src/features/account/rules/savedBeforeReload.ts';
import { signInCustomer, signOutCustomer } from './cartFixtures.ts';
import { renderAppRoute } from './renderAppRoute.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

// /preferences: a save that changes the language reloads the page (SPEC section 4); the reloaded
// page says the preferences were saved, in the new language, once.

const PREFERENCES_PATH = '/ums/rest/v3/preferences';
const LANGUAGES: Language[] = [
  {
    language_code: 'en',
    language_name: 'English',
    status: 1,
    is_default: true,
    writing_script_direction: 'ltr',
  },
  {
    language_code: 'fr',
    language_name: 'Français',
    status: 1,
    is_default: false,
    writing_script_direction: 'ltr',
  },
];
const SAVED: CustomerPreferences = {
  language_code: 'en',
  theme_mode: 'light',
  consents: {},
  analytics_consent: null,
};

/** GET answers what was saved last; PUT saves the update. */
function preferencesAnswer(): FakeAnswer {
  let saved = SAVED;
  return (_url, request) => {
    if (request.method === 'PUT') saved = { ...saved, ...(request.body as Partial<CustomerPreferences>) };
    return [200, saved];
  };
}

/** The page once its form shows (the saved preferences read). */
async function renderPage(answer: FakeAnswer, reload = vi.fn()) {
  const rendered = await renderWithStore(
    <ThemeModeProvider>
      <PreferencesPage />
    </ThemeModeProvider>,
    {
      withRouter: true,
      answers: { [PREFERENCES_PATH]: answer, '/pbs/rest/v3/languages': [200, { data: LANGUAGES }] },
      pageLoads: { assign: vi.fn(), reload },
    },
  );
  await screen.findByRole('button', { name: 'Save preferences' });
  return rendered;
}

afterEach(() => {
  signOutCustomer();
  window.sessionStorage.clear();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe('PreferencesPage', () => {
  it('after a save that changed the language, the reloaded page says so in that language, once', async () => {
    const answer = preferencesAnswer();
    const reload = vi.fn();
    const first = await renderPage(answer, reload);
    const user = userEvent.setup();
    const language = await screen.findByRole('combobox', { name: 'Language' });
    await screen.findByRole('option', { name: 'Français' });
    await user.selectOptions(language, 'fr');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(PREFERENCES_SAVED_FLAG)).toBe('1');
    first.unmount();

    // The reloaded page, in French.
    const second = await renderPage(answer);
    const { messages } = await import('../../src/locales/fr/messages.po');
    act(() => i18n.loadAndActivate({ locale: 'fr', messages }));
    expect(await screen.findByText('Vos préférences ont été enregistrées.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(PREFERENCES_SAVED_FLAG)).toBeNull();
    second.unmount();

    // Said once: opening the page again later says nothing.
    await renderPage(answer);
    act(() => i18n.loadAndActivate({ locale: 'fr', messages }));
    await screen.findByRole('button', { name: 'Enregistrer les préférences' });
    expect(screen.queryByText('Vos préférences ont été enregistrées.')).toBeNull();
  });
});

describe('/preferences (the route)', () => {
  it('shows a failed read in the page, with Try again, and the form once a second read succeeds', async () => {
    signInCustomer();
    let reads = 0;
    await renderAppRoute('/preferences', {
      answers: {
        [PREFERENCES_PATH]: () => {
          reads += 1;
          return reads === 1 ? [503, 'The account service is busy'] : [200, SAVED];
        },
        '/pbs/rest/v3/languages': [200, { data: LANGUAGES }],
      },
    });
    // The page's own frame (its heading), the store's message and Try again.
    expect(await screen.findByRole('alert')).toHaveTextContent('The account service is busy');
    expect(screen.getByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads).toBe(2);
  });
});

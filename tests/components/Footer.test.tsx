import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreContact } from '../../contracts/store.ts';
import { StoreThemeProvider } from '../../src/app/providers/StoreThemeProvider.tsx';
import { ThemeModeProvider } from '../../src/app/providers/ThemeModeContext.tsx';
import { Footer } from '../../src/features/shell/Footer.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

function settingsWith(contact: StoreContact | undefined): Record<string, FakeAnswer> {
  return {
    '/pbs/rest/v3/content-settings': [
      200,
      {
        store_settings_data: [
          {
            store_id: 19,
            store_currency: [],
            store_page_settings: [],
            store_header_settings: [],
            store_footer_settings: [],
            ...(contact && { store_contact: contact }),
          },
        ],
      },
    ],
  };
}

/** The footer in the store's theme (its colours come from the store's footer settings). */
const footer = (
  <ThemeModeProvider>
    <StoreThemeProvider>
      <Footer />
    </StoreThemeProvider>
  </ThemeModeProvider>
);

describe('Footer', () => {
  it("gives the store's e-mail and phone as links, the phone read left to right", async () => {
    await renderWithStore(footer, {
      withRouter: true,
      answers: settingsWith({ email: 'help@demo.example', phone: '+27 21 555 0100' }),
    });
    const contact = await screen.findByRole('group', { name: 'Contact Demo Store' });
    expect(within(contact).getByRole('link', { name: 'help@demo.example' })).toHaveAttribute(
      'href',
      'mailto:help@demo.example',
    );
    const phone = within(contact).getByRole('link', { name: '+27 21 555 0100' });
    expect(phone).toHaveAttribute('href', 'tel:+27215550100');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it('shows only what the store publishes, and no contact without one', async () => {
    const { unmount } = await renderWithStore(footer, {
      withRouter: true,
      answers: settingsWith({ email: null, phone: '+27 21 555 0100' }),
    });
    expect(await screen.findByRole('link', { name: '+27 21 555 0100' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    unmount();
    await renderWithStore(footer, { withRouter: true, answers: settingsWith(undefined) });
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Contact/ })).toBeNull();
  });
});

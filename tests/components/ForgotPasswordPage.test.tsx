import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../src/features/auth/ForgotPasswordPage.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const SEND_LINK = '/ums/rest/v3/forgot-password/send-link';

describe('ForgotPasswordPage', () => {
  it('checks the e-mail address before asking for a link, then says the same whatever the account', async () => {
    const { calls, system } = await renderWithStore(<ForgotPasswordPage />, {
      withRouter: true,
      answers: { [SEND_LINK]: [200, null] },
    });
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/forgotPassword', search: {} });
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(email).toHaveFocus();

    await user.type(email, 'meera@example');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(email).toHaveValue('meera@example');
    expect(calls.filter((call) => call === SEND_LINK)).toEqual([]);

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this e-mail address, we have sent it a link to reset the password.',
    );
    expect(calls.filter((call) => call === SEND_LINK)).toEqual([SEND_LINK]);
  });

  it('says the store could not be reached when the request gets no answer, keeping the address', async () => {
    const { system } = await renderWithStore(<ForgotPasswordPage />, {
      withRouter: true,
      answers: {
        [SEND_LINK]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/forgotPassword', search: {} });
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the store. Check your connection and try again.',
    );
    expect(email).toHaveValue('meera@example.com');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from '../../src/features/auth/ResetPasswordPage.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const UPDATE = '/ums/rest/v3/forgot-password/update';

/** The page a reset link opens, its flow started as the router would on /resetPassword?token=…. */
async function renderReset() {
  const rendered = await renderWithStore(<ResetPasswordPage />, {
    withRouter: true,
    answers: {
      '/ums/rest/v3/forgot-password/verify-token': [200, { email: 'm***@example.com' }],
      [UPDATE]: [200, null],
    },
  });
  rendered.system.storefront.send({
    type: 'ROUTE_CHANGED',
    path: '/resetPassword',
    search: { token: 'reset-token-1' },
  });
  return rendered;
}

describe('ResetPasswordPage', () => {
  it('a new password that breaks the rule is not sent: its field says why and takes the focus', async () => {
    const { calls } = await renderReset();
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^New password/, { selector: 'input' });
    const repeated = screen.getByLabelText(/^Repeat the new password/, { selector: 'input' });
    await user.type(password, 'abcdefgh');
    await user.type(repeated, 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(password).toHaveAccessibleDescription('The password needs at least one letter and one digit.');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('abcdefgh');
    expect(calls.filter((call) => call === UPDATE)).toEqual([]);

    // Strong, but not repeated the same: the two passwords must still match.
    await user.clear(password);
    await user.type(password, 'New-pass-456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords are not the same.');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(repeated);
    await user.type(repeated, 'New-pass-456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(calls.filter((call) => call === UPDATE)).toEqual([UPDATE]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignUpPage } from '../../src/features/auth/SignUpPage.tsx';
import { renderWithStore, type StoreOptions } from './renderWithStore.tsx';

const GENERATE = '/ums/rest/v3/otp/generate';

/** The sign-up page, its flow started as the router would on /signup. */
async function renderSignUp(answers: StoreOptions['answers'] = {}) {
  const rendered = await renderWithStore(<SignUpPage />, { withRouter: true, answers });
  rendered.system.storefront.send({ type: 'ROUTE_CHANGED', path: '/signup', search: {} });
  return rendered;
}

const sent = (calls: string[], path: string) => calls.filter((call) => call === path);

describe('SignUpPage: the e-mail or phone is checked before a code is asked for', () => {
  it('an empty, then a malformed e-mail: the reason shows next to the field, which takes the focus; nothing is sent', async () => {
    const { calls } = await renderSignUp();
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('not-an-email');
    // The reason is next to the field only, not repeated in an alert.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent(calls, GENERATE)).toEqual([]);
  });

  it('a 5-digit phone number is refused with the digits it needs; ten digits are sent', async () => {
    const { calls } = await renderSignUp({
      [GENERATE]: [
        200,
        { otp_id: 'otp-1', channel: 'phone', destination: '+91 ******3210', expires_in: 600, resend_in: 30 },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Phone' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '98765');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(phone).toHaveAccessibleDescription('Enter the 10 digits of your phone number.');
    expect(phone).toHaveFocus();
    expect(sent(calls, GENERATE)).toEqual([]);

    await user.type(phone, '43210');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(/We sent a 6-digit code to/)).toBeInTheDocument();
    expect(sent(calls, GENERATE)).toEqual([GENERATE]);
  });
});

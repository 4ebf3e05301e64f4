import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignUpPage } from '../../src/features/auth/SignUpPage.tsx';
import { renderWithStore, type StoreOptions } from './renderWithStore.tsx';

const GENERATE = '/ums/rest/v3/otp/generate';
const SIGN_UP = '/ums/rest/v3/customer-signup';

const CODE_SENT = {
  otp_id: 'otp-1',
  channel: 'email',
  destination: 'a***@example.com',
  expires_in: 600,
  resend_in: 30,
};

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

describe('SignUpPage: the name and password are checked before the account is created', () => {
  /** Past the code step, on the details form. */
  async function renderDetails() {
    const rendered = await renderSignUp({
      [GENERATE]: [200, CODE_SENT],
      '/ums/rest/v3/otp/validate': [200, { signup_token: 'signup-token-1' }],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByRole('textbox', { name: 'One-time code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('textbox', { name: 'First name' });
    return { ...rendered, user };
  }

  const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });

  it('a short password: the reason replaces the hint, the names typed stay, nothing is sent', async () => {
    const { calls, user } = await renderDetails();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kumar');
    await user.type(passwordField(), 'short');
    expect(passwordField()).toHaveAccessibleDescription('At least 8 characters, with a letter and a digit.');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(passwordField()).toHaveAccessibleDescription('The password needs at least 8 characters.');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ravi');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Kumar');
    expect(passwordField()).toHaveValue('short');
    expect(sent(calls, SIGN_UP)).toEqual([]);
  });

  it('empty names and a password without a digit: each field says why, the first takes the focus', async () => {
    const { calls, user } = await renderDetails();
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), '   ');
    await user.type(passwordField(), 'letters-only');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveAccessibleDescription('Enter your first name.');
    expect(firstName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Enter your last name.',
    );
    expect(passwordField()).toHaveAccessibleDescription(
      'The password needs at least one letter and one digit.',
    );
    expect(sent(calls, SIGN_UP)).toEqual([]);
  });

  it('names without a letter, or with invisible characters or piled-up accents: the reason shows, nothing is sent', async () => {
    const { calls, user } = await renderDetails();
    const NOT_A_NAME =
      'A name needs letters, with no invisible characters and no more than four accents on one letter.';
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ra\u200bvi');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), `a${'\u0301'.repeat(30)}`);
    await user.type(passwordField(), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveAccessibleDescription(NOT_A_NAME);
    expect(firstName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(NOT_A_NAME);
    await user.clear(firstName);
    await user.type(firstName, '1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(firstName).toHaveAccessibleDescription(NOT_A_NAME);
    expect(sent(calls, SIGN_UP)).toEqual([]);
  });
});

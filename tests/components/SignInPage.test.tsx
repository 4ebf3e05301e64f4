import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInPage } from '../../src/features/auth/SignInPage.tsx';
import { clearSignInDraft } from '../../src/features/auth/signInDraft.ts';
import { TOKEN_SETS } from '../model/models/session.model.ts';
import { renderWithStore, type StoreOptions } from './renderWithStore.tsx';

/** The sign-in page, its flow started as the router would on /signin. */
async function renderSignIn(answers: StoreOptions['answers']) {
  const rendered = await renderWithStore(<SignInPage />, { withRouter: true, answers });
  rendered.system.storefront.send({ type: 'ROUTE_CHANGED', path: '/signin', search: {} });
  return rendered;
}

describe('SignInPage', () => {
  // The typed e-mail outlives the form on purpose (it is the tab's draft): each test starts afresh.
  afterEach(() => clearSignInDraft());

  it('what the shopper types stays while the sign-in flow starts afresh: the form is not drawn again', async () => {
    const { system } = await renderSignIn({});
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    const username = within(panel).getByRole('textbox', { name: 'E-mail or phone' });
    await user.type(username, 'demo@exa');
    // The page's flow goes away and comes back (stopped and invoked again) while the shopper types.
    await act(async () => {
      system.storefront.send({ type: 'ROUTE_CHANGED', path: '/', search: {} });
    });
    expect(system.storefront.getSnapshot().children.signIn).toBeUndefined();
    // Drawn while the flow is away: the field stays, with what was typed (the button waits).
    expect(username).toBeInTheDocument();
    expect(username).toHaveValue('demo@exa');
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/signin', search: {} });
    expect(system.storefront.getSnapshot().children.signIn).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'E-mail or phone' }), 'mple.com');
    expect(screen.getByRole('textbox', { name: 'E-mail or phone' })).toBe(username);
    expect(username).toHaveValue('demo@example.com');
  });

  it('a sign-in page drawn again shows the e-mail typed in it, never the password', async () => {
    const first = await renderSignIn({});
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: 'E-mail or phone' }), 'demo@example.com');
    await user.type(within(panel).getByLabelText(/^Password/, { selector: 'input' }), 'secret-pass-1');
    first.unmount();

    await renderSignIn({});
    const again = await screen.findByRole('tabpanel');
    expect(within(again).getByRole('textbox', { name: 'E-mail or phone' })).toHaveValue('demo@example.com');
    expect(within(again).getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');
  });

  it('the typed e-mail is forgotten once the customer is signed in', async () => {
    const first = await renderSignIn({ '/ums/rest/v3/login': [200, TOKEN_SETS.login] });
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: 'E-mail or phone' }), 'demo@example.com');
    await user.type(within(panel).getByLabelText(/^Password/, { selector: 'input' }), 'Demo-pass-2026');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(first.system.session.getSnapshot().matches('authenticated')).toBe(true));
    first.unmount();

    await renderSignIn({});
    const again = await screen.findByRole('tabpanel');
    expect(within(again).getByRole('textbox', { name: 'E-mail or phone' })).toHaveValue('');
  });

  it('tells a guest who pressed a heart why they are asked to sign in', async () => {
    localStorage.setItem('pending_wishlist_item', JSON.stringify({ productId: 7, name: 'Kettle' }));
    try {
      await renderSignIn({});
      expect(
        await screen.findByText(
          'Sign in to add Kettle to your wish list: it is added as soon as you are signed in.',
        ),
      ).toBeVisible();
    } finally {
      localStorage.removeItem('pending_wishlist_item');
    }
  });

  it("tells a guest why when a product for the cart needs an account (the cart's pending add)", async () => {
    const plan = {
      productId: 9,
      name: 'Cloud plan',
      price: 10,
      sellingPrice: 10,
      discountDetails: null,
      image: '',
      productType: 'Subscription',
      maxQuantity: null,
      priceVisible: true,
      slot: null,
    };
    localStorage.setItem('pending_cart_item', JSON.stringify(plan));
    try {
      await renderSignIn({});
      expect(
        await screen.findByText(
          'Sign in to add Cloud plan to your cart: it is added as soon as you are signed in.',
        ),
      ).toBeVisible();
    } finally {
      localStorage.removeItem('pending_cart_item');
    }
  });

  it("tells a guest sent here by the cart's Proceed to checkout why, and that the cart is kept", async () => {
    // The checkout guard keeps the page the guest wanted: the cart's checkout.
    localStorage.setItem('page', '/checkout/cart');
    try {
      await renderSignIn({});
      expect(
        await screen.findByText('Sign in to check out. Your cart is kept and joins your saved one.'),
      ).toBeVisible();
    } finally {
      localStorage.removeItem('page');
    }
  });

  it('tells a guest sent here by Buy now that the product waits for the checkout', async () => {
    localStorage.setItem('page', '/checkout/buy-now');
    try {
      await renderSignIn({});
      expect(
        await screen.findByText('Sign in to check out. The product you chose waits for you at the checkout.'),
      ).toBeVisible();
      expect(screen.queryByText(/Your cart is kept/)).toBeNull();
    } finally {
      localStorage.removeItem('page');
    }
  });

  it('says nothing of a checkout when the guest was headed elsewhere', async () => {
    localStorage.setItem('page', '/userprofile/myOrder');
    try {
      await renderSignIn({});
      await screen.findByRole('tabpanel');
      expect(screen.queryByText(/Sign in to check out/)).toBeNull();
    } finally {
      localStorage.removeItem('page');
    }
  });

  it('offers the way to unlock an account beside the forgotten password', async () => {
    await renderSignIn({});
    await screen.findByRole('tabpanel');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    expect(screen.getByRole('link', { name: 'Account locked?' })).toHaveAttribute('href', '/unlock');
  });

  it('says nothing of a product when none waits for the sign-in', async () => {
    await renderSignIn({});
    await screen.findByRole('tabpanel');
    expect(screen.queryByText(/as soon as you are signed in/)).toBeNull();
  });

  it('says the store could not be reached when a code request gets no answer, never the raw error', async () => {
    await renderSignIn({
      '/ums/rest/v3/otp/generate': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'One-time code' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the store. Check your connection and try again.');
    expect(alert).not.toHaveTextContent(/fetch|POST/);
    // What was typed is still there, to send again.
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('demo@example.com');
  });

  it("shows the store's own message for a refused password, keeping what was typed", async () => {
    await renderSignIn({
      '/ums/rest/v3/login': [401, 'The e-mail, phone or password is not correct.'],
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: 'E-mail or phone' }), 'demo@example.com');
    await user.type(within(panel).getByLabelText(/^Password/, { selector: 'input' }), 'wrong-pass-1');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail, phone or password is not correct.',
    );
    expect(within(panel).getByRole('textbox', { name: 'E-mail or phone' })).toHaveValue('demo@example.com');
  });

  it('says so when the store refuses for too many attempts (429)', async () => {
    await renderSignIn({ '/ums/rest/v3/login': [429, 'Too many requests'] });
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: 'E-mail or phone' }), 'demo@example.com');
    await user.type(within(panel).getByLabelText(/^Password/, { selector: 'input' }), 'whatever-1');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('a refused password names no lock and offers no unlock (the unlock link is e-mailed)', async () => {
    await renderSignIn({
      '/ums/rest/v3/login': [401, 'The e-mail, phone or password is incorrect'],
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: 'E-mail or phone' }), 'demo@example.com');
    await user.type(within(panel).getByLabelText(/^Password/, { selector: 'input' }), 'whatever-1');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail, phone or password is incorrect');
    expect(within(panel).queryByRole('link', { name: 'Unlock your account' })).toBeNull();
    // The one-time code stays a tab away: a lock never stops it.
    expect(screen.getByRole('tab', { name: 'One-time code' })).toBeEnabled();
  });

  it('an empty form is not sent: each field says what it needs, the first takes the focus', async () => {
    const { calls } = await renderSignIn({});
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    const username = within(panel).getByRole('textbox', { name: 'E-mail or phone' });
    const password = within(panel).getByLabelText(/^Password/, { selector: 'input' });
    expect(username).toHaveAccessibleDescription('Enter your e-mail address or phone number.');
    expect(username).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.type(username, 'asha');
    await user.type(password, 'x');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(username).toHaveAccessibleDescription('Enter an e-mail address, or a phone number of 10 digits.');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call === '/ums/rest/v3/login')).toEqual([]);
  });

  it('the one-time-code tab checks the e-mail before asking for a code', async () => {
    const { calls } = await renderSignIn({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'One-time code' }));
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'demo@example');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(email).toHaveFocus();
    expect(calls.filter((call) => call === '/ums/rest/v3/otp/generate')).toEqual([]);
  });

  describe('with the store’s reCAPTCHA on (the stand-in challenge)', () => {
    const RECAPTCHA_ON = {
      '/ums/rest/v3/recaptcha-configurations': [
        200,
        { enabled: true, provider: 'stand-in', site_key: null },
      ] as [number, unknown],
      '/ums/rest/v3/recaptcha-stand-in': [201, { token: 'stand-in-token-1' }] as [number, unknown],
    };
    const CODE = {
      otp_id: 'otp-1',
      channel: 'email',
      destination: 'd***@example.com',
      expires_in: 600,
      resend_in: 30,
    };

    it('the code tab shows the challenge; nothing is sent before it is passed, then its token goes with the request', async () => {
      const { requests } = await renderSignIn({ ...RECAPTCHA_ON, '/ums/rest/v3/otp/generate': [200, CODE] });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: 'One-time code' }));
      const panel = screen.getByRole('tabpanel');
      const robot = await within(panel).findByRole('checkbox', { name: 'I am not a robot' });
      await user.type(within(panel).getByRole('textbox', { name: 'E-mail address' }), 'demo@example.com');
      await user.click(within(panel).getByRole('button', { name: 'Send the code' }));
      expect(robot).toHaveFocus();
      expect(robot).toHaveAccessibleDescription(/Complete the check that you are not a robot first\./);
      expect(requests.filter((request) => request.path === '/ums/rest/v3/otp/generate')).toEqual([]);

      await user.click(robot);
      await waitFor(() => expect(robot).toBeChecked());
      // The checkbox is disabled while the token is asked for.
      await waitFor(() => expect(robot).toBeEnabled());
      expect(requests.some((request) => request.path === '/ums/rest/v3/recaptcha-stand-in')).toBe(true);
      await user.click(within(panel).getByRole('button', { name: 'Send the code' }));
      expect(await screen.findByText('We sent a 6-digit code to d***@example.com.')).toBeInTheDocument();
      expect(requests.find((request) => request.path === '/ums/rest/v3/otp/generate')?.body).toEqual({
        purpose: 'login',
        channel: 'email',
        email: 'demo@example.com',
        recaptcha_token: 'stand-in-token-1',
      });
    });

    it('a refused code request spends the token: the challenge is asked for again, the address kept', async () => {
      await renderSignIn({
        ...RECAPTCHA_ON,
        '/ums/rest/v3/otp/generate': [400, 'The reCAPTCHA challenge was not passed: try it again'],
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: 'One-time code' }));
      const panel = screen.getByRole('tabpanel');
      await user.type(within(panel).getByRole('textbox', { name: 'E-mail address' }), 'demo@example.com');
      const robot = await within(panel).findByRole('checkbox', { name: 'I am not a robot' });
      await user.click(robot);
      await waitFor(() => expect(robot).toBeChecked());
      await waitFor(() => expect(robot).toBeEnabled());
      await user.click(within(panel).getByRole('button', { name: 'Send the code' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The reCAPTCHA challenge was not passed: try it again',
      );
      expect(within(panel).getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
      expect(within(panel).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('demo@example.com');
    });

    it('with reCAPTCHA off the code tab shows no challenge and sends no token', async () => {
      const { requests } = await renderSignIn({ '/ums/rest/v3/otp/generate': [200, CODE] });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: 'One-time code' }));
      await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'demo@example.com');
      await user.click(screen.getByRole('button', { name: 'Send the code' }));
      expect(await screen.findByText('We sent a 6-digit code to d***@example.com.')).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'I am not a robot' })).toBeNull();
      expect(requests.find((request) => request.path === '/ums/rest/v3/otp/generate')?.body).toEqual({
        purpose: 'login',
        channel: 'email',
        email: 'demo@example.com',
      });
    });
  });
});

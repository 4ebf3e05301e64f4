// vitest: fresh modules (the app's router and its lazily loaded pages keep module state between renders)
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signInCustomer, signOutCustomer } from './cartFixtures.ts';
import { ASHA_PROFILE } from './customerProfile.ts';
import { renderAppRoute } from './renderAppRoute.tsx';
import type { FakeAnswer } from './renderWithStore.tsx';

// /myProfile and /userDetails read the profile in their route's loader: a failed read shows in the
// page's own frame (its heading), with the reason and Try again; Try again reads it again and the
// page shows once it arrives.

const PROFILE_PATH = '/ums/rest/v3/profile';

/** The first read fails with the account service's message; the next ones answer the profile. */
function failingOnce(): FakeAnswer {
  let reads = 0;
  return () => {
    reads += 1;
    return reads === 1 ? [503, 'The account service is busy'] : [200, ASHA_PROFILE];
  };
}

afterEach(() => signOutCustomer());

describe('/myProfile (the route)', () => {
  it('shows a failed read in the page, with Try again, and the profile once a second read succeeds', async () => {
    signInCustomer();
    await renderAppRoute('/myProfile', { answers: { [PROFILE_PATH]: failingOnce() } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The account service is busy');
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
    expect(screen.getByRole('heading', { level: 2, name: 'E-mail and phone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('/userDetails (the route)', () => {
  it('shows a failed read in the details’ place, the change of password below it, and the details after Try again', async () => {
    signInCustomer();
    await renderAppRoute('/userDetails', { answers: { [PROFILE_PATH]: failingOnce() } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The account service is busy');
    expect(screen.getByRole('heading', { level: 1, name: 'User details' })).toBeInTheDocument();
    // The password can be changed whether or not the details could be read.
    const password = screen.getByRole('heading', { level: 2, name: 'Change password' }).parentElement;
    expect(password).not.toBeNull();
    expect(
      within(password as HTMLElement).getByRole('button', { name: 'Change password' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

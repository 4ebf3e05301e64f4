// vitest: fresh modules (the app's router and its lazily loaded pages keep module state between renders)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInput, CustomerAddress } from '../../contracts/address.ts';
import { AddressesPage } from '../../src/features/address/AddressesPage.tsx';
import { signInCustomer, signOutCustomer } from './cartFixtures.ts';
import { renderAppRoute } from './renderAppRoute.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

const PATH = '/cfs/rest/v3/customer-address';
const SERVED = new Set(['411001', '560001']);

function address(id: number, overrides: Partial<CustomerAddress> = {}): CustomerAddress {
  return {
    address_id: id,
    full_name: 'Asha Rao',
    phone_extension: '+91',
    phone_number: '9876543210',
    address_line_1: `${id} MG Road`,
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
    ...overrides,
  };
}

/** A small address book answering as the reference server does; `refuse` makes the next write fail. */
function addressBook(initial: CustomerAddress[]) {
  const book = { addresses: [...initial], refuse: null as null | [number, string] };
  const fromInput = (id: number, input: AddressInput): CustomerAddress => ({
    ...address(id),
    ...input,
    phone_extension: '+91',
    address_line_2: input.address_line_2 ?? null,
    landmark: input.landmark ?? null,
    country: input.country ?? 'India',
    address_type: input.address_type ?? 'home',
    is_default_delivery: input.is_default_delivery ?? false,
    is_default_billing: input.is_default_billing ?? false,
    is_serviceable: SERVED.has(input.pincode),
  });
  const moveDefaults = (saved: CustomerAddress) => {
    book.addresses = book.addresses.map((kept) => ({
      ...kept,
      is_default_delivery: saved.is_default_delivery ? false : kept.is_default_delivery,
      is_default_billing: saved.is_default_billing ? false : kept.is_default_billing,
    }));
  };
  const list = () => ({ addresses: book.addresses, total_count: book.addresses.length });
  const refusal = () => {
    const refused = book.refuse;
    book.refuse = null;
    return refused;
  };
  const collection: FakeAnswer = (_url, request) => {
    if (request.method === 'GET') return [200, list()];
    const refused = refusal();
    if (refused) return refused;
    const saved = fromInput(100 + book.addresses.length, request.body as AddressInput);
    moveDefaults(saved);
    book.addresses.push(saved);
    return [201, saved];
  };
  const one =
    (id: number): FakeAnswer =>
    (_url, request) => {
      const refused = refusal();
      if (refused) return refused;
      if (request.method === 'DELETE') {
        book.addresses = book.addresses.filter((kept) => kept.address_id !== id);
        return [200, list()];
      }
      const saved = fromInput(id, request.body as AddressInput);
      moveDefaults(saved);
      book.addresses = book.addresses.map((kept) => (kept.address_id === id ? saved : kept));
      return [200, saved];
    };
  const answers: Record<string, FakeAnswer> = { [PATH]: collection };
  for (const id of [1, 2, 3, 100, 101, 102]) answers[`${PATH}/${id}`] = one(id);
  return { book, answers };
}

async function renderPage(initial: CustomerAddress[]) {
  const { book, answers } = addressBook(initial);
  const rendered = await renderWithStore(<AddressesPage />, { answers });
  return { ...rendered, book, user: userEvent.setup() };
}

const writes = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((request) => request.path.startsWith(PATH) && request.method !== 'GET');

// Typing whole addresses takes a while on a busy machine.
describe('AddressesPage', { timeout: 60_000 }, () => {
  it('lists the addresses with their defaults and flags a pincode the store does not deliver to', async () => {
    await renderPage([
      address(1, { is_default_delivery: true, is_default_billing: true }),
      address(2, { pincode: '999999', is_serviceable: false, address_type: 'work' }),
    ]);
    const first = await screen.findAllByRole('listitem', { name: 'Asha Rao' });
    expect(first).toHaveLength(2);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Default delivery')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Default billing')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText(/do not deliver/)).toBeNull();
    expect(
      within(cards[1] as HTMLElement).getByText('We do not deliver to pincode 999999 yet.'),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('+91 9876543210')).toBeInTheDocument();
  });

  it('says so when there are no addresses, and the first one added becomes both defaults', async () => {
    const { user, requests } = await renderPage([]);
    expect(await screen.findByText('You have no saved addresses yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    expect(within(dialog).getByRole('checkbox', { name: 'Default delivery address' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Default billing address' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), '  Ravi   Kumar ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '98 765-43210x');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address line 1' }), '5 Park Street');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Bengaluru');
    await user.type(within(dialog).getByRole('textbox', { name: 'State' }), 'Karnataka');
    await user.type(within(dialog).getByRole('textbox', { name: 'Pincode' }), '560 001');
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue('9876543210');
    expect(within(dialog).getByRole('textbox', { name: 'Pincode' })).toHaveValue('560001');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: {
          full_name: 'Ravi Kumar',
          phone_extension: '+91',
          phone_number: '9876543210',
          address_line_1: '5 Park Street',
          address_line_2: null,
          landmark: null,
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          pincode: '560001',
          address_type: 'home',
          is_default_delivery: true,
          is_default_billing: true,
        },
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Ravi Kumar' })).toHaveTextContent('Default delivery');
  });

  it('names what is missing or wrong before sending, and focuses the first field to correct', async () => {
    const { user, requests } = await renderPage([address(1)]);
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '98765');
    await user.type(within(dialog).getByRole('textbox', { name: 'Pincode' }), '4110');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(within(dialog).getByText('Enter the full name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the 10 digits of the phone number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a 6-digit pincode.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the city.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(writes(requests)).toEqual([]);
    // The reasons follow the typing once shown.
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'A');
    expect(within(dialog).queryByText('Enter the full name.')).toBeNull();
  });

  it("keeps what was typed when the store refuses, shows the store's reason, and saves on a second try", async () => {
    const { user, book, requests } = await renderPage([address(1)]);
    book.refuse = [400, 'You can keep at most 20 addresses.'];
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Meera');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '9123456789');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address line 1' }), '9 Hill Road');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Mumbai');
    await user.type(within(dialog).getByRole('textbox', { name: 'State' }), 'Maharashtra');
    await user.type(within(dialog).getByRole('textbox', { name: 'Pincode' }), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can keep at most 20 addresses.');
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera');
    expect(within(dialog).getByRole('textbox', { name: 'Pincode' })).toHaveValue('999999');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toHaveLength(2);
    const saved = await screen.findByRole('listitem', { name: 'Meera' });
    expect(saved).toHaveTextContent('We do not deliver to pincode 999999 yet.');
  });

  it('edits an address, sending it whole, and leaves a held default in place', async () => {
    const { user, requests } = await renderPage([address(1, { is_default_delivery: true })]);
    await user.click(await screen.findByRole('button', { name: /^Edit the address 1 MG Road/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the address' });
    expect(within(dialog).getByRole('checkbox', { name: 'Default delivery address' })).toBeDisabled();
    const city = within(dialog).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Nashik');
    await user.click(within(dialog).getByRole('radio', { name: 'Work' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `${PATH}/1`,
        body: expect.objectContaining({ city: 'Nashik', address_type: 'work', is_default_delivery: true }),
      }),
    ]);
    expect(await screen.findByText(/Nashik/)).toBeInTheDocument();
  });

  it('makes another address the default delivery address', async () => {
    const { user, requests } = await renderPage([
      address(1, { is_default_delivery: true, is_default_billing: true }),
      address(2),
    ]);
    await user.click(
      await screen.findByRole('button', { name: /^Make 2 MG Road.* the default delivery address$/ }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Default delivery'));
    expect(screen.getAllByRole('listitem')[0]).not.toHaveTextContent('Default delivery');
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `${PATH}/2`,
        body: expect.objectContaining({ is_default_delivery: true, is_default_billing: false }),
      }),
    ]);
  });

  it('deletes an address only once confirmed, then focuses the heading', async () => {
    const { user, requests } = await renderPage([address(1), address(2)]);
    await user.click(await screen.findByRole('button', { name: /^Delete the address 2 MG Road/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Delete the address 2 MG Road/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(writes(requests)).toEqual([{ method: 'DELETE', path: `${PATH}/2`, body: undefined }]);
    expect(screen.getByRole('heading', { name: 'Addresses' })).toHaveFocus();
  });

  it('tells why a change failed and keeps the list', async () => {
    const { user, book } = await renderPage([address(1), address(2)]);
    book.refuse = [404, 'Address not found'];
    await user.click(
      await screen.findByRole('button', { name: /^Make 2 MG Road.* the default billing address$/ }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Address not found');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('/customerAddress (the route)', () => {
  afterEach(() => signOutCustomer());

  it('shows a failed read in the page, with Try again, and the addresses once a second read succeeds', async () => {
    signInCustomer();
    const { answers } = addressBook([address(1, { is_default_delivery: true, is_default_billing: true })]);
    const collection = answers[PATH] as Exclude<FakeAnswer, unknown[]>;
    let reads = 0;
    await renderAppRoute('/customerAddress', {
      answers: {
        ...answers,
        [PATH]: (url, request) => {
          if (request.method === 'GET') reads += 1;
          return reads === 1 ? [503, 'The address service is busy'] : collection(url, request);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The address service is busy');
    expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add an address' })).toBeInTheDocument();
    expect(screen.getByText('1 MG Road', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads).toBe(2);
  });
});

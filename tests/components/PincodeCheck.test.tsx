import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PincodeCheck } from '../../src/features/catalogue/details/PincodeCheck.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

const PATH = '/pbs/rest/v3/pincode-product-details';

/** The reference answers: 110001 in 3 days, 560001 with no estimate, 999999 not served, 000000 refused. */
const pincodeAnswer: FakeAnswer = (url) => {
  const pincode = url.searchParams.get('pincode') ?? '';
  if (pincode === '000000') return [400, 'Pincode 000000 is not valid'];
  if (pincode === '999999') return [200, { pincode, deliverable: false, estimated_delivery_days: null }];
  if (pincode === '560001') return [200, { pincode, deliverable: true, estimated_delivery_days: null }];
  return [200, { pincode, deliverable: true, estimated_delivery_days: pincode === '400001' ? 1 : 3 }];
};

async function renderCheck() {
  const rendered = await renderWithStore(<PincodeCheck productId={7} />, {
    answers: { [PATH]: pincodeAnswer },
  });
  const field = screen.getByRole('textbox', { name: 'Pincode' });
  const button = screen.getByRole('button', { name: 'Check' });
  return { ...rendered, field, button, user: userEvent.setup() };
}

afterEach(() => localStorage.clear());

describe('PincodeCheck', () => {
  it('takes digits only, at most six', async () => {
    const { field, user } = await renderCheck();
    await user.type(field, '1a1 0-0.0e17');
    expect(field).toHaveValue('110001');
  });

  it('keeps only the digits of pasted text', async () => {
    const { field } = await renderCheck();
    fireEvent.change(field, { target: { value: 'PIN 110 001' } });
    expect(field).toHaveValue('110001');
  });

  it('asks for six digits before checking, without calling the store', async () => {
    const { field, button, user, calls } = await renderCheck();
    await user.type(field, '1100');
    await user.click(button);
    expect(screen.getByText('Enter a 6-digit pincode.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.startsWith(PATH))).toEqual([]);
  });

  it('tells the delivery time for a served pincode', async () => {
    const { field, button, user, calls } = await renderCheck();
    await user.type(field, '110001');
    await user.click(button);
    expect(await screen.findByText('Delivered to 110001 in 3 days')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Delivered to 110001 in 3 days');
    expect(calls).toContain(`${PATH}?pincode=110001&product-id=7`);
  });

  it('uses the singular for one day, and no time when the store gives none', async () => {
    const { field, button, user } = await renderCheck();
    await user.type(field, '400001');
    await user.click(button);
    expect(await screen.findByText('Delivered to 400001 in 1 day')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '560001');
    await user.click(button);
    expect(await screen.findByText('Delivered to 560001')).toBeInTheDocument();
  });

  it('says when the product is not delivered to the pincode', async () => {
    const { field, button, user } = await renderCheck();
    await user.type(field, '999999');
    await user.click(button);
    expect(await screen.findByText('Not delivered to 999999')).toBeInTheDocument();
  });

  it("shows the store's own message when it refuses the pincode (400)", async () => {
    const { field, button, user } = await renderCheck();
    await user.type(field, '000000');
    await user.click(button);
    expect(await screen.findByText('Pincode 000000 is not valid')).toBeInTheDocument();
  });

  it("starts with the shopper's saved pincode, but not the 'allProducts' marker", async () => {
    localStorage.setItem('user_pincode', JSON.stringify({ pincode: '110001', addressId: 3 }));
    const saved = await renderCheck();
    expect(saved.field).toHaveValue('110001');
    saved.unmount();
    localStorage.setItem('user_pincode', 'allProducts');
    const none = await renderCheck();
    expect(none.field).toHaveValue('');
  });
});

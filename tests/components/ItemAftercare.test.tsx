import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CrfForm } from '../../contracts/crf.ts';
import type { DigitalDelivery, DocumentList } from '../../contracts/digital.ts';
import { ItemAftercare } from '../../src/features/orders/aftercare/ItemAftercare.tsx';
import { renderWithStore } from './renderWithStore.tsx';

// An order item's after-purchase parts against a fake store platform: sizes in MB (bytes /
// 1048576), the delivery journey, documents, the form's answers, and the link to a service's sessions.

const ITEM = 12;
const ITEM_PATH = `/cfs/rest/v3/order-items/${ITEM}`;

const DELIVERY: DigitalDelivery = {
  order_item_id: ITEM,
  order_id: 3,
  product_id: 5,
  product_name: 'Photo Course',
  available: true,
  unavailable_reason: null,
  files: [
    {
      file_id: 1,
      file_name: 'course-dataset.csv',
      content_type: 'text/csv',
      size_bytes: 1_572_864,
      download_path: `${ITEM_PATH}/digital-files/1/download`,
      download_count: 2,
      last_downloaded_at: '2026-03-03T10:00:00.000Z',
    },
    {
      file_id: 2,
      file_name: 'course-guide.txt',
      content_type: 'text/plain',
      size_bytes: 900,
      download_path: `${ITEM_PATH}/digital-files/2/download`,
      download_count: 0,
      last_downloaded_at: null,
    },
  ],
  journey: [
    { event: 'ordered', at: '2026-03-02T09:00:00.000Z' },
    { event: 'paid', at: '2026-03-02T09:05:00.000Z' },
    { event: 'available', at: '2026-03-02T09:05:00.000Z' },
    {
      event: 'downloaded',
      at: '2026-03-03T10:00:00.000Z',
      file_name: 'course-dataset.csv',
      download_count: 2,
    },
  ],
};

const DOCUMENTS: DocumentList = {
  order_item_id: ITEM,
  documents: [
    {
      document_id: 4,
      title: 'Warranty card',
      file_name: 'warranty.txt',
      content_type: 'text/plain',
      size_bytes: 2_097_152,
      created_at: '2026-03-02T09:00:00.000Z',
      download_path: `${ITEM_PATH}/documents/4/download`,
    },
  ],
};

const field = (overrides: Partial<CrfForm['fields'][number]>): CrfForm['fields'][number] => ({
  field_id: 1,
  key: 'k',
  label: 'Participant name',
  type: 'text',
  required: true,
  max_length: 100,
  options: null,
  min_value: null,
  max_value: null,
  help_text: '',
  value: null,
  updated_at: null,
  ...overrides,
});

const FORM: CrfForm = {
  order_item_id: ITEM,
  product_id: 5,
  editable: true,
  locked_reason: null,
  locked: null,
  complete: false,
  fields: [
    field({}),
    field({ field_id: 2, label: 'First time?', type: 'yes_no', required: false, value: 'yes' }),
  ],
};

afterEach(() => localStorage.clear());

describe('ItemAftercare', () => {
  it('lists a digital item’s files with sizes in MB, its journey, documents and form answers', async () => {
    await renderWithStore(
      <ItemAftercare orderItemId={ITEM} productName="Photo Course" productType="Digital" />,
      {
        answers: {
          [`${ITEM_PATH}/digital-files`]: [200, DELIVERY],
          [`${ITEM_PATH}/documents`]: [200, DOCUMENTS],
          [`${ITEM_PATH}/crf-attributes`]: [200, FORM],
        },
      },
    );
    const downloads = await screen.findByRole('region', { name: 'Downloads of Photo Course' });
    expect(
      within(downloads).getByRole('button', { name: 'Download course-dataset.csv (1.50 MB)' }),
    ).toBeEnabled();
    // 900 bytes would round to 0.00 MB.
    expect(
      within(downloads).getByRole('button', { name: 'Download course-guide.txt (under 0.01 MB)' }),
    ).toBeEnabled();
    expect(within(downloads).getByText(/Downloaded 2 times/)).toBeInTheDocument();

    const journey = screen.getByRole('region', { name: 'Delivery journey of Photo Course' });
    expect(
      within(journey)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' · ')[0]),
    ).toEqual([
      'Ordered',
      'Paid',
      'Ready to download',
      'First downloaded course-dataset.csv (2 downloads in all)',
    ]);

    const documents = await screen.findByRole('region', { name: 'Documents of Photo Course' });
    expect(within(documents).getByText(/2\.00 MB/)).toBeInTheDocument();
    expect(
      within(documents).getByRole('button', { name: 'Download the document Warranty card' }),
    ).toBeEnabled();

    const form = await screen.findByRole('region', { name: 'Your details for Photo Course' });
    expect(within(form).getByText('Some required details are not given yet.')).toBeInTheDocument();
    expect(within(form).getByText('Not given')).toBeInTheDocument();
    expect(within(form).getByText('Yes')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a service links to its sessions; parts it does not have show nothing', async () => {
    const { calls, queryClient } = await renderWithStore(
      <ItemAftercare orderItemId={ITEM} orderId={3} productName="Yoga Class" productType="Service" />,
      {
        withRouter: true,
        answers: {
          [`${ITEM_PATH}/documents`]: [200, { order_item_id: ITEM, documents: [] }],
          [`${ITEM_PATH}/crf-attributes`]: [200, { ...FORM, fields: [] }],
        },
      },
    );
    const link = await screen.findByRole('link', { name: 'Sessions and bookings of Yoga Class' });
    expect(link).toHaveAttribute('href', `/trainingOverview/${ITEM}/3`);
    // Once the documents and the form have been read (both empty), nothing of them shows.
    await waitFor(() => {
      expect(calls).toContain(`${ITEM_PATH}/crf-attributes`);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(calls).toContain(`${ITEM_PATH}/documents`);
    expect(calls).not.toContain(`${ITEM_PATH}/digital-files`);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('edits the answers by keyboard: checks each type, keeps what was typed when the save fails, then saves', async () => {
    const editable: CrfForm = {
      ...FORM,
      fields: [
        field({}),
        field({ field_id: 2, label: 'First time?', type: 'yes_no', required: false, value: 'yes' }),
        field({ field_id: 3, label: 'Age', type: 'number', required: false, min_value: 5, max_value: 99 }),
        field({ field_id: 4, label: 'Size', type: 'choice', required: false, options: ['S', 'M', 'L'] }),
      ],
    };
    let failNext = true;
    const { requests } = await renderWithStore(
      <ItemAftercare orderItemId={ITEM} productName="Yoga Class" productType={null} />,
      {
        answers: {
          [`${ITEM_PATH}/documents`]: [200, { order_item_id: ITEM, documents: [] }],
          [`${ITEM_PATH}/crf-attributes`]: (_url, sent) => {
            if (sent.method !== 'PUT') return [200, editable];
            if (failNext) {
              failNext = false;
              return [503, 'The store is busy'];
            }
            return [
              200,
              {
                ...editable,
                complete: true,
                fields: editable.fields.map((one) =>
                  one.field_id === 1
                    ? { ...one, value: 'Asha Rao' }
                    : one.field_id === 3
                      ? { ...one, value: '30' }
                      : one,
                ),
              },
            ];
          },
        },
      },
    );
    const user = userEvent.setup();
    const part = await screen.findByRole('region', { name: 'Your details for Yoga Class' });
    await user.click(within(part).getByRole('button', { name: 'Edit your details for Yoga Class' }));
    const form = within(part).getByRole('form', { name: 'Edit your details for Yoga Class' });

    // Checked before sending, in the shopper's words; the first field to fix takes the focus.
    await user.type(within(form).getByRole('textbox', { name: 'Age' }), '200');
    await user.keyboard('{Enter}');
    const name = within(form).getByRole('textbox', { name: /Participant name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter Participant name: it is required.');
    expect(within(form).getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription(
      'Age must be from 5 to 99.',
    );
    expect(requests.filter((sent) => sent.method === 'PUT')).toEqual([]);

    await user.type(name, 'Asha Rao');
    const age = within(form).getByRole('textbox', { name: 'Age' });
    await user.clear(age);
    await user.type(age, '30');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    // The store failed: the message shows and nothing typed is lost.
    expect(await within(form).findByRole('alert')).toHaveTextContent('The store is busy');
    expect(within(form).getByRole('textbox', { name: /Participant name/ })).toHaveValue('Asha Rao');
    expect(within(form).getByRole('textbox', { name: 'Age' })).toHaveValue('30');

    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(part).findByRole('status')).toHaveTextContent('Your details were saved.');
    expect(within(part).getByText('Asha Rao')).toBeInTheDocument();
    // The focus is back on the button that opened the editor, as soon as it is drawn.
    expect(within(part).getByRole('button', { name: 'Edit your details for Yoga Class' })).toHaveFocus();
    // Only the answers that changed were sent.
    expect(requests.filter((sent) => sent.method === 'PUT').at(-1)?.body).toEqual({
      answers: [
        { field_id: 1, value: 'Asha Rao' },
        { field_id: 3, value: '30' },
      ],
    });
  });

  it('says why the answers can no longer be changed', async () => {
    await renderWithStore(<ItemAftercare orderItemId={ITEM} productName="Yoga Class" productType={null} />, {
      answers: {
        [`${ITEM_PATH}/documents`]: [200, { order_item_id: ITEM, documents: [] }],
        [`${ITEM_PATH}/crf-attributes`]: [
          200,
          { ...FORM, editable: false, locked: 'delivered', locked_reason: 'delivered (server words)' },
        ],
      },
    });
    const part = await screen.findByRole('region', { name: 'Your details for Yoga Class' });
    expect(
      within(part).getByText('These details can no longer be changed: the item has been delivered.'),
    ).toBeInTheDocument();
    expect(within(part).queryByRole('button')).toBeNull();
  });

  it('shows a choice by the label the store sends for each option, and sends the option itself', async () => {
    const level = field({
      field_id: 7,
      label: 'مستوى الخبرة',
      type: 'choice',
      required: true,
      options: ['Beginner', 'Advanced'],
      option_labels: ['مبتدئ', 'متقدم'],
      value: 'Beginner',
    });
    const form: CrfForm = { ...FORM, fields: [level] };
    const { requests } = await renderWithStore(
      <ItemAftercare orderItemId={ITEM} productName="Yoga Class" productType={null} />,
      {
        answers: {
          [`${ITEM_PATH}/documents`]: [200, { order_item_id: ITEM, documents: [] }],
          [`${ITEM_PATH}/crf-attributes`]: (_url, sent) =>
            sent.method === 'PUT'
              ? [200, { ...form, fields: [{ ...level, value: 'Advanced' }] }]
              : [200, form],
        },
      },
    );
    const user = userEvent.setup();
    const part = await screen.findByRole('region', { name: 'Your details for Yoga Class' });
    // The saved answer reads as its label, not the option's value.
    expect(within(part).getByText('مبتدئ')).toBeInTheDocument();
    expect(within(part).queryByText('Beginner')).toBeNull();
    await user.click(within(part).getByRole('button', { name: 'Edit your details for Yoga Class' }));
    const select = within(part).getByRole('combobox', { name: /مستوى الخبرة/ });
    expect(within(select).getByRole('option', { name: 'متقدم' })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: 'Advanced' })).toBeNull();
    await user.selectOptions(select, 'متقدم');
    await user.click(within(part).getByRole('button', { name: 'Save details' }));
    expect(await within(part).findByText('متقدم')).toBeInTheDocument();
    expect(requests.filter((sent) => sent.method === 'PUT').at(-1)?.body).toEqual({
      answers: [{ field_id: 7, value: 'Advanced' }],
    });
  });
});

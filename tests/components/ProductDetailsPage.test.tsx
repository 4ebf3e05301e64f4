import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductDetails, ProductSummary } from '../../contracts/pbs.ts';
import { ProductDetailsPage } from '../../src/features/catalogue/details/ProductDetailsPage.tsx';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

const summary = (id: number, name: string): ProductSummary => ({
  product_id: id,
  product_name: name,
  product_price: 100,
  final_price: 100,
  discount_details: null,
  product_image: `/media/products/${id}.svg`,
  rating: 0,
  rating_count: 0,
  product_type_name: 'Physical',
  category_id: 3,
  category_name: 'Yoga',
  vendor_id: 5,
  vendor_name: 'Asana Studio',
  in_stock: true,
  is_subscribed: false,
});

const details: ProductDetails = {
  ...summary(7, 'Morning yoga class'),
  product_price: 1000,
  final_price: 800,
  discount_details: 'Festive offer',
  product_image: '/media/a.svg, /media/b.svg,/media/c.svg,/media/d.svg',
  rating: 4.26,
  rating_count: 10,
  product_type_name: 'Service',
  description: 'A gentle hour of stretching.',
  business_rules: [
    { label: 'Cancellation Allowed', value: 'Yes' },
    { label: 'Refund Cancellation Days', value: '2' },
    { label: 'Cancellation Charge', value: '50' },
    { label: 'Return Days', value: '' },
  ],
  bundled_products: [],
  service_slots: [{ slot_id: 1, days: 'mon,wed,fri', start_time: '07:00', end_time: '08:30', duration: 90 }],
  category_path: [
    { category_id: 1, category_name: 'Wellness' },
    { category_id: 3, category_name: 'Yoga' },
  ],
};

const answers: Record<string, FakeAnswer> = {
  '/pbs/rest/v3/product-description/7': [200, details],
  '/pbs/rest/v3/ratings/7': [
    200,
    {
      average: 4.26,
      count: 10,
      distribution: { '5': 5, '4': 3, '3': 2 },
      reviews: [
        {
          rating_id: 1,
          customer_name: 'Asha',
          rating: 5,
          title: 'Calm start',
          comment: 'Lovely.',
          created_at: '2024-01-05',
        },
      ],
      total_count: 1,
    },
  ],
  '/pbs/rest/v3/rating-scale': [
    200,
    {
      data: [
        { value: 3, label: 'Good' },
        { value: 4, label: 'Very good' },
        { value: 5, label: 'Excellent' },
      ],
    },
  ],
  '/pbs/rest/v3/questions/7': [
    200,
    {
      questions: [
        {
          question_id: 1,
          question: 'Is a mat provided?',
          answer: 'Yes, mats are provided.',
          asked_at: '2024-02-01',
        },
        { question_id: 2, question: 'Is there parking?', answer: null, asked_at: '2024-02-02' },
      ],
    },
  ],
  '/pbs/rest/v3/faqs/7': [
    200,
    { faqs: [{ faq_id: 1, question: 'What should I wear?', answer: 'Loose clothes.' }] },
  ],
  '/pbs/rest/v3/similar-products/7': [
    200,
    { products: [summary(8, 'Evening yoga class'), summary(7, 'Itself')] },
  ],
  '/pbs/rest/v3/recommendation': [200, { products: [] }],
};

async function renderDetails(product: ProductDetails = details, more: Record<string, FakeAnswer> = {}) {
  const rendered = await renderWithStore(<ProductDetailsPage productId={7} />, {
    answers: { ...answers, '/pbs/rest/v3/product-description/7': [200, product], ...more },
    withRouter: true,
  });
  await screen.findByRole('heading', { level: 1, name: 'Morning yoga class' });
  return { ...rendered, user: userEvent.setup() };
}

describe('ProductDetailsPage', () => {
  it('shows the product with its vendor link, price and rating label', async () => {
    await renderDetails();
    expect(screen.getByRole('link', { name: 'Asana Studio' })).toHaveAttribute(
      'href',
      '/productListing?vendor=5',
    );
    expect(screen.getByText('R 800.00')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    // Beside the name (the ratings section further down may say it too, once loaded).
    const [summary] = await screen.findAllByText('4.3 — Very good');
    expect(screen.getByRole('region', { name: 'Ratings and reviews' })).not.toContainElement(summary ?? null);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Yoga' })).toHaveAttribute(
      'href',
      '/productListing?category=3',
    );
  });

  it("shows the store's discount words beside the percent off", async () => {
    await renderDetails();
    expect(screen.getByText('Festive offer')).toBeInTheDocument();
    expect(screen.getAllByText('20% off')).toHaveLength(1);
  });

  it('shows a bare "N% off" from the store once, in the price (not again in the terms)', async () => {
    await renderDetails({
      ...details,
      discount_details: '20% off',
      business_rules: [{ label: 'Discount Details', value: '20% off' }, ...details.business_rules],
    });
    expect(screen.getAllByText('20% off')).toHaveLength(1);
  });

  it('shows the main image first and switches images with named thumbnails', async () => {
    const { user } = await renderDetails();
    const main = () => screen.getAllByRole('img', { name: 'Morning yoga class' })[0];
    expect(main()).toHaveAttribute('src', '/media/a.svg');
    const second = screen.getByRole('button', { name: 'Image 2 of 4' });
    expect(screen.getByRole('button', { name: 'Image 1 of 4' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(main()).toHaveAttribute('src', '/media/b.svg');
  });

  it('lists the business rules with translated labels, leaving out blank ones', async () => {
    await renderDetails();
    const terms = screen.getByRole('region', { name: 'Returns and cancellation' });
    expect(within(terms).getByText('Cancellation accepted')).toBeInTheDocument();
    expect(within(terms).getByText('Yes')).toBeInTheDocument();
    expect(within(terms).getByText('2 days')).toBeInTheDocument();
    expect(within(terms).getByText('R 50.00')).toBeInTheDocument();
    expect(within(terms).queryByText('Return window')).toBeNull();
  });

  it("shows a service's slots with day names, 12-hour times and the session length", async () => {
    await renderDetails();
    const slots = screen.getByRole('region', { name: 'Available slots' });
    expect(within(slots).getByText('Monday, Wednesday & Friday')).toBeInTheDocument();
    expect(within(slots).getByText('7:00 AM to 8:30 AM')).toBeInTheDocument();
    expect(within(slots).getByText('Session length: 1 hour 30 minutes')).toBeInTheDocument();
  });

  it('shows ratings, questions (unanswered ones marked) and FAQs once they load', async () => {
    const { user } = await renderDetails();
    const reviews = screen.getByRole('region', { name: 'Ratings and reviews' });
    expect(await within(reviews).findByText('Calm start')).toBeInTheDocument();
    expect(
      within(reviews).getByRole('progressbar', { name: 'Rated 5: 5 ratings (50%)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Not answered yet')).toBeInTheDocument();
    // A native disclosure: open before the page's scripts run; its question, a heading as the
    // page's other questions are, is what is clicked.
    const question = await screen.findByRole('heading', { level: 3, name: 'What should I wear?' });
    const faq = question.closest('details');
    expect(faq).not.toBeNull();
    expect(faq).not.toHaveAttribute('open');
    expect(within(faq as HTMLElement).getByText('Loose clothes.')).not.toBeVisible();
    await user.click(question);
    expect(faq).toHaveAttribute('open');
    expect(within(faq as HTMLElement).getByText('Loose clothes.')).toBeVisible();
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('gives what shoppers and sellers wrote its own direction (an English question on an Arabic page keeps its "?" at the end)', async () => {
    await renderDetails();
    const reviews = screen.getByRole('region', { name: 'Ratings and reviews' });
    expect(await within(reviews).findByText('Calm start')).toHaveAttribute('dir', 'auto');
    expect(within(reviews).getByText('Lovely.')).toHaveAttribute('dir', 'auto');
    expect(within(reviews).getByText('Asha').tagName).toBe('BDI');
    expect((await screen.findByText('Is a mat provided?')).tagName).toBe('BDI');
    expect(screen.getByText('Yes, mats are provided.').tagName).toBe('BDI');
    expect(await screen.findByText('What should I wear?')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Loose clothes.', { selector: 'p' })).toHaveAttribute('dir', 'auto');
  });

  it('shows similar products without the product itself, and no empty rows', async () => {
    await renderDetails();
    const similar = await screen.findByRole('region', { name: 'Similar products' });
    expect(await within(similar).findByRole('link', { name: 'Evening yoga class' })).toBeInTheDocument();
    expect(within(similar).queryByRole('link', { name: 'Itself' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'In this bundle' })).toBeNull();
  });

  it('shows a section that failed to load in its place, the rest of the page intact, and its content after Try again', async () => {
    let reads = 0;
    const ratings = answers['/pbs/rest/v3/ratings/7'] as [number, unknown];
    const { user } = await renderDetails(details, {
      '/pbs/rest/v3/ratings/7': () => {
        reads += 1;
        return reads === 1 ? [503, 'Busy'] : ratings;
      },
    });
    const reviews = screen.getByRole('region', { name: 'Ratings and reviews' });
    expect(
      await within(reviews).findByText('This part of the page could not be loaded.'),
    ).toBeInTheDocument();
    // The sections around it show as usual.
    expect(await screen.findByText('Not answered yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Morning yoga class' })).toBeInTheDocument();
    await user.click(within(reviews).getByRole('button', { name: 'Try again' }));
    expect(await within(reviews).findByText('Calm start')).toBeInTheDocument();
    expect(within(reviews).queryByText('This part of the page could not be loaded.')).toBeNull();
    expect(reads).toBe(2);
  });
});

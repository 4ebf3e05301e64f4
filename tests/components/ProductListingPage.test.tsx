import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductListingPage } from '../../src/features/catalogue/listing/ProductListingPage.tsx';
import type { ListingSearch } from '../../src/features/catalogue/rules/listingSearch.ts';
import { productSummary } from './productSummary.ts';
import { type FakeAnswer, renderWithStore } from './renderWithStore.tsx';

const product = (id: number) => productSummary(id, { in_stock: id !== 2 });

/** 23 products, 10 a page; the search text 'nothing' and rating 5 find none. */
const products: FakeAnswer = (url) => {
  const page = Number(url.searchParams.get('page-number') ?? 1);
  const none = url.searchParams.get('search') === 'nothing' || url.searchParams.get('min-rating') === '5';
  const total = none ? 0 : 23;
  const ids = Array.from({ length: 10 }, (_, index) => (page - 1) * 10 + index + 1).filter(
    (id) => id <= total,
  );
  return [200, { products: ids.map(product), total_count: total, page_number: page, page_limit: 10 }];
};

const answers: Record<string, FakeAnswer> = {
  '/pbs/rest/v3/products': products,
  '/pbs/rest/v3/sorting-elements': [
    200,
    {
      data: [
        { key: 'relevance', label: 'Relevance', is_default: true },
        { key: 'price_asc', label: 'Cheapest first', is_default: false },
      ],
    },
  ],
  '/pbs/rest/v3/categories': [200, { data: [] }],
  '/pbs/rest/v3/vendors': [200, { vendors: [] }],
  '/pbs/rest/v3/vendors/2': [
    200,
    {
      vendor_id: 2,
      vendor_name: 'Clay Co',
      vendor_logo: null,
      description: 'Hand-thrown mugs.',
      rating: 4.5,
      product_count: 23,
    },
  ],
};

/** The card (list item) whose link is the product's name. */
function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('link', { name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

async function renderListing(search: ListingSearch) {
  const onSearchChange = vi.fn();
  const rendered = await renderWithStore(
    <ProductListingPage search={search} onSearchChange={onSearchChange} />,
    {
      answers,
      withRouter: true,
    },
  );
  return { ...rendered, onSearchChange, user: userEvent.setup() };
}

describe('ProductListingPage', () => {
  it('shows the page of products, each card one link named by the product', async () => {
    await renderListing({ page: 1 });
    expect(await screen.findByText('Showing 1–10 of 23 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    // The link's name is exactly its visible text, the product name (WCAG 2.5.3).
    const link = screen.getByRole('link', { name: 'Clay mug 1' });
    expect(link).toHaveAttribute('href', '/ProductDetails?id=1');
    expect(within(cardOf('Clay mug 1')).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(within(cardOf('Clay mug 2')).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart Clay mug 1' })).toHaveTextContent(/^Add to cart/);
  });

  it('loads the first row of images at once, the first with high priority, and the rest lazily', async () => {
    await renderListing({ page: 1 });
    await screen.findByText('Showing 1–10 of 23 products');
    const image = (name: string) => cardOf(name).querySelector('img');
    expect(image('Clay mug 1')).toHaveAttribute('loading', 'eager');
    expect(image('Clay mug 1')).toHaveAttribute('fetchpriority', 'high');
    expect(image('Clay mug 2')).toHaveAttribute('loading', 'eager');
    expect(image('Clay mug 2')).not.toHaveAttribute('fetchpriority');
    expect(image('Clay mug 9')).toHaveAttribute('loading', 'lazy');
    for (const name of ['Clay mug 1', 'Clay mug 9']) {
      expect(image(name)).toHaveAttribute('decoding', 'async');
      // The size is reserved: the image has its dimensions, in a box with an aspect ratio.
      expect(image(name)).toHaveAttribute('width');
      expect(image(name)).toHaveAttribute('height');
    }
  });

  it('asks the store for the filters of the address', async () => {
    const { calls } = await renderListing({
      page: 2,
      category: 3,
      inStock: true,
      sort: 'price_asc',
      q: 'mug',
    });
    await screen.findByText('Showing 11–20 of 23 products');
    expect(calls).toContain(
      '/pbs/rest/v3/products?page-limit=10&page-number=2&category-id=3&availability=in_stock&sort=price_asc&search=mug&facets=counts',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “mug”' })).toBeInTheDocument();
  });

  it('shows a search holding markup-like text exactly as typed in its heading', async () => {
    const typed = '<0>x</0> <b>bold</b>';
    await renderListing({ page: 1, q: typed });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Results for “${typed}”` }),
    ).toBeInTheDocument();
  });

  it('turns pages through the address, scrolling to the top', async () => {
    const { onSearchChange, user } = await renderListing({ page: 1, category: 3 });
    // A link a crawler follows (and a new tab opens); a plain click stays in the app.
    const next = await screen.findByRole('link', { name: 'Go to page 2' });
    expect(next).toHaveAttribute('href', expect.stringMatching(/^\/productListing\?(.+&)?page=2$/));
    await user.click(next);
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2, category: 3 }, { resetScroll: true });
    expect(screen.getByRole('link', { name: 'Page 1, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('changes the order from page 1, leaving the default order out of the address', async () => {
    const { onSearchChange, user } = await renderListing({ page: 3 });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    expect(within(sort).getByRole('option', { name: 'Price: low to high' })).toBeInTheDocument();
    await user.selectOptions(sort, 'price_asc');
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, sort: 'price_asc' });
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const { onSearchChange, user } = await renderListing({ page: 1, rating: 5, q: 'mug' });
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, q: 'mug' });
  });

  it('offers all products when a search without filters finds nothing', async () => {
    const { onSearchChange, user } = await renderListing({ page: 1, q: 'nothing' });
    await user.click(await screen.findByRole('button', { name: 'Show all products' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1 }, { resetScroll: true });
  });

  it("heads the vendor variant with the vendor's name, rating and description", async () => {
    await renderListing({ page: 1, vendor: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clay Co' })).toBeInTheDocument();
    expect(screen.getByText('Hand-thrown mugs.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('keeps the filters in a collapsed section on phones, made only while open', async () => {
    const { user } = await renderListing({ page: 1, rating: 3, inStock: true });
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, the filters are not rendered at all (the phone's first render is lighter by them),
    // while the section the button controls is there.
    expect(screen.queryByRole('checkbox', { name: 'In stock only' })).toBeNull();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'In stock only' })).toBeNull());
  });

  it('shows the filters that are on as chips that remove them, and "Clear all"', async () => {
    const { onSearchChange, user } = await renderListing({
      page: 2,
      type: 'Digital',
      minPrice: 100,
      rating: 3,
      inStock: true,
      q: 'mug',
    });
    const applied = await screen.findByRole('list', { name: 'Filters applied' });
    expect(
      within(applied)
        .getAllByRole('button')
        .map((chip) => (chip.getAttribute('aria-label') ?? chip.textContent)?.replace(/\s/g, ' ')),
    ).toEqual([
      'Remove filter: Type: Digital',
      'Remove filter: Price: from R 100.00',
      'Remove filter: Rating: 3 stars & up',
      'Remove filter: In stock only',
      'Clear all',
    ]);
    await user.click(within(applied).getByRole('button', { name: 'Remove filter: Type: Digital' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({
      page: 1,
      minPrice: 100,
      rating: 3,
      inStock: true,
      q: 'mug',
    });
    await user.click(within(applied).getByRole('button', { name: 'Clear all' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, q: 'mug' });
  });

  it('shows no applied filters without a filter', async () => {
    await renderListing({ page: 1, q: 'mug' });
    await screen.findByText(/Showing 1–10/);
    expect(screen.queryByRole('list', { name: 'Filters applied' })).toBeNull();
  });
});

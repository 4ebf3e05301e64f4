import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductFacets, Vendor } from '../../contracts/pbs.ts';
import { ListingFilters } from '../../src/features/catalogue/listing/ListingFilters.tsx';
import type { ListingSearch } from '../../src/features/catalogue/rules/listingSearch.ts';
import { renderWithStore } from './renderWithStore.tsx';

const categories = [
  { category_id: 1, category_name: 'Kitchen', depth: 0 },
  { category_id: 3, category_name: 'Mugs', depth: 1 },
];
const vendors: Vendor[] = [
  { vendor_id: 2, vendor_name: 'Clay Co', vendor_logo: null, description: '', rating: 4, product_count: 3 },
];

async function renderFilters(search: ListingSearch = { page: 1 }, facets?: ProductFacets) {
  const onChange = vi.fn();
  await renderWithStore(
    <ListingFilters
      search={search}
      categories={categories}
      vendors={vendors}
      facets={facets}
      onChange={onChange}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

const facets: ProductFacets = {
  categories: [
    { value: 1, count: 9 },
    { value: 3, count: 4 },
  ],
  vendors: [{ value: 2, count: 7 }],
  product_types: [
    { value: 'Physical', count: 6 },
    { value: 'Digital', count: 3 },
  ],
  ratings: [
    { value: 3, count: 5 },
    { value: 2, count: 8 },
  ],
  in_stock: 8,
};

describe('ListingFilters', () => {
  it('reports each select change as a filter change', async () => {
    const { onChange, user } = await renderFilters();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '3');
    expect(onChange).toHaveBeenLastCalledWith({ category: 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), '2');
    expect(onChange).toHaveBeenLastCalledWith({ vendor: 2 });
    await user.click(screen.getByRole('button', { name: 'Packaged service' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'Packaged Service' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '4');
    expect(onChange).toHaveBeenLastCalledWith({ rating: 4 });
  });

  it('removes a filter when "All" is chosen again', async () => {
    const { onChange, user } = await renderFilters({ page: 1, category: 3 });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    expect(onChange).toHaveBeenLastCalledWith({ category: undefined });
  });

  it('turns "In stock only" on and off', async () => {
    const { onChange, user } = await renderFilters();
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(onChange).toHaveBeenLastCalledWith({ inStock: true });
  });

  it('applies a price range only when it is valid', async () => {
    const { onChange, user } = await renderFilters();
    await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '100');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum must not be below the minimum.');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Maximum price' }));
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '900{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 500, maxPrice: 900 });
  });

  it('shows how many products each value would show, leaving out the types that show none', async () => {
    await renderFilters({ page: 1, type: 'API' }, facets);
    expect(screen.getByRole('option', { name: 'Kitchen (9)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Mugs \(4\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Clay Co (7)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '3 stars & up (5)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /4 stars & up/ })).toBeNull();
    const types = screen.getByRole('group', { name: 'Product type' });
    // The chosen type stays even at 0, pressed; the others that would show nothing are not offered.
    expect(
      Array.from(types.querySelectorAll('button')).map((button) => [
        button.textContent,
        button.getAttribute('aria-pressed'),
      ]),
    ).toEqual([
      ['Physical (6)', 'false'],
      ['Digital (3)', 'false'],
      ['API (0)', 'true'],
    ]);
    // The count is shown beside the box, its name unchanged.
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeInTheDocument();
    expect(screen.getByText('(8)')).toBeInTheDocument();
  });

  it('removes the chosen type when its chip is pressed again', async () => {
    const { onChange, user } = await renderFilters({ page: 1, type: 'Digital' }, facets);
    await user.click(screen.getByRole('button', { name: 'Digital (3)' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: undefined });
  });

  it('leaves out the vendors, categories and ratings that would show nothing, unless chosen', async () => {
    const more: Vendor[] = [
      ...vendors,
      {
        vendor_id: 5,
        vendor_name: 'Tin Works',
        vendor_logo: null,
        description: '',
        rating: 3,
        product_count: 2,
      },
      {
        vendor_id: 6,
        vendor_name: 'Oak Shed',
        vendor_logo: null,
        description: '',
        rating: 3,
        product_count: 1,
      },
    ];
    const counts: ProductFacets = {
      ...facets,
      vendors: [{ value: 2, count: 7 }],
      categories: [{ value: 1, count: 9 }],
    };
    const draw = (search: ListingSearch) =>
      renderWithStore(
        <ListingFilters
          search={search}
          categories={categories}
          vendors={more}
          facets={counts}
          onChange={vi.fn()}
        />,
      );
    const first = await draw({ page: 1 });
    const vendorNames = () =>
      Array.from(screen.getByRole('combobox', { name: 'Vendor' }).querySelectorAll('option')).map(
        (option) => option.textContent,
      );
    expect(vendorNames()).toEqual(['All vendors', 'Clay Co (7)']);
    expect(screen.queryByRole('option', { name: /Mugs/ })).toBeNull();
    expect(screen.queryByRole('option', { name: /1 star & up/ })).toBeNull();
    first.unmount();

    // A chosen value stays, even at 0, so that it can be seen and taken off.
    await draw({ page: 1, vendor: 6, category: 3, rating: 4 });
    expect(vendorNames()).toEqual(['All vendors', 'Clay Co (7)', 'Oak Shed (0)']);
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('4');
  });

  it('without counts yet, every value is offered', async () => {
    await renderFilters();
    expect(screen.getByRole('option', { name: 'Clay Co' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '4 stars & up' })).toBeInTheDocument();
  });
});

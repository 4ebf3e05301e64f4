import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Vendor } from '../../contracts/pbs.ts';
import { ListingFilters } from '../../src/features/catalogue/listing/ListingFilters.tsx';
import type { ListingSearch } from '../../src/lib/listingSearch.ts';
import { renderWithStore } from './renderWithStore.tsx';

const categories = [
  { category_id: 1, category_name: 'Kitchen', depth: 0 },
  { category_id: 3, category_name: 'Mugs', depth: 1 },
];
const vendors: Vendor[] = [
  { vendor_id: 2, vendor_name: 'Clay Co', vendor_logo: null, description: '', rating: 4, product_count: 3 },
];

async function renderFilters(search: ListingSearch = { page: 1 }) {
  const onChange = vi.fn();
  const onClear = vi.fn();
  await renderWithStore(
    <ListingFilters
      search={search}
      categories={categories}
      vendors={vendors}
      onChange={onChange}
      onClear={onClear}
    />,
  );
  return { onChange, onClear, user: userEvent.setup() };
}

describe('ListingFilters', () => {
  it('reports each select change as a filter change', async () => {
    const { onChange, user } = await renderFilters();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '3');
    expect(onChange).toHaveBeenLastCalledWith({ category: 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), '2');
    expect(onChange).toHaveBeenLastCalledWith({ vendor: 2 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Packaged Service');
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

  it('offers "Clear filters" only while a filter is on', async () => {
    const none = await renderFilters({ page: 1, q: 'mug' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(none.onClear).not.toHaveBeenCalled();
  });

  it('clears the filters', async () => {
    const { onClear, user } = await renderFilters({ page: 1, rating: 3 });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

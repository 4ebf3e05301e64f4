import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueQueries } from '../../src/api/queries/catalogue.ts';
import { HomePage } from '../../src/features/catalogue/HomePage.tsx';
import { productSummary } from './productSummary.ts';
import { renderWithStore } from './renderWithStore.tsx';

/** How many times each product's card has rendered, by product name. */
const cardRenders = vi.hoisted(() => new Map<string, number>());

vi.mock('../../src/features/catalogue/ProductCard.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/features/catalogue/ProductCard.tsx')>();
  return {
    ...original,
    ProductCard: (props: Parameters<typeof original.ProductCard>[0]) => {
      const name = props.product.product_name;
      cardRenders.set(name, (cardRenders.get(name) ?? 0) + 1);
      return original.ProductCard(props);
    },
  };
});

const deals = [1, 2, 3].map((id) => productSummary(id, { product_name: `Deal ${id}` }));
const recommended = [4, 5].map((id) => productSummary(id, { product_name: `Pick ${id}` }));

describe('the home page as its answers arrive one by one (each render was a long task on a phone)', () => {
  it('renders only the section whose answer arrived, not the sections already shown', async () => {
    const rendered = await renderWithStore(<HomePage />, {
      answers: { '/pbs/rest/v3/deals': [200, { products: deals }] },
      withRouter: true,
    });
    expect(await screen.findByText('Deal 3')).toBeInTheDocument();
    const dealRendersBefore = cardRenders.get('Deal 1');
    expect(dealRendersBefore).toBeGreaterThan(0);

    act(() => {
      rendered.queryClient.setQueryData(
        catalogueQueries.recommendations(rendered.system.api).queryKey,
        recommended,
      );
    });
    expect(await screen.findByText('Pick 5')).toBeInTheDocument();
    expect(cardRenders.get('Pick 4')).toBeGreaterThan(0);
    // The deals' cards did not render again for the recommendations' answer.
    expect(cardRenders.get('Deal 1')).toBe(dealRendersBefore);
  });

  it("loads the deals' images at once, without the banner's priority (a wide screen's largest paint)", async () => {
    const rendered = await renderWithStore(<HomePage />, {
      answers: { '/pbs/rest/v3/deals': [200, { products: deals }] },
      withRouter: true,
    });
    const card = await screen.findByRole('link', { name: 'Deal 3' });
    const image = card.closest('li')?.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('fetchpriority');
    act(() => {
      rendered.queryClient.setQueryData(
        catalogueQueries.recommendations(rendered.system.api).queryKey,
        recommended,
      );
    });
    const pick = await screen.findByRole('link', { name: 'Pick 5' });
    expect(pick.closest('li')?.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from '../../src/features/catalogue/RatingStars.tsx';
import { renderWithStore } from './renderWithStore.tsx';

describe('RatingStars', () => {
  it('names the average to one decimal and fills that share of the five stars', async () => {
    await renderWithStore(<RatingStars value={4.24} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.2 out of 5' });
    expect(screen.getByTestId('rating-fill')).toHaveStyle({ width: '84%' });
    // A read-only picture stays small: a grid of product cards draws one per card.
    expect(stars.querySelectorAll('*').length).toBeLessThan(20);
  });

  it('keeps the count beside the stars, read as a number of ratings', async () => {
    await renderWithStore(<RatingStars value={3} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('12 ratings')).toBeInTheDocument();
  });

  it('clamps an average outside 0–5', async () => {
    await renderWithStore(<RatingStars value={7} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByTestId('rating-fill')).toHaveStyle({ width: '100%' });
  });
});

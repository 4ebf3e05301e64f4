import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoreLogo } from '../../src/components/StoreLogo.tsx';

describe('StoreLogo', () => {
  it('pulses in place while the logo path is still loading', () => {
    render(<StoreLogo src={undefined} alt="Demo Store" />);
    expect(screen.getByTestId('logo-placeholder')).toHaveClass('MuiSkeleton-pulse');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the placeholder until the image has loaded, then shows the logo alone', () => {
    render(<StoreLogo src="/media/stores/19/logo-light.svg" alt="Demo Store" />);
    const logo = screen.getByRole('img', { name: 'Demo Store' });
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '40');
    expect(screen.getByTestId('logo-placeholder')).toBeInTheDocument();
    fireEvent.load(logo);
    expect(screen.queryByTestId('logo-placeholder')).toBeNull();
  });

  it('shows the store name when the store has no logo', () => {
    render(<StoreLogo src={null} alt="Plain Store" />);
    expect(screen.getByText('Plain Store')).toBeInTheDocument();
    expect(screen.queryByTestId('logo-placeholder')).toBeNull();
  });

  it('drawn on the server: the logo shown as the browser loads it, with no placeholder', () => {
    const html = renderToString(<StoreLogo src="/media/stores/19/logo-light.svg" alt="Demo Store" />);
    const box = document.createElement('div');
    box.innerHTML = html;
    const logo = box.querySelector('img');
    expect(logo?.getAttribute('style')).toContain('opacity:1');
    expect(box.querySelector('[data-testid="logo-placeholder"]')).toBeNull();
  });
});

import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followHistoryMoves } from '../../src/app/lastHistoryMove.ts';
import { WhenNearScreen } from '../../src/components/WhenNearScreen.tsx';

const part = (
  <WhenNearScreen placeholderHeight={300}>
    <p>Cards</p>
  </WhenNearScreen>
);

describe('a part that renders when it comes near the screen', () => {
  afterEach(() => destroyIntersectionMocking());

  it('holds its place until near the screen, then renders and stays rendered', () => {
    setupIntersectionMocking(vi.fn);
    const { container } = render(part);
    expect(screen.queryByText('Cards')).toBeNull();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '300px' });
    act(() => mockAllIsIntersecting(true));
    expect(screen.getByText('Cards')).toBeInTheDocument();
    // Scrolled away again, it is not taken down.
    act(() => mockAllIsIntersecting(false));
    expect(screen.getByText('Cards')).toBeInTheDocument();
    expect(container.firstElementChild).not.toHaveStyle({ minHeight: '300px' });
  });

  it('renders at once on a page returned to by Back, whose scroll position is put back; not after a link', () => {
    setupIntersectionMocking(vi.fn);
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const stop = followHistoryMoves(history);
    history.push('/ProductDetails?id=1');
    const first = render(part);
    expect(screen.queryByText('Cards')).toBeNull();
    first.unmount();
    history.back();
    const returned = render(part);
    expect(screen.getByText('Cards')).toBeInTheDocument();
    returned.unmount();
    history.push('/ProductDetails?id=2');
    render(part);
    expect(screen.queryByText('Cards')).toBeNull();
    stop();
  });

  it('renders at once where the browser cannot tell what is near the screen', () => {
    render(part);
    expect(screen.getByText('Cards')).toBeInTheDocument();
  });
});

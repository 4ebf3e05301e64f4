import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { followHistoryMoves } from '../../src/app/lastHistoryMove.ts';
import { AfterShell } from '../../src/components/AfterShell.tsx';

// The page's content renders after its frame, in a deferred render React splits into short slices
// (the first render was one long task on a phone).

/** Records, as each render is committed, whether the content was in the page. */
function Frame(props: { commits: boolean[]; header?: boolean }) {
  useLayoutEffect(() => {
    props.commits.push(screen.queryByText('Content') !== null);
  });
  return (
    <>
      {props.header !== false && <header>Header</header>}
      <AfterShell behindHeader={props.header !== false}>
        <p>Content</p>
      </AfterShell>
    </>
  );
}

/** The history's last move: a push (a new visit), or Back (a page returned to). */
function lastMove(kind: 'push' | 'back') {
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const stop = followHistoryMoves(history);
  history.push('/productListing');
  if (kind === 'back') history.back();
  stop();
}

describe('content after the frame', () => {
  it('commits the frame first, then the content in a render of its own', async () => {
    lastMove('push');
    const commits: boolean[] = [];
    await act(async () => {
      render(<Frame commits={commits} />);
    });
    expect(commits[0]).toBe(false);
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(screen.getByText('Header')).toBeInTheDocument();
  });

  it('renders the content with the frame on a page returned to, so its scroll position can be put back', async () => {
    lastMove('back');
    const commits: boolean[] = [];
    await act(async () => {
      render(<Frame commits={commits} />);
    });
    expect(commits[0]).toBe(true);
    lastMove('push');
  });

  it('renders the content with the frame on a page opened at an anchor, so the browser can scroll to it', async () => {
    lastMove('push');
    window.history.replaceState(null, '', '/ProductDetails?id=8#reviews');
    const commits: boolean[] = [];
    await act(async () => {
      render(<Frame commits={commits} />);
    });
    expect(commits[0]).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('renders the content at once on a page without the header, which has nothing to draw first', async () => {
    lastMove('push');
    const commits: boolean[] = [];
    await act(async () => {
      render(<Frame commits={commits} header={false} />);
    });
    expect(commits[0]).toBe(true);
  });
});

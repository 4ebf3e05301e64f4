import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useDrawnFromServer } from '../../src/app/firstScreen.ts';
import { SERVER_TIME_ZONE, shownTimeZone } from '../../src/lib/dateFormat.ts';

function Zone(props: { seen: (string | undefined)[] }) {
  const zone = shownTimeZone(useDrawnFromServer());
  props.seen.push(zone);
  return <span>{zone ?? 'the browser’s'}</span>;
}

describe('shownTimeZone', () => {
  it('is the server’s zone on the server, and the browser’s own once a page drawn there is hydrated, without a hydration error', async () => {
    const served: (string | undefined)[] = [];
    const html = renderToString(<Zone seen={served} />);
    expect(served).toEqual([SERVER_TIME_ZONE]);
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable: unknown[] = [];
    const hydrated: (string | undefined)[] = [];
    await act(async () => {
      hydrateRoot(container, <Zone seen={hydrated} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    // Hydrated as drawn, then drawn again in the browser's zone (the formatters' default).
    expect(hydrated[0]).toBe(SERVER_TIME_ZONE);
    expect(hydrated.at(-1)).toBeUndefined();
    expect(container.textContent).toBe('the browser’s');
  });
});

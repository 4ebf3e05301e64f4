import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_QUERIES_ID } from '../../contracts/first-screen.ts';
import { readFirstScreen } from '../../src/app/firstScreen.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';

const DRAWN_AT = Date.parse('2026-11-30T07:00:00Z');
const SERVED_AT = DRAWN_AT + 3 * 60_000;

/** A page the server drew at DRAWN_AT (and kept), with the banners it was drawn from. */
function drawnPage() {
  const server = new QueryClient();
  server.setQueryData(['banners'], [{ title: 'Sale' }], { updatedAt: DRAWN_AT });
  server.getQueryCache().build(server, { queryKey: ['broken'] });
  document.body.innerHTML = `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}></div><script type="application/json" id="${FIRST_SCREEN_QUERIES_ID}"></script>`;
  const block = document.getElementById(FIRST_SCREEN_QUERIES_ID);
  if (block) block.textContent = JSON.stringify(dehydrate(server));
}

describe('readFirstScreen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes a kept page’s answers as read when it is served: not stale, not read again', () => {
    drawnPage();
    const client = createQueryClient();
    expect(readFirstScreen(document, client, SERVED_AT)).toEqual({ drawn: true });
    expect(client.getQueryData(['banners'])).toEqual([{ title: 'Sale' }]);
    expect(client.getQueryState(['banners'])?.dataUpdatedAt).toBe(SERVED_AT);
  });

  it('draws nothing for a page the browser draws', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFirstScreen(document, createQueryClient(), SERVED_AT)).toBeNull();
  });
});

// The HTML of a page the server draws, whole: every lazy part (the footer…) in it, as the browser
// will draw it (src/entry-server.tsx).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** React's mark of a part it left for the browser to draw: one that suspended, or failed. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * `draw` gives the page afresh for each way it is drawn, with what goes with it (its styles' cache:
 * the styles a first try inserted, for parts it left out, must not come with the page). Drawn at once (renderToString: the same renderer without streams, the cheapest way) when nothing
 * in the page waits, as nothing does once its queries are answered and its lazy parts' code has
 * loaded. Where a part was left to the browser (a lazy part's code still loading, the first time a
 * process draws it), prerendered instead, waiting for it (and saying why a part failed, where one
 * did: it is left to the browser either way).
 */
export async function drawnWhole<Aside>(
  draw: () => { page: ReactNode; aside: Aside },
): Promise<{ html: string; aside: Aside }> {
  const first = draw();
  const atOnce = renderToString(first.page);
  if (!atOnce.includes(LEFT_TO_THE_BROWSER)) return { html: atOnce, aside: first.aside };
  const second = draw();
  const { prelude } = await prerenderToNodeStream(second.page, {
    // In order, whatever a part's size: React puts a large part after the rest, hidden until an
    // inline script moves it in, which a crawler or a link preview without scripts never sees.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), aside: second.aside };
}

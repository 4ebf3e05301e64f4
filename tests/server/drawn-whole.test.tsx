// A page the server draws is whole and the same whichever way React drew it: at once when nothing in
// it waits, prerendered when a part's code was still loading (src/app/ssr/drawnWhole.ts).
import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { drawnWhole } from '../../src/app/ssr/drawnWhole.ts';

/** A lazy part whose code arrives when the test says. */
function lazyPart() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Part = lazy(async () => {
    await code;
    return { default: (props: { name: string }) => <footer>The footer of {props.name}</footer> };
  });
  return { Part, arrive };
}

async function prerendered(page: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function Page(props: { Part: ReturnType<typeof lazyPart>['Part'] }) {
  return (
    <main>
      <h1>Deals of the day</h1>
      <p>
        {'Kettle'} {2} {'in stock'}
      </p>
      <Suspense fallback={<p>Loading</p>}>
        <props.Part name="the store" />
      </Suspense>
    </main>
  );
}

describe('a page drawn on the server', () => {
  it('waits for a part whose code is still loading, and has it in the HTML', async () => {
    const { Part, arrive } = lazyPart();
    setTimeout(arrive, 5);
    let tries = 0;
    const { html, aside } = await drawnWhole(() => {
      tries += 1;
      return { page: <Page Part={Part} />, aside: `try ${tries}` };
    });
    // Drawn afresh for the prerender, with what goes with that try (its styles).
    expect(aside).toBe('try 2');
    expect(html).toContain('<footer>The footer of <!-- -->the store</footer>');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<!--$!-->');
  });

  it('is the same drawn at once as prerendered, once every part’s code is there', async () => {
    const { Part, arrive } = lazyPart();
    arrive();
    // The first draw waits for the code (the lazy part loads on first use); the next is at once.
    const first = await drawnWhole(() => ({ page: <Page Part={Part} />, aside: null }));
    const atOnce = renderToString(<Page Part={Part} />);
    expect(atOnce).not.toContain('<!--$!-->');
    let tries = 0;
    const next = await drawnWhole(() => {
      tries += 1;
      return { page: <Page Part={Part} />, aside: `try ${tries}` };
    });
    expect(next).toEqual({ html: atOnce, aside: 'try 1' });
    expect(first.html).toBe(atOnce);
    expect(await prerendered(<Page Part={Part} />)).toBe(atOnce);
  });

  it('leaves a part that fails to the browser, as React does, and says why', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): React.ReactNode {
      throw new Error('The ratings could not be drawn');
    }
    const { html } = await drawnWhole(() => ({
      aside: null,
      page: (
        <main>
          <h1>Kettle</h1>
          <Suspense fallback={<p>Loading the ratings</p>}>
            <Broken />
          </Suspense>
        </main>
      ),
    }));
    expect(html).toContain('<h1>Kettle</h1>');
    expect(html).toContain('<!--$!-->');
    expect(said.mock.calls.flat().join(' ')).toContain('The ratings could not be drawn');
    said.mockRestore();
  });
});

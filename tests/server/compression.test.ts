// Answers are compressed as Hono's compress does, and a request that names no encoding gets the same
// answer and headers Hono's would give it (without Hono's copy of the answer: server/http/compression.ts).
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from '../../server/http/answer-header.ts';
import { compression } from '../../server/http/compression.ts';

const PAGE = `<!doctype html><main>${'Kettle, 1.7 litres. '.repeat(200)}</main>`;

/** Answers of every kind the conditions tell apart. */
function answers(middleware: ReturnType<typeof compression>): Hono {
  const app = new Hono();
  app.use(middleware);
  app.get('/page', (c) => c.html(PAGE));
  app.get('/small', (c) => c.json({ ok: true }, 200, { 'Content-Length': '11' }));
  app.get('/json', (c) => c.json({ products: PAGE }));
  app.get('/partial', (c) => c.body(PAGE, 206, { 'Content-Type': 'text/html' }));
  app.get('/stream', (c) => c.body(PAGE, 200, { 'Content-Type': 'text/event-stream' }));
  app.get('/picture', (c) => c.body(PAGE, 200, { 'Content-Type': 'image/png' }));
  app.get('/no-transform', (c) => c.html(PAGE, 200, { 'Cache-Control': 'no-transform' }));
  app.get('/varies', (c) => c.html(PAGE, 200, { Vary: 'Cookie' }));
  app.get('/varies-already', (c) => c.html(PAGE, 200, { Vary: 'Cookie, Accept-Encoding' }));
  app.get('/any', (c) => c.html(PAGE, 200, { Vary: '*' }));
  app.get('/encoded', (c) => c.body(PAGE, 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' }));
  app.get('/redirect', () => Response.redirect('http://shop.example/elsewhere', 302));
  return app;
}

const PATHS = [
  '/page',
  '/small',
  '/json',
  '/partial',
  '/stream',
  '/picture',
  '/no-transform',
  '/varies',
  '/varies-already',
  '/any',
  '/encoded',
  '/redirect',
];

async function seen(app: Hono, path: string, init: RequestInit = {}) {
  const answer = await app.request(path, init);
  return {
    status: answer.status,
    headers: Object.fromEntries([...answer.headers].filter(([name]) => name !== 'date')),
    body: Buffer.from(await answer.arrayBuffer()).toString('base64'),
  };
}

describe('compression', () => {
  it('answers a request that names no encoding as Hono’s compress does, every kind of answer', async () => {
    const ours = answers(compression());
    const hono = answers(compress());
    for (const path of PATHS) {
      expect(await seen(ours, path), path).toEqual(await seen(hono, path));
      expect(await seen(ours, path, { method: 'HEAD' }), `HEAD ${path}`).toEqual(
        await seen(hono, path, { method: 'HEAD' }),
      );
    }
    const page = await ours.request('/page');
    expect(page.headers.get('Vary')).toBe('Accept-Encoding');
    expect(page.headers.get('Content-Encoding')).toBeNull();
    expect(await page.text()).toBe(PAGE);
  });

  it('compresses for a client that accepts it, as Hono’s compress does', async () => {
    const ours = answers(compression());
    const hono = answers(compress());
    for (const encoding of ['gzip', 'deflate', 'br', 'gzip;q=0, deflate', '*', 'identity'])
      for (const path of PATHS) {
        const init = { headers: { 'Accept-Encoding': encoding } };
        expect(await seen(ours, path, init), `${encoding} ${path}`).toEqual(await seen(hono, path, init));
      }
    const page = await ours.request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
  });
});

describe('a header set on an answer already made', () => {
  it('is written on the answer itself, or on a copy where its headers cannot be written', async () => {
    const app = new Hono();
    app.use(async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
      setAnswerHeader(c, 'Vary', 'Cookie', true);
    });
    app.get('/own', (c) => c.json({ ok: true }, 200, { Vary: 'Accept-Language' }));
    app.get('/redirect', () => Response.redirect('http://shop.example/elsewhere', 302));
    const own = await app.request('/own');
    expect(own.headers.get('Cache-Control')).toBe('no-store');
    expect(own.headers.get('Vary')).toBe('Accept-Language, Cookie');
    expect(await own.json()).toEqual({ ok: true });
    const redirect = await app.request('/redirect');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe('http://shop.example/elsewhere');
    expect(redirect.headers.get('Cache-Control')).toBe('no-store');
  });
});

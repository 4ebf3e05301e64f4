// PNG renditions of SVG pictures for link previews (server/media/svg-rendition.ts): which SVGs are
// drawn and which refused before any drawing, that the renderer loads nothing from the network and
// nothing from disk, that each source is drawn once and kept in a bounded cache, one drawing at a
// time, and that the sizes the page announces are the sizes drawn. Also the header sizes of stored
// pictures (server/media/raster-size.ts).
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../../contracts/pbs.ts';
import { badgeSvg } from '../../server/media/badge-svg.ts';
import { bannerSvg } from '../../server/media/banner-svg.ts';
import { logoSvg } from '../../server/media/logo-svg.ts';
import { productImageSvg } from '../../server/media/product-image-svg.ts';
import { rasterSize } from '../../server/media/raster-size.ts';
import {
  checkSvg,
  DEFAULT_RENDITION_LIMITS,
  RENDITION_WIDTH,
  SVG_MAX_BYTES,
  SVG_MAX_DEPTH,
  SVG_MAX_ELEMENTS,
  SvgRenditions,
} from '../../server/media/svg-rendition.ts';
import { JPEG, png, WEBP_EXTENDED, WEBP_LOSSLESS, WEBP_LOSSY } from './image-fixtures.ts';

const svgOf = (inner: string, size = 'width="100" height="100"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>${inner}</svg>`;

/** The size a PNG says it is (its IHDR). */
function pngSize(bytes: Uint8Array): [number, number] {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

/** Pixels drawn (not transparent) when resvg draws `svg` as it is, with no checks. */
function paintedPixels(svg: string): number {
  const { pixels } = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  let painted = 0;
  for (let at = 3; at < pixels.length; at += 4) if (pixels[at] !== 0) painted += 1;
  return painted;
}

const generated = [
  ...PRODUCT_TYPES.flatMap((type) =>
    [1, 2, 3, 4].map((view) => productImageSvg({ name: 'Desk lamp', type, hue: 210, view, views: 4 })),
  ),
  bannerSvg({ title: 'Summer sale', hue: 30 }),
  badgeSvg({ name: 'Home & Garden', hue: 120, shape: 'circle' }),
  badgeSvg({ name: 'Acme <Tools>', hue: 300, shape: 'square' }),
  logoSvg({ text: 'Demo Store', ink: '#111111', brand: '#F59E0B', markInk: '#FFFFFF' }),
  logoSvg({ text: 'A', ink: '#111111', brand: '#F59E0B', markInk: '#FFFFFF' }),
  logoSvg({
    text: 'The Longest Named Store In The Whole Seed',
    ink: '#EEE',
    brand: '#0EA5E9',
    markInk: '#000',
  }),
];

describe('which SVGs are drawn', () => {
  it('draws every picture the server generates, 1200 pixels wide in its own proportions', () => {
    for (const svg of generated) {
      const check = checkSvg(svg);
      expect(check, svg.slice(0, 200)).toMatchObject({ ok: true, size: { width: RENDITION_WIDTH } });
    }
    expect(checkSvg(bannerSvg({ title: 'x', hue: 1 }))).toEqual({
      ok: true,
      size: { width: 1200, height: 375 },
    });
    expect(checkSvg(generated[0] ?? '')).toEqual({ ok: true, size: { width: 1200, height: 1200 } });
  });

  it.each([
    [
      'a filter',
      svgOf('<filter id="f"><feGaussianBlur stdDeviation="200"/></filter><rect width="9" height="9"/>'),
    ],
    ['a CSS filter function', svgOf('<rect width="9" height="9" filter="blur(200px)"/>')],
    ['a style', svgOf('<rect width="9" height="9" style="filter: blur(200px)"/>')],
    [
      'a style sheet',
      svgOf('<style>@import url(http://127.0.0.1/x.css);</style><rect width="9" height="9"/>'),
    ],
    [
      'a mask',
      svgOf('<mask id="m"><rect width="9" height="9"/></mask><rect width="9" height="9" mask="url(#m)"/>'),
    ],
    ['a pattern', svgOf('<pattern id="p" width="0.01" height="0.01"><rect width="1" height="1"/></pattern>')],
    [
      'a <use> (pictures that copy themselves grow without end)',
      svgOf('<use href="#a"/><rect id="a" width="9" height="9"/>'),
    ],
    ['an image on disk', svgOf('<image href="/etc/hostname" width="9" height="9"/>')],
    [
      'an image on disk, through xlink',
      svgOf('<image xlink:href="file:///etc/hostname" width="9" height="9"/>'),
    ],
    ['an image on the network', svgOf('<image href="http://127.0.0.1:1/x.png" width="9" height="9"/>')],
    ['a gradient from another file', svgOf('<linearGradient id="g" href="other.svg#g"/>')],
    [
      'a gradient from another file, spelt with references',
      svgOf('<linearGradient id="g" href="&#111;ther.svg#g"/>'),
    ],
    ['a paint from another file', svgOf('<rect width="9" height="9" fill="url(other.svg#g)"/>')],
    [
      'a paint from another file, spelt with references',
      svgOf('<rect width="9" height="9" fill="&#117;rl(other.svg#g)"/>'),
    ],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svgOf('<text>&a;</text>')}`],
    ['a processing instruction', `<?xml-stylesheet href="http://127.0.0.1/x.css"?>${svgOf('')}`],
    ['a script', svgOf('<script>1</script>')],
    ['a foreign object', svgOf('<foreignObject width="9" height="9"></foreignObject>')],
    ['too many elements', svgOf('<rect width="1" height="1"/>'.repeat(SVG_MAX_ELEMENTS))],
    ['elements nested too deep', svgOf(`${'<g>'.repeat(SVG_MAX_DEPTH)}${'</g>'.repeat(SVG_MAX_DEPTH)}`)],
    ['too many bytes', svgOf(`<title>${'x'.repeat(SVG_MAX_BYTES)}</title>`)],
    ['a picture taller than it is wide', svgOf('', 'width="100" height="101"')],
    ['a picture with no size', svgOf('', 'width="0" height="10"')],
    ['a picture 5,000 times as wide as it is tall', svgOf('', 'width="10000" height="2"')],
    ['not SVG', '<html><body>hello</body></html>'],
    ['a cut-off document', '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect'],
    ['nothing', ''],
  ])('refuses %s', (_what, svg) => {
    expect(checkSvg(svg)).toMatchObject({ ok: false });
  });

  it('stops what resvg itself would read from disk (it fetches nothing over the network)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rendition-'));
    const requests: string[] = [];
    const server: Server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end();
    });
    try {
      const picture = join(dir, 'red.png');
      await writeFile(
        picture,
        new Resvg(svgOf('<rect width="100" height="100" fill="red"/>')).render().asPng(),
      );
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const onDisk = svgOf(`<image href="${picture}" width="100" height="100"/>`);
      const onNetwork = svgOf(
        `<style>@import url(http://127.0.0.1:${port}/style.css);</style>` +
          `<image href="http://127.0.0.1:${port}/a.png" width="100" height="100"/>` +
          `<image xlink:href="http://127.0.0.1:${port}/b.png" width="100" height="100"/>`,
      );
      // resvg as it comes: a path on disk is read and drawn; an http address is not fetched.
      expect(paintedPixels(onDisk)).toBe(100 * 100);
      expect(paintedPixels(onNetwork)).toBe(0);
      // The renditions draw neither.
      const renditions = new SvgRenditions();
      expect(await renditions.rendition(onDisk)).toMatchObject({ kind: 'refused' });
      expect(await renditions.rendition(onNetwork)).toMatchObject({ kind: 'refused' });
      expect(renditions.drawn).toBe(0);
      // Nothing reached the server (a request would have arrived by now: it is this process's loop).
      await new Promise((resolve) => setImmediate(resolve));
      expect(requests).toEqual([]);
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('drawing', () => {
  it('draws each picture at the size checkSvg announces, on white', async () => {
    const renditions = new SvgRenditions();
    for (const svg of [generated[0] ?? '', ...generated.slice(-6)]) {
      const check = checkSvg(svg);
      if (!check.ok) throw new Error(check.reason);
      const drawn = await renditions.rendition(svg);
      if (drawn.kind !== 'png') throw new Error(drawn.kind);
      expect(pngSize(drawn.png)).toEqual([check.size.width, check.size.height]);
    }
    // A transparent corner comes out white.
    const blank = await renditions.rendition(svgOf('<circle cx="50" cy="50" r="10"/>'));
    if (blank.kind !== 'png') throw new Error(blank.kind);
    const { pixels } = new Resvg(
      svgOf(
        `<image href="data:image/png;base64,${Buffer.from(blank.png).toString('base64')}" width="100" height="100"/>`,
      ),
    ).render();
    expect([...pixels.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('draws each source once, however many ask at the same time, and keeps it', async () => {
    const renditions = new SvgRenditions();
    const svg = generated[1] ?? '';
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => renditions.rendition(svg)));
    expect(renditions.drawn).toBe(1);
    expect(first).toEqual(second);
    expect(second).toEqual(third);
    await renditions.rendition(svg);
    expect(renditions.drawn).toBe(1);
  });

  it('keeps at most its bound, forgetting the least recently used first', async () => {
    const renditions = new SvgRenditions({ ...DEFAULT_RENDITION_LIMITS, cacheMaxEntries: 2 });
    const [a = '', b = '', c = ''] = [10, 20, 30].map((hue) => bannerSvg({ title: 'x', hue }));
    await renditions.rendition(a);
    await renditions.rendition(b);
    await renditions.rendition(a); // a is now the most recently used
    await renditions.rendition(c);
    expect([renditions.has(a), renditions.has(b), renditions.has(c)]).toEqual([true, false, true]);
    expect(renditions.drawn).toBe(3);
    await renditions.rendition(b);
    expect(renditions.drawn).toBe(4);
  });

  it('keeps within its bound in bytes', async () => {
    const renditions = new SvgRenditions({ ...DEFAULT_RENDITION_LIMITS, cacheMaxBytes: 1 });
    const svg = bannerSvg({ title: 'x', hue: 40 });
    expect(await renditions.rendition(svg)).toMatchObject({ kind: 'png' });
    expect(renditions.has(svg)).toBe(false);
  });

  it('draws one at a time, lets a few wait, and tells the rest (and anyone kept too long) to come back', async () => {
    const started: (() => void)[] = [];
    let drawing = 0;
    let mostAtOnce = 0;
    const renditions = new SvgRenditions(
      { ...DEFAULT_RENDITION_LIMITS, maxWaiting: 1, timeoutMs: 60_000 },
      async () => {
        drawing += 1;
        mostAtOnce = Math.max(mostAtOnce, drawing);
        await new Promise<void>((resolve) => started.push(resolve));
        drawing -= 1;
        return png(3, 2);
      },
    );
    const [a = '', b = '', c = ''] = [50, 60, 70].map((hue) => bannerSvg({ title: 'x', hue }));
    const first = renditions.rendition(a);
    const second = renditions.rendition(b);
    expect(await renditions.rendition(c)).toEqual({ kind: 'busy' });
    await until(() => started.length === 1);
    started.shift()?.();
    expect(await first).toMatchObject({ kind: 'png' });
    await until(() => started.length === 1);
    started.shift()?.();
    expect(await second).toMatchObject({ kind: 'png' });
    expect(mostAtOnce).toBe(1);

    // A drawing that takes too long: the request is told to come back, and the drawing, once done,
    // is kept for the next one.
    const slow = new SvgRenditions({ ...DEFAULT_RENDITION_LIMITS, timeoutMs: 1 }, async () => {
      await new Promise<void>((resolve) => started.push(resolve));
      return png(3, 2);
    });
    expect(await slow.rendition(c)).toEqual({ kind: 'busy' });
    started.shift()?.();
    await until(() => slow.has(c));
    expect(await slow.rendition(c)).toMatchObject({ kind: 'png' });
    expect(slow.drawn).toBe(1);
  });
});

/** Waits until `condition` holds, a turn of the event loop at a time. */
async function until(condition: () => boolean): Promise<void> {
  for (let turns = 0; !condition(); turns++) {
    if (turns > 10_000) throw new Error('never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the size of a stored picture', () => {
  it('reads PNG, JPEG and the three kinds of WebP', () => {
    expect(rasterSize('image/png', png(3, 2))).toEqual({ width: 3, height: 2 });
    expect(rasterSize('image/png', png(1600, 900))).toEqual({ width: 1600, height: 900 });
    expect(rasterSize('image/jpeg', JPEG)).toEqual({ width: 4, height: 3 });
    expect(rasterSize('image/webp', WEBP_LOSSY)).toEqual({ width: 1, height: 1 });
    expect(rasterSize('image/webp', WEBP_LOSSLESS)).toEqual({ width: 1, height: 1 });
    expect(rasterSize('image/webp', WEBP_EXTENDED)).toEqual({ width: 1, height: 1 });
  });

  it('says nothing for bytes that are not the picture they claim to be', () => {
    expect(rasterSize('image/png', JPEG)).toBeNull();
    expect(rasterSize('image/jpeg', png(3, 2))).toBeNull();
    expect(rasterSize('image/webp', png(3, 2))).toBeNull();
    expect(rasterSize('image/jpeg', JPEG.subarray(0, 20))).toBeNull();
  });
});

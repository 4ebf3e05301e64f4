// The build's manifest as the served page reads it (server/page/build-manifest.ts): which route serves
// a path, so that the page is titled as that route's page and asks for its chunk early. The real
// build's manifest is checked against every route file by e2e/crawledPages.spec.ts.
import { describe, expect, it } from 'vitest';
import { buildInfoOf, routeOfPath, routePattern } from '../../server/page/build-manifest.ts';
import { MANIFEST } from './first-screen-build.ts';

describe('the routes the build knows', () => {
  it('knows a route that draws nothing, which has no chunk of its own (/order-status)', () => {
    const route = routeOfPath(buildInfoOf(MANIFEST), '/order-status');
    expect(route).toMatchObject({ routeFile: '_authenticated/order-status', signedIn: true, scripts: [] });
  });

  it('a manifest without routes knows none', () => {
    expect(buildInfoOf({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true } }).routes).toEqual(
      [],
    );
  });

  it('a segment ending in _ (a route outside its parent’s layout) serves the path without it', () => {
    const pattern = routePattern('_authenticated/userprofile.order_.$orderId');
    expect(pattern.test('/userprofile/order/7')).toBe(true);
    expect(pattern.test('/userprofile/order_/7')).toBe(false);
    const info = buildInfoOf({
      ...MANIFEST,
      'src/routes/_authenticated/userprofile.order.tsx?tsr-split=component': { file: 'assets/orders-o1.js' },
      'src/routes/_authenticated/userprofile.order_.$orderId.tsx?tsr-split=component---errorComponent---notFoundComponent':
        { file: 'assets/order-d1.js' },
    });
    expect(routeOfPath(info, '/userprofile/order/7')?.scripts).toEqual(['/assets/order-d1.js']);
    expect(routeOfPath(info, '/userprofile/order')?.scripts).toEqual(['/assets/orders-o1.js']);
  });

  it('without an entry in the manifest, the chunks index.html loads count as the entry’s (a route asks only for its own)', () => {
    // Vite leaves out an entry chunk that only imports others (the entry's modules await at their
    // top level) and names the chunks it imported in index.html instead.
    const manifest = {
      '_index-e1.js': { file: 'assets/index-e1.js', name: 'index', imports: ['_runtime-r1.js'] },
      '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
      'src/routes/cart.tsx?tsr-split=component': {
        file: 'assets/cart-c1.js',
        isDynamicEntry: true,
        imports: ['_index-e1.js', '_runtime-r1.js'],
      },
    };
    const indexHtml =
      '<head><script type="module" crossorigin src="/assets/runtime-r1.js"></script>' +
      '<script type="module" crossorigin src="/assets/index-e1.js"></script></head>';
    expect(routeOfPath(buildInfoOf(manifest, indexHtml), '/cart')?.scripts).toEqual(['/assets/cart-c1.js']);
    expect(routeOfPath(buildInfoOf(manifest), '/cart')?.scripts).toContain('/assets/index-e1.js');
  });
});

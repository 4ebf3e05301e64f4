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
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppSystem } from '../../src/app/system.ts';
import { loadCheckoutFlow } from '../../src/features/checkout/checkoutFlow.ts';

// The checkout runs in the app's one actor system (DESIGN section 1): the storefront machine invokes
// it while its page is open, once the router opened the page; its code loads with the page.

const CHECKOUT = '0b6f1c9e-2f4d-4c1a-9d7e-5a3b2c1d0e9f';
const config = {
  realmName: 'demo-customers',
  storeId: 19,
  apiBaseUrl: 'http://api.test',
  mediaBaseUrl: '',
  clientId: 'x',
};

/** A system whose every call stays unanswered: only the storefront's children matter here. */
function systemOn(path: string) {
  return createAppSystem({
    loadCatalog: async () => {},
    config,
    language: { requested: null, source: null },
    queryClient: new QueryClient(),
    navigate: () => {},
    route: { path, search: {} },
    fetch: () => new Promise<Response>(() => {}),
  });
}

describe('the checkout in the actor system', () => {
  it('is not opened by the page the app starts on: the router opens it after its guard', async () => {
    await loadCheckoutFlow();
    const system = systemOn(`/checkout/${CHECKOUT}`);
    expect(system.storefront.getSnapshot().children.checkout).toBeUndefined();
    system.storefront.send({ type: 'ROUTE_CHANGED', path: `/checkout/${CHECKOUT}`, search: {} });
    expect(system.storefront.getSnapshot().children.checkout).toBeDefined();
    system.storefront.stop();
  });

  it("runs as the storefront's child in its system while its page is open, and stops when it is left", async () => {
    await loadCheckoutFlow();
    const system = systemOn('/cart');
    system.storefront.send({ type: 'ROUTE_CHANGED', path: `/checkout/${CHECKOUT}`, search: {} });
    const checkout = system.storefront.getSnapshot().children.checkout;
    expect(checkout?.getSnapshot().machine.id).toBe('checkout');
    expect(checkout?.getSnapshot().context.checkoutId).toBe(CHECKOUT);
    expect(checkout?.system).toBe(system.storefront.system);
    expect(system.storefront.system.get('checkout')).toBe(checkout);

    // The same page with a query string keeps it; another checkout is another actor; leaving stops it.
    system.storefront.send({ type: 'ROUTE_CHANGED', path: `/checkout/${CHECKOUT}`, search: { a: '1' } });
    expect(system.storefront.getSnapshot().children.checkout).toBe(checkout);
    const other = '7c1e2d3f-4a5b-4c6d-8e7f-901a2b3c4d5e';
    system.storefront.send({ type: 'ROUTE_CHANGED', path: `/checkout/${other}`, search: {} });
    const next = system.storefront.getSnapshot().children.checkout;
    expect(next).not.toBe(checkout);
    expect(next?.getSnapshot().context.checkoutId).toBe(other);
    expect(checkout?.getSnapshot().status).toBe('stopped');
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/cart', search: {} });
    expect(system.storefront.getSnapshot().children.checkout).toBeUndefined();
    expect(system.storefront.system.get('checkout')).toBeUndefined();
    system.storefront.stop();
  });
});

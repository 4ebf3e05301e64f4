// @vitest-environment node
// The server's render of a signed-in customer's page reads their cart with the session (the render
// waits for it) and leaves it in the query cache the page carries, so that the browser's cart starts
// from it and the page hydrates as drawn (docs/decisions/0151). Node, as the server's render runs:
// no window, no storage.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectCartLines } from '../../machines/cart/cart.machine.ts';
import { CUSTOMER_CART_QUERY_KEY, servedCustomerCart } from '../../src/app/firstScreen.ts';
import { createAppSystem } from '../../src/app/system.ts';
import { cartItem } from '../components/cartFixtures.ts';

const CART_PATH = '/cfs/rest/v3/customer-cart';

const kettle = cartItem(11, 1, 'Kettle', 2);

/** An unsigned JWT the session can read (the API checks signatures, the render does not). */
function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = new URL(new Request(input, init).url).pathname;
  const bodies: Record<string, unknown> = {
    '/ums/rest/v3/validate-store': { name: 'demo', store_display_name: 'Demo Store', store_status: true },
    [CART_PATH]: { Products: [kettle], total_count: 1 },
  };
  const body = bodies[path];
  return new Response(JSON.stringify({ response_body: body ?? null, response_message: 'OK' }), {
    status: body === undefined ? 404 : 200,
    headers: { 'Content-Type': 'application/json' },
  });
}) as typeof globalThis.fetch;

function render(tokens?: { access: string; refresh: string; id: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const system = createAppSystem({
    loadCatalog: async () => {},
    config: {
      realmName: 'demo-customers',
      storeId: 19,
      apiBaseUrl: 'http://api.test',
      mediaBaseUrl: '',
      clientId: 'x',
    },
    language: { requested: 'en', source: 'html' },
    queryClient,
    route: { path: '/cart', search: {} },
    navigate: () => {},
    fetch,
    tokens,
  });
  return { queryClient, system };
}

describe("the server's render of a customer's page", () => {
  it('leaves the cart it read in the query cache the page carries', async () => {
    expect(typeof window).toBe('undefined');
    const claims = { sub: 'c-1', name: 'Asha Rao', realm: 'demo', sid: 's-1', iat: 1, exp: 4_000_000_000 };
    const { queryClient, system } = render({ access: unsignedJwt(claims), refresh: 'refresh-1', id: 'id-1' });
    await waitFor(system.cart, (snapshot) => snapshot.matches({ customer: 'idle' }));
    const lines = selectCartLines(system.cart.getSnapshot());
    expect(lines.map((line) => [line.name, line.quantity])).toEqual([['Kettle', 2]]);
    expect(servedCustomerCart(queryClient)).toEqual(lines);
    const carried = dehydrate(queryClient).queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(CUSTOMER_CART_QUERY_KEY),
    );
    expect(carried?.state.data).toEqual(lines);
    system.storefront.stop();
  });

  it("a guest's page carries no customer's cart", async () => {
    const { queryClient, system } = render();
    await waitFor(system.cart, (snapshot) => snapshot.matches('guest'));
    expect(servedCustomerCart(queryClient)).toBeNull();
    system.storefront.stop();
  });
});

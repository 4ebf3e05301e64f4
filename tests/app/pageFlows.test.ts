import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadPageFlows, runsPageFlow } from '../../src/app/pageFlows.ts';
import { createAppSystem } from '../../src/app/system.ts';

// The page flows' code loads when their page opens; the storefront invokes them as ever.
// vitest: fresh modules (the first test needs the page flows' chunk not yet loaded).

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

describe('page flows', () => {
  it('are run by sign-in, sign-up, forgot-password, reset and unlock pages only', () => {
    for (const path of ['/signin', '/signin/', '/signup', '/forgotPassword', '/resetPassword', '/unlock']) {
      expect(runsPageFlow(path), path).toBe(true);
    }
    for (const path of ['/', '/cart', '/productListing', '/signinx', '/customerProfile']) {
      expect(runsPageFlow(path), path).toBe(false);
    }
  });

  it('invoked before their code is loaded, leave the storefront running until the next page', () => {
    const system = systemOn('/');
    const errors: unknown[] = [];
    system.storefront.subscribe({ error: (error) => errors.push(error) });
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/signin', search: {} });
    const snapshot = system.storefront.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(snapshot.value).toMatchObject({ page: 'flowUnavailable' });
    expect(snapshot.children.session?.getSnapshot().status).toBe('active');
    expect(errors).toEqual([]);
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/', search: {} });
    expect(system.storefront.getSnapshot().value).toMatchObject({ page: 'noPageFlow' });
    system.storefront.stop();
  });

  it('of the account pages, invoked before their code is loaded, leave the storefront running too', () => {
    const system = systemOn('/');
    const errors: unknown[] = [];
    system.storefront.subscribe({ error: (error) => errors.push(error) });
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/myProfile', search: {} });
    expect(system.storefront.getSnapshot().value).toMatchObject({ page: 'flowUnavailable' });
    system.storefront.send({ type: 'ENQUIRY_OPENED', orderItemId: 7 });
    system.storefront.send({ type: 'ASK_AI_OPENED' });
    expect(system.storefront.getSnapshot().value).toEqual({
      page: 'flowUnavailable',
      enquiry: 'closed',
      askAi: 'idle',
    });
    expect(system.storefront.getSnapshot().status).toBe('active');
    expect(errors).toEqual([]);
    system.storefront.stop();
  });

  it('once loaded, run as children of the storefront machine while their page is open', async () => {
    await loadPageFlows();
    const system = systemOn('/signin');
    const signIn = system.storefront.getSnapshot().children.signIn;
    expect(signIn?.getSnapshot().machine.id).toBe('signIn');
    expect(signIn?.system).toBe(system.storefront.system);

    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/resetPassword', search: { token: 't1' } });
    const children = system.storefront.getSnapshot().children;
    expect(children.signIn).toBeUndefined();
    expect(children.passwordReset?.getSnapshot().machine.id).toBe('passwordReset');
    system.storefront.stop();
  });
});

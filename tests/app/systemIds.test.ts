import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadPageFlows, loadSignedInFlows } from '../../src/app/pageFlows.ts';
import { createAppSystem } from '../../src/app/system.ts';
import { loadCheckoutFlow } from '../../src/features/checkout/checkoutFlow.ts';

// Every machine runs in the one actor system the app starts (DESIGN section 1): once its page, its
// dialog or its panel is open, each is found by its system id (what screens and the inspector
// use), as a child (or grandchild) of the storefront, never as an actor a screen started itself.

const config = {
  realmName: 'demo-customers',
  storeId: 19,
  apiBaseUrl: 'http://api.test',
  mediaBaseUrl: '',
  clientId: 'x',
};

/** The app's system on the home page; every call stays unanswered (only the actors matter here). */
function startedSystem() {
  return createAppSystem({
    loadCatalog: async () => {},
    config,
    language: { requested: null, source: null },
    queryClient: new QueryClient(),
    navigate: () => {},
    route: { path: '/', search: {} },
    fetch: () => new Promise<Response>(() => {}),
  });
}

describe('the one actor system', () => {
  it('holds every machine by its system id once its page, dialog or panel is open', async () => {
    await Promise.all([loadPageFlows(), loadSignedInFlows(), loadCheckoutFlow()]);
    const app = startedSystem();
    const { system } = app.storefront;
    const reached = new Map<string, string>();
    /** The actor under `id` now: the machine it runs, and that it is the app's system's. */
    const reach = (id: string) => {
      const actor = system.get(id);
      expect(actor, id).toBeDefined();
      expect(actor?.system, id).toBe(system);
      const snapshot = actor?.getSnapshot() as { machine?: { id: string } } | undefined;
      reached.set(id, snapshot?.machine?.id ?? '');
    };
    const open = (path: string, search: Record<string, string> = {}) =>
      app.storefront.send({ type: 'ROUTE_CHANGED', path, search });

    for (const id of ['storefront', 'storeBootstrap', 'language', 'session', 'cart', 'postPaymentReturn'])
      reach(id);
    open('/signin');
    reach('signIn');
    system.get('signIn')?.send({ type: 'USE_CODE' });
    reach('otpVerification');
    const signInCode = system.get('otpVerification');
    open('/signup');
    reach('signUp');
    expect(system.get('signIn')).toBeUndefined();
    // Sign-up's own code child (sign-in's stopped with its page).
    reach('otpVerification');
    expect(system.get('otpVerification')).not.toBe(signInCode);
    expect(system.get('otpVerification')?._parent).toBe(system.get('signUp'));
    open('/forgotPassword');
    reach('forgotPassword');
    open('/resetPassword', { token: 'reset-link' });
    reach('passwordReset');
    open('/unlock', { token: 'unlock-link' });
    reach('accountUnlock');
    open('/myProfile');
    reach('contactChange');
    system.get('contactChange')?.send({ type: 'CHANGE', channel: 'email' });
    reach('otpVerification');
    open('/userDetails');
    reach('changePassword');
    expect(system.get('otpVerification')).toBeUndefined();
    open('/activeSessions');
    reach('deviceRemoval');
    open('/checkout/0b6f1c9e-2f4d-4c1a-9d7e-5a3b2c1d0e9f');
    reach('checkout');
    open('/userprofile/order/7');
    app.storefront.send({ type: 'ENQUIRY_OPENED', orderItemId: 41 });
    reach('enquiry');
    app.storefront.send({ type: 'ASK_AI_OPENED' });
    reach('askAi');
    app.storefront.send({ type: 'ENQUIRY_CLOSED' });
    expect(system.get('enquiry')).toBeUndefined();
    // The conversation is kept while the panel is closed, and ends with the session.
    reach('askAi');

    expect(Object.fromEntries(reached)).toEqual({
      storefront: 'storefront',
      storeBootstrap: 'storeBootstrap',
      language: 'language',
      session: 'session',
      cart: 'cart',
      postPaymentReturn: 'postPaymentReturn',
      signIn: 'signIn',
      signUp: 'signUp',
      forgotPassword: 'forgotPassword',
      passwordReset: 'passwordReset',
      accountUnlock: 'accountUnlock',
      contactChange: 'contactChange',
      otpVerification: 'otpVerification',
      changePassword: 'changePassword',
      deviceRemoval: 'deviceRemoval',
      checkout: 'checkout',
      enquiry: 'enquiry',
      askAi: 'askAi',
    });
    app.storefront.stop();
  });

  it('ends the Ask AI conversation when the customer signs out, and starts a new one on the next opening', async () => {
    await loadSignedInFlows();
    const app = startedSystem();
    const { system } = app.storefront;
    app.storefront.send({ type: 'ASK_AI_OPENED' });
    const first = system.get('askAi');
    app.storefront.send({ type: 'ASK_AI_OPENED' });
    expect(system.get('askAi')).toBe(first);
    app.storefront.send({ type: 'SESSION.SIGNED_OUT' });
    expect(system.get('askAi')).toBeUndefined();
    expect(first?.getSnapshot().status).toBe('stopped');
    app.storefront.send({ type: 'ASK_AI_OPENED' });
    expect(system.get('askAi')).toBeDefined();
    expect(system.get('askAi')).not.toBe(first);
    app.storefront.stop();
  });
});

import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import type { SessionUser, SignedInVia } from '../../machines/auth/session.types.ts';
import type { Route } from '../../machines/storefront/pages.ts';
import type { StorefrontContext, StorefrontInput } from '../../machines/storefront/storefront.types.ts';
import { type ModelPath, memoizedRunner, type PathRun } from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import { storefrontModel as model, ROUTES } from './models/storefront.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The storefront as an oracle (DESIGN section 1): the app's machines start with it, from its
// input; every route change reaches the session; the page's flow runs while its page is open
// (a new query string keeps it, another reset link starts another reset); a fresh login is
// greeted; a sign-out makes the open page check its access again; the cart hears who the customer
// is, and so does the post-payment return (which also hears every page); a finished sign-in or sign-up hands its token set to the session;
// a checkout and the account pages' flows run while their page is open, once the router opened it
// (never from the start page); an unlock link's token goes to the unlock; an order item's enquiry
// runs while its dialog is open, another item's afresh; the Ask AI conversation starts once, is
// kept, and ends when the customer signs out (or is a guest);
// the checkout route's CHECKOUT.START makes a new checkout (the checkout machine, from the route's
// request), afresh on every ask, until the route opens the new checkout's page;
// a flow whose code fails to load leaves the storefront running, waiting for the next page.

type Flow =
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'passwordReset'
  | 'accountUnlock'
  | 'checkout'
  | 'startingCheckout'
  | 'contactChange'
  | 'changePassword'
  | 'deviceRemoval'
  | 'noPageFlow'
  | 'flowUnavailable';

interface SpecState {
  flow: Flow;
  enquiry: 'closed' | 'open';
  askAi: 'idle' | 'conversation';
  route: Route;
}

/** The state value as the runs print it: the three regions side by side. */
const stateValue = (state: SpecState) =>
  `(page.${state.flow}, enquiry.${state.enquiry}, askAi.${state.askAi})`;

const bare = (path: string) => path.replace(/\/+$/, '') || '/';

/** The checkout's id in /checkout/{id} (a UUID, any case); null for /checkout/cart and other pages. */
function checkoutOf(route: Route): string | null {
  const id = /^\/checkout\/([^/]+)$/.exec(bare(route.path))?.[1]?.toLowerCase();
  return id && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/.test(id) ? id : null;
}

/**
 * The flow of a page; the signed-in pages' (the checkout, the account pages) only when the router
 * opened them (`routed`), never at the start, before their guard ran.
 */
function flowOf(route: Route, routed: boolean): Flow {
  if (checkoutOf(route) !== null) return routed ? 'checkout' : 'noPageFlow';
  switch (bare(route.path)) {
    case '/signin':
      return 'signIn';
    case '/signup':
      return 'signUp';
    case '/forgotPassword':
      return 'forgotPassword';
    case '/resetPassword':
      return 'passwordReset';
    case '/unlock':
      return 'accountUnlock';
    case '/myProfile':
      return routed ? 'contactChange' : 'noPageFlow';
    case '/userDetails':
      return routed ? 'changePassword' : 'noPageFlow';
    case '/activeSessions':
      return routed ? 'deviceRemoval' : 'noPageFlow';
    default:
      return 'noPageFlow';
  }
}

/** The flow's invocation: its id and source, and its input (the reset or unlock link's token). */
function flowInvocation(flow: Flow, route: Route, step: number): PathRun['invocations'] {
  if (flow === 'noPageFlow') return [];
  const input =
    flow === 'passwordReset'
      ? { token: route.search.token ?? '' }
      : flow === 'accountUnlock'
        ? { token: route.search.token || null }
        : flow === 'checkout'
          ? { checkoutId: checkoutOf(route) }
          : undefined;
  return [{ step, id: flow, src: flow, input }];
}

function specOf(path: ModelPath) {
  const input = path.input as StorefrontInput;
  let state: SpecState = {
    flow: flowOf(input.route, false),
    enquiry: 'closed',
    askAi: 'idle',
    route: input.route,
  };
  const states: Array<{ value: string; route: Route }> = [];
  const effects: PathRun['effects'] = [];
  const invocations: PathRun['invocations'] = [
    { step: 0, id: 'storeBootstrap', src: 'storeBootstrap', input: input.store },
    { step: 0, id: 'language', src: 'language', input: input.language },
    { step: 0, id: 'session', src: 'session', input: { ...input.session, page: input.route.path } },
    { step: 0, id: 'cart', src: 'cart', input: { ...input.cart, route: input.route } },
    { step: 0, id: 'postPaymentReturn', src: 'postPaymentReturn', input: { route: input.route } },
    ...flowInvocation(state.flow, input.route, 0),
  ];
  const push = () => states.push({ value: stateValue(state), route: state.route });
  path.steps.forEach(({ event }, step) => {
    if (step === 0) {
      push();
      return;
    }
    const payload = event as EventObject &
      Route & { user?: SessionUser; via?: SignedInVia; output?: TokenSet; orderItemId?: number };
    if (event.type === 'ROUTE_CHANGED') {
      const route = { path: payload.path, search: payload.search };
      effects.push({ step, action: 'passRouteToSession', params: route });
      effects.push({ step, action: 'passRouteToCart', params: route });
      effects.push({ step, action: 'passRouteToPaymentReturn', params: route });
      // SPEC section 2: /checkout/cart and /checkout/buy-now only start a checkout; the router may
      // announce one while the checkout it asked for is being made, which goes on.
      const announcedStart =
        state.flow === 'startingCheckout' && /^\/checkout\/(cart|buy-now)\/?$/.test(route.path);
      const next = announcedStart ? 'startingCheckout' : flowOf(route, true);
      const stays =
        state.flow !== 'flowUnavailable' &&
        next === state.flow &&
        (next !== 'passwordReset' || route.search.token === state.route.search.token) &&
        (next !== 'checkout' || checkoutOf(route) === checkoutOf(state.route));
      if (!stays) invocations.push(...flowInvocation(next, route, step));
      state = { ...state, flow: next, route };
    } else if (event.type === 'CHECKOUT.START') {
      // The checkout machine makes a new checkout from the route's request (afresh on every ask).
      const { request } = event as EventObject & { request: unknown };
      invocations.push({ step, id: 'checkout', src: 'checkout', input: { start: request } });
      state = { ...state, flow: 'startingCheckout' };
    } else if (event.type === 'SESSION.SIGNED_IN') {
      // The cart switches to the customer's; a fresh login is greeted.
      effects.push({
        step,
        action: 'tellCart',
        params: { type: 'SESSION.SIGNED_IN', via: payload.via },
      });
      effects.push({
        step,
        action: 'tellPaymentReturn',
        params: { type: 'SESSION.SIGNED_IN', via: payload.via },
      });
      // A fresh login is greeted, and adds the product a guest asked to keep in the wish list.
      if (payload.via === 'login') {
        effects.push({
          step,
          action: 'welcomeCustomer',
          params: { name: payload.user?.displayName ?? null },
        });
        effects.push({ step, action: 'completePendingWish', params: undefined });
      }
    } else if (event.type === 'SESSION.SIGNED_OUT') {
      effects.push({ step, action: 'tellCart', params: { type: 'SESSION.SIGNED_OUT' } });
      effects.push({ step, action: 'tellPaymentReturn', params: { type: 'SESSION.SIGNED_OUT' } });
      effects.push({ step, action: 'recheckPageAccess', params: undefined });
      // A signed-out visitor has no Ask AI conversation.
      state = { ...state, askAi: 'idle' };
    } else if (event.type === 'SESSION.GUEST') {
      effects.push({ step, action: 'tellCart', params: { type: 'SESSION.GUEST' } });
      effects.push({ step, action: 'tellPaymentReturn', params: { type: 'SESSION.GUEST' } });
      state = { ...state, askAi: 'idle' };
    } else if (event.type === 'ENQUIRY_OPENED') {
      // Each opened dialog runs its own item's flow, afresh.
      invocations.push({ step, id: 'enquiry', src: 'enquiry', input: { orderItemId: payload.orderItemId } });
      state = { ...state, enquiry: 'open' };
    } else if (event.type === 'ENQUIRY_CLOSED' || event.type === 'xstate.error.actor.enquiry') {
      state = { ...state, enquiry: 'closed' };
    } else if (event.type === 'ASK_AI_OPENED') {
      // The conversation starts once and is kept while the panel and the page are closed.
      if (state.askAi === 'idle') invocations.push({ step, id: 'askAi', src: 'askAi', input: undefined });
      state = { ...state, askAi: 'conversation' };
    } else if (event.type === 'xstate.error.actor.askAi') {
      state = { ...state, askAi: 'idle' };
    } else if (event.type.startsWith('xstate.error.actor.')) {
      // The page's flow failed to load: the storefront waits for the next page.
      state = { ...state, flow: 'flowUnavailable' };
    } else if (event.type === 'xstate.done.actor.signIn' || event.type === 'xstate.done.actor.signUp') {
      effects.push({ step, action: 'handOverTokens', params: payload.output });
    }
    push();
  });
  return { states, effects, invocations };
}

describe('storefront: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<StorefrontContext, { route: Route }>(path, run, spec.states, (context) => context);
    expect(run.effects).toEqual(spec.effects);
    expect(run.invocations).toEqual(spec.invocations);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'page',
      'page.startingCheckout',
      'page.choosingPageFlow',
      'page.noPageFlow',
      'page.flowUnavailable',
      'page.signIn',
      'page.signUp',
      'page.forgotPassword',
      'page.passwordReset',
      'page.accountUnlock',
      'page.contactChange',
      'page.changePassword',
      'page.deviceRemoval',
      'page.checkout',
      'enquiry',
      'enquiry.closed',
      'enquiry.open',
      'askAi',
      'askAi.idle',
      'askAi.conversation',
    ],
    transitions: 56,
  });

  it('include a reset link replaced by another on the same page, which starts a new reset', () => {
    const replaced = paths.some((path) =>
      path.steps.some(
        (step, index) =>
          index > 0 &&
          (step.event as EventObject & Route).search?.token === ROUTES.otherReset.search.token &&
          (path.steps[index - 1]?.state.context as StorefrontContext | undefined)?.route.search.token ===
            ROUTES.reset.search.token,
      ),
    );
    expect(replaced).toBe(true);
  });
});

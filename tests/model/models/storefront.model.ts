import type { EventObject } from 'xstate';
import type { SessionUser } from '../../../machines/auth/session.types.ts';
import type { Route } from '../../../machines/storefront/pages.ts';
import {
  type StorefrontSnapshot,
  storefrontMachine,
} from '../../../machines/storefront/storefront.machine.ts';
import type { StorefrontInput } from '../../../machines/storefront/storefront.types.ts';
import {
  actorDone,
  actorError,
  canHappen,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { TOKENS } from './flowFixtures.ts';

export const CUSTOMER: SessionUser = { id: 'customer-1', displayName: 'Asha Rao', email: 'asha@example.com' };

/** The pages the model opens, by name. */
export const ROUTES = {
  home: { path: '/', search: {} },
  cart: { path: '/cart', search: { coupon: 'WELCOME' } },
  signIn: { path: '/signin', search: {} },
  signInAgain: { path: '/signin/', search: { from: 'header' } },
  signUp: { path: '/signup', search: {} },
  forgotPassword: { path: '/forgotPassword', search: {} },
  reset: { path: '/resetPassword', search: { token: 'link-1' } },
  otherReset: { path: '/resetPassword', search: { token: 'link-2' } },
  checkout: { path: '/checkout/0b6f1c9e-2f4d-4c1a-9d7e-5a3b2c1d0e9f', search: {} },
  checkoutAgain: { path: '/checkout/0B6F1C9E-2F4D-4C1A-9D7E-5A3B2C1D0E9F/', search: { step: '2' } },
  otherCheckout: { path: '/checkout/7c1e2d3f-4a5b-4c6d-8e7f-901a2b3c4d5e', search: {} },
  startCheckout: { path: '/checkout/cart', search: {} },
  unlock: { path: '/unlock', search: {} },
  unlockLink: { path: '/unlock', search: { token: 'unlock-1' } },
  myProfile: { path: '/myProfile', search: {} },
  userDetails: { path: '/userDetails', search: {} },
  activeSessions: { path: '/activeSessions', search: {} },
} as const satisfies Record<string, Route>;

const inputOn = (route: Route): StorefrontInput => ({
  store: { realmName: 'demo-customers', storeId: 19 },
  language: { requested: 'fr', source: 'cookie' },
  session: { tokens: { access: null, refresh: null, id: null }, realmName: 'demo' },
  cart: { guestLines: [], pendingAdd: null, pendingMerge: null, mergeRefused: false },
  route,
});

export const SCENARIOS = {
  home: 'opened on /',
  signIn: 'opened on /signin',
  reset: 'opened from a reset link',
  checkout: "opened on a checkout's page (before the router checked it)",
  unlockLink: 'opened from an unlock link',
  myProfile: 'opened on /myProfile (before the router checked it)',
} as const;

export const EVENTS = Object.fromEntries(
  Object.keys(ROUTES).map((name) => [name, `ROUTE_CHANGED (to ${name})`]),
) as Record<keyof typeof ROUTES, string>;

export const SESSION_EVENTS = {
  loggedIn: 'SESSION.SIGNED_IN (login)',
  restored: 'SESSION.SIGNED_IN (cookie)',
  elsewhere: 'SESSION.SIGNED_IN (elsewhere)',
  signedOut: 'SESSION.SIGNED_OUT',
  guest: 'SESSION.GUEST',
  signInDone: 'xstate.done.actor.signIn (token set)',
  signUpDone: 'xstate.done.actor.signUp (token set)',
} as const;

/** The checkout route's visit to /checkout/cart: the checkout machine makes a new checkout. */
export const START_EVENTS = {
  checkoutStart: 'CHECKOUT.START (the cart)',
} as const;

export const DIALOG_EVENTS = {
  enquiryOpened: 'ENQUIRY_OPENED (item 41)',
  otherEnquiryOpened: 'ENQUIRY_OPENED (item 42)',
  enquiryClosed: 'ENQUIRY_CLOSED',
  askAiOpened: 'ASK_AI_OPENED',
} as const;

/** The page flows the storefront invokes; each may fail to load its code. */
export const FLOWS = [
  'signIn',
  'signUp',
  'forgotPassword',
  'passwordReset',
  'accountUnlock',
  'checkout',
  'contactChange',
  'changePassword',
  'deviceRemoval',
] as const;

/** The flows of the dialog and the panel, which may fail to load their code too. */
export const DIALOG_FLOWS = ['enquiry', 'askAi'] as const;

const DIALOG_EVENT_TYPES = new Set<string>([
  'ENQUIRY_OPENED',
  'ENQUIRY_CLOSED',
  'ASK_AI_OPENED',
  ...DIALOG_FLOWS.map((flow) => `xstate.error.actor.${flow}`),
]);

/**
 * The three regions are independent: walking every page with every dialog open would multiply the
 * graph by four and add nothing. The enquiry and Ask AI are opened on the home page, with no page
 * flow running; while either is open only they and the session are heard (a sign-out ends the
 * conversation); the pages are walked with both closed.
 */
function eventFits(snapshot: StorefrontSnapshot, event: EventObject): boolean {
  if (!canHappen(snapshot, event)) return false;
  const value = snapshot.value as { page: string; enquiry: string; askAi: string };
  // The route asks for a new checkout from a page with no flow of its own (the cart), or again
  // from its error page (Try again) while the last start is still the page's.
  if (event.type === 'CHECKOUT.START')
    return (
      (value.page === 'noPageFlow' || value.page === 'startingCheckout') &&
      value.enquiry === 'closed' &&
      value.askAi === 'idle'
    );
  if (DIALOG_EVENT_TYPES.has(event.type))
    return value.page === 'noPageFlow' && snapshot.context.route.path === '/';
  const dialogsClosed = value.enquiry === 'closed' && value.askAi === 'idle';
  return dialogsClosed || event.type.startsWith('SESSION.');
}

export const storefrontModel = defineModel({
  name: 'storefront',
  machine: storefrontMachine,
  scenarios: [
    { label: SCENARIOS.home, input: inputOn(ROUTES.home) },
    { label: SCENARIOS.signIn, input: inputOn(ROUTES.signIn) },
    { label: SCENARIOS.reset, input: inputOn(ROUTES.reset) },
    { label: SCENARIOS.checkout, input: inputOn(ROUTES.checkout) },
    { label: SCENARIOS.unlockLink, input: inputOn(ROUTES.unlockLink) },
  ],
  events: [
    ...Object.entries(ROUTES).map(([name, route]) =>
      userEvent({ type: 'ROUTE_CHANGED', ...route }, EVENTS[name as keyof typeof ROUTES]),
    ),
    userEvent({ type: 'SESSION.SIGNED_IN', user: CUSTOMER, via: 'login' }, SESSION_EVENTS.loggedIn),
    userEvent({ type: 'SESSION.SIGNED_IN', user: CUSTOMER, via: 'cookie' }, SESSION_EVENTS.restored),
    userEvent({ type: 'SESSION.SIGNED_IN', user: CUSTOMER, via: 'elsewhere' }, SESSION_EVENTS.elsewhere),
    userEvent({ type: 'SESSION.SIGNED_OUT' }, SESSION_EVENTS.signedOut),
    userEvent({ type: 'SESSION.GUEST' }, SESSION_EVENTS.guest),
    actorDone('signIn', TOKENS, 'token set'),
    actorDone('signUp', TOKENS, 'token set'),
    ...FLOWS.map((flow) => actorError(flow, 'code failed to load')),
    userEvent({ type: 'CHECKOUT.START', request: { source: 'cart' } }, START_EVENTS.checkoutStart),
    userEvent({ type: 'ENQUIRY_OPENED', orderItemId: 41 }, DIALOG_EVENTS.enquiryOpened),
    userEvent({ type: 'ENQUIRY_OPENED', orderItemId: 42 }, DIALOG_EVENTS.otherEnquiryOpened),
    userEvent({ type: 'ENQUIRY_CLOSED' }, DIALOG_EVENTS.enquiryClosed),
    userEvent({ type: 'ASK_AI_OPENED' }, DIALOG_EVENTS.askAiOpened),
    ...DIALOG_FLOWS.map((flow) => actorError(flow, 'failed to start')),
  ],
  project: ({ context }) => context,
  filterEvents: eventFits,
  describeState: ({ value, context }) => `${stateValueToString(value)} at ${context.route.path}`,
  effects: [
    'welcomeCustomer',
    'completePendingWish',
    'recheckPageAccess',
    'passRouteToSession',
    'passRouteToCart',
    'passRouteToPaymentReturn',
    'tellCart',
    'tellPaymentReturn',
    'handOverTokens',
  ],
});

import { assertEvent, assign, raise, sendTo, setup } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import type { changePasswordMachine } from '../account/changePassword.machine.ts';
import type { contactChangeMachine } from '../account/contactChange.machine.ts';
import type { deviceRemovalMachine } from '../account/deviceRemoval.machine.ts';
import type { askAiMachine } from '../askAi/askAi.machine.ts';
import type { accountUnlockMachine } from '../auth/accountUnlock.machine.ts';
import type { forgotPasswordMachine } from '../auth/forgotPassword.machine.ts';
import type { passwordResetMachine } from '../auth/passwordReset.machine.ts';
import { sessionMachine } from '../auth/session.machine.ts';
import type { SignedInVia } from '../auth/session.types.ts';
import type { signInMachine } from '../auth/signIn.machine.ts';
import type { signUpMachine } from '../auth/signUp.machine.ts';
import { cartMachine } from '../cart/cart.machine.ts';
import type { checkoutMachine } from '../checkout/checkout.machine.ts';
import { postPaymentReturnMachine } from '../checkout/postPaymentReturn.machine.ts';
import type { enquiryMachine } from '../orders/enquiry.machine.ts';
import { languageMachine } from '../store/language.machine.ts';
import { storeBootstrapMachine } from '../store/storeBootstrap.machine.ts';
import { checkoutIdOf, isPage, PAGES, type Route, startsCheckout } from './pages.ts';
import { providedByApp } from './providedByApp.ts';
import type {
  CartSessionEvent,
  StorefrontContext,
  StorefrontEvent,
  StorefrontInput,
} from './storefront.types.ts';

// The storefront: the root of the one actor system (DESIGN section 1). It runs the machines the
// whole app needs (store bootstrap, language, session, cart, post-payment return) for as long as
// the page lives, and, in three parallel regions:
// - page: the flow of the open page, for as long as that page is open: sign-in, sign-up, forgot
//   password, password reset and account unlock (guest pages, started with the page), and the
//   checkout, the contact change on /myProfile, the change of password on /userDetails and the
//   removal of a trusted device on /activeSessions (signed-in pages: opened only when the router
//   says the page is open, that is once its guard let a signed-in customer in, never from the page
//   the app starts on, which the router has not checked yet);
// - enquiry: the enquiry flow of the order item whose dialog is open (ENQUIRY_OPENED names the
//   item; ENQUIRY_CLOSED ends it; opening another item's starts afresh);
// - askAi: the customer's Ask AI conversation, started when its panel or page first opens and kept
//   while they are closed (reopening continues it), until the customer signs out.
// It is the bus between them: the router tells it the page (ROUTE_CHANGED), which it passes on to
// the machines that care; the session announces sign-in and sign-out, and it reacts; a finished
// sign-in or sign-up flow's token set goes to the session. Every child has a system id, so screens
// find it with `system.get(id)`. The flows' machines are provided by the app, which loads their
// code before they start (src/app/pageFlows.ts), so the first render does not carry them.

/** The input of each invoked machine, read from the storefront's own input (the init event). */
const startInput = (event: StorefrontEvent | { type: 'xstate.init'; input: StorefrontInput }) => {
  if (!('input' in event)) throw new Error('storefront: children start with the storefront');
  return event.input;
};

/** The ROUTE_CHANGED the storefront passes on to a child that cares which page is open. */
const routeChangedTo = (_: unknown, route: Route) => ({
  type: 'ROUTE_CHANGED' as const,
  path: route.path,
  search: route.search,
});

/** SESSION.SIGNED_IN, as the cart and the post-payment return hear it (how, not who). */
const signedInVia = ({ event }: { event: { via: SignedInVia } }): CartSessionEvent => ({
  type: 'SESSION.SIGNED_IN',
  via: event.via,
});
const tellSignedIn = [
  { type: 'tellCart', params: signedInVia },
  { type: 'tellPaymentReturn', params: signedInVia },
] as const;

/** The route a ROUTE_CHANGED names. */
const routeOf = ({ event }: { event: Route }): Route => ({ path: event.path, search: event.search });

/** ROUTE_CHANGED: remember the page, and tell the machines that care which page is open. */
const followRoute = [
  { type: 'rememberRoute', params: routeOf },
  { type: 'passRouteToSession', params: routeOf },
  { type: 'passRouteToCart', params: routeOf },
  { type: 'passRouteToPaymentReturn', params: routeOf },
] as const;

/** The page the storefront is on now (its route was remembered before this is asked). */
const isOpen = (page: string) =>
  ({
    type: 'isOnPage',
    params: ({ context }: { context: StorefrontContext }) => ({ route: context.route, page }),
  }) as const;

/** The token of an e-mailed unlock link (/unlock?token=…); null when the page was opened without one. */
const unlockTokenOf = (route: Route): string | null => (route.search.token ?? '').slice(0, 100) || null;

/** The router has just opened `page` (a ROUTE_CHANGED, after the page's guards). */
const routedTo = (page: string) =>
  ({
    type: 'isRoutedToPage',
    params: ({ event }: { event: { type: string } }) => ({
      routed: event.type === 'ROUTE_CHANGED',
      path: 'path' in event && typeof event.path === 'string' ? event.path : '',
      page,
    }),
  }) as const;

/** A finished sign-in or sign-up hands its token set to the session. */
const handOverTokens = {
  type: 'handOverTokens',
  params: ({ event }: { event: { output: TokenSet } }) => event.output,
} as const;

/** A ROUTE_CHANGED that stays on `page` (only its query string changed). */
const staysOn = (page: string) =>
  ({
    type: 'isOnPage',
    params: ({ event }: { event: Route }) => ({ route: routeOf({ event }), page }),
  }) as const;

/**
 * The state of a page flow that lives while `page` is open (a new query string keeps it): it runs
 * the flow `id` (its system id too; `extra` adds to the invocation); leaving the page stops it,
 * and a flow that fails to load or start leaves the storefront waiting for the next page.
 */
const whilePageOpen = <Id extends string, Extra extends object = object>(
  id: Id,
  page: string,
  extra?: Extra,
) =>
  ({
    invoke: { id, systemId: id, src: id, onError: { target: 'flowUnavailable' }, ...(extra as Extra) },
    on: {
      ROUTE_CHANGED: [
        { guard: staysOn(page), actions: followRoute },
        { target: 'choosingPageFlow', actions: followRoute },
      ],
    },
  }) as const;

export const storefrontMachine = setup({
  types: {
    input: {} as StorefrontInput,
    context: {} as StorefrontContext,
    events: {} as StorefrontEvent,
    children: {} as {
      storeBootstrap: 'storeBootstrap';
      language: 'language';
      session: 'session';
      signIn: 'signIn';
      signUp: 'signUp';
      forgotPassword: 'forgotPassword';
      passwordReset: 'passwordReset';
      cart: 'cart';
      postPaymentReturn: 'postPaymentReturn';
      checkout: 'checkout';
      accountUnlock: 'accountUnlock';
      contactChange: 'contactChange';
      changePassword: 'changePassword';
      deviceRemoval: 'deviceRemoval';
      enquiry: 'enquiry';
      askAi: 'askAi';
    },
  },
  actors: {
    cart: cartMachine,
    postPaymentReturn: postPaymentReturnMachine,
    storeBootstrap: storeBootstrapMachine,
    language: languageMachine,
    session: sessionMachine,
    // The flows' code loads when their page or dialog opens: the app provides them.
    signIn: providedByApp<typeof signInMachine>('signIn'),
    signUp: providedByApp<typeof signUpMachine>('signUp'),
    forgotPassword: providedByApp<typeof forgotPasswordMachine>('forgotPassword'),
    passwordReset: providedByApp<typeof passwordResetMachine>('passwordReset'),
    // The checkout's code loads with its page (src/features/checkout/checkoutFlow.ts): the app provides it.
    checkout: providedByApp<typeof checkoutMachine>('checkout'),
    accountUnlock: providedByApp<typeof accountUnlockMachine>('accountUnlock'),
    contactChange: providedByApp<typeof contactChangeMachine>('contactChange'),
    changePassword: providedByApp<typeof changePasswordMachine>('changePassword'),
    deviceRemoval: providedByApp<typeof deviceRemovalMachine>('deviceRemoval'),
    enquiry: providedByApp<typeof enquiryMachine>('enquiry'),
    askAi: providedByApp<typeof askAiMachine>('askAi'),
  },
  actions: {
    rememberRoute: assign({ route: (_, route: Route) => route }),
    /** Tells the session which page is open (a 401 on /signin never refreshes). */
    passRouteToSession: sendTo('session', routeChangedTo),
    /** Tells the cart which page is open (the merge waits off /cart; the pending add skips some pages). */
    passRouteToCart: sendTo('cart', routeChangedTo),
    /** Tells the post-payment return which page is open (it waits on the checkout and payment pages). */
    passRouteToPaymentReturn: sendTo('postPaymentReturn', routeChangedTo),
    /** Tells the cart whose it is now (it switches between the guest's and the customer's). */
    tellCart: sendTo('cart', (_, announcement: CartSessionEvent) => announcement),
    /** Tells the post-payment return whether a customer is signed in (only a customer's order is checked). */
    tellPaymentReturn: sendTo('postPaymentReturn', (_, announcement: CartSessionEvent) => announcement),
    /** Hands a finished sign-in or sign-up's token set to the session, which signs the customer in. */
    handOverTokens: sendTo('session', (_, tokens: TokenSet) => ({
      type: 'LOGIN_SUCCEEDED' as const,
      tokens,
    })),
    /** Greets the customer who just signed in (a toast). */
    welcomeCustomer: (_, _params: { name: string | null }) => {},
    /**
     * Adds the product a guest asked to keep in the wish list before signing in (kept in storage),
     * and says so; the tab that signed in does it, once.
     */
    completePendingWish: () => {},
    /** Ends the Ask AI conversation (the askAi region hears it): a signed-out visitor has none. */
    endConversation: raise({ type: 'ASK_AI_ENDED' }),
    /** Runs the open page's guards again: a signed-in-only page sends a new guest to sign in. */
    recheckPageAccess: () => {},
  },
  guards: {
    isOnPage: (_, check: { route: Route; page: string }) => isPage(check.route.path, check.page),
    /** The same reset link: another token on /resetPassword is another reset. */
    isSameResetLink: (_, check: { current: Route; next: Route }) =>
      isPage(check.next.path, PAGES.resetPassword) && check.next.search.token === check.current.search.token,
    isLogin: (_, via: SignedInVia) => via === 'login',
    /**
     * The router opened `page` (not the start on it: its guard has not run yet); for the checkout,
     * a checkout's own page (/checkout/{id}).
     */
    isRoutedToCheckoutStart: ({ event }) => event.type === 'ROUTE_CHANGED' && startsCheckout(event.path),
    isRoutedToPage: (_, check: { routed: boolean; path: string; page: string }) =>
      check.routed &&
      (check.page === PAGES.checkout ? checkoutIdOf(check.path) !== null : isPage(check.path, check.page)),
    /** The same checkout's page (another checkout's id is another checkout). */
    isSameCheckout: (_, check: { current: Route; next: Route }) => {
      const next = checkoutIdOf(check.next.path);
      return next !== null && next === checkoutIdOf(check.current.path);
    },
  },
}).createMachine({
  id: 'storefront',
  context: ({ input }) => ({ route: input.route }),
  invoke: [
    {
      id: 'storeBootstrap',
      systemId: 'storeBootstrap',
      src: 'storeBootstrap',
      input: ({ event }) => startInput(event).store,
    },
    {
      id: 'language',
      systemId: 'language',
      src: 'language',
      input: ({ event }) => startInput(event).language,
    },
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      input: ({ event }) => {
        const { session, route } = startInput(event);
        return { ...session, page: route.path };
      },
    },
    {
      id: 'cart',
      systemId: 'cart',
      src: 'cart',
      input: ({ event }) => {
        const { cart, route } = startInput(event);
        return { ...cart, route };
      },
    },
    {
      id: 'postPaymentReturn',
      systemId: 'postPaymentReturn',
      src: 'postPaymentReturn',
      input: ({ event }) => ({ route: startInput(event).route }),
    },
  ],
  on: {
    'SESSION.SIGNED_IN': [
      {
        guard: { type: 'isLogin', params: ({ event }) => event.via },
        actions: [
          ...tellSignedIn,
          { type: 'welcomeCustomer', params: ({ event }) => ({ name: event.user?.displayName ?? null }) },
          'completePendingWish',
        ],
      },
      // The cart hears how: a sign-in adopted from another tab does not merge the guest cart again.
      {
        actions: [...tellSignedIn],
      },
    ],
    'SESSION.SIGNED_OUT': {
      actions: [
        { type: 'tellCart', params: { type: 'SESSION.SIGNED_OUT' } },
        { type: 'tellPaymentReturn', params: { type: 'SESSION.SIGNED_OUT' } },
        'recheckPageAccess',
        'endConversation',
      ],
    },
    'SESSION.GUEST': {
      actions: [
        { type: 'tellCart', params: { type: 'SESSION.GUEST' } },
        { type: 'tellPaymentReturn', params: { type: 'SESSION.GUEST' } },
        'endConversation',
      ],
    },
  },
  type: 'parallel',
  states: {
    page: {
      initial: 'choosingPageFlow',
      // The checkout route asks for a new checkout (after its guard, on a visit, never a preload).
      on: { 'CHECKOUT.START': { target: '.startingCheckout', reenter: true } },
      states: {
        // A new checkout being made by the checkout machine; the route reads its id, then opens
        // /checkout/{checkoutId}, whose ROUTE_CHANGED starts that checkout's own flow.
        startingCheckout: {
          invoke: {
            id: 'checkout',
            systemId: 'checkout',
            src: 'checkout',
            input: ({ event }) => {
              assertEvent(event, 'CHECKOUT.START');
              return { start: event.request };
            },
            onError: { target: 'flowUnavailable' },
          },
          on: {
            ROUTE_CHANGED: [
              // The router announcing the start page itself (it may do so after the route's loader
              // asked for the start): the checkout goes on being made.
              { guard: 'isRoutedToCheckoutStart', actions: followRoute },
              { target: 'choosingPageFlow', actions: followRoute },
            ],
          },
        },
        // Which flow the open page runs; decided from the route as soon as it changes.
        choosingPageFlow: {
          always: [
            { guard: isOpen(PAGES.signIn), target: 'signIn' },
            { guard: isOpen(PAGES.signUp), target: 'signUp' },
            { guard: isOpen(PAGES.forgotPassword), target: 'forgotPassword' },
            { guard: isOpen(PAGES.resetPassword), target: 'passwordReset' },
            { guard: isOpen(PAGES.unlock), target: 'accountUnlock' },
            { guard: routedTo(PAGES.checkout), target: 'checkout' },
            { guard: routedTo(PAGES.myProfile), target: 'contactChange' },
            { guard: routedTo(PAGES.userDetails), target: 'changePassword' },
            { guard: routedTo(PAGES.activeSessions), target: 'deviceRemoval' },
            { target: 'noPageFlow' },
          ],
        },
        noPageFlow: {
          on: { ROUTE_CHANGED: { target: 'choosingPageFlow', actions: followRoute } },
        },
        // A page flow whose code could not load or start (its page shows the error page): the app's
        // other actors keep running, and the next route change starts the page's flow afresh.
        flowUnavailable: {
          on: { ROUTE_CHANGED: { target: 'choosingPageFlow', actions: followRoute } },
        },
        // Each page flow lives while its page is open (a new query string keeps it); leaving the page
        // stops it, and coming back starts afresh.
        signIn: whilePageOpen('signIn', PAGES.signIn, { onDone: { actions: handOverTokens } }),
        signUp: whilePageOpen('signUp', PAGES.signUp, { onDone: { actions: handOverTokens } }),
        forgotPassword: whilePageOpen('forgotPassword', PAGES.forgotPassword),
        passwordReset: {
          invoke: {
            id: 'passwordReset',
            systemId: 'passwordReset',
            src: 'passwordReset',
            input: ({ context }) => ({ token: context.route.search.token ?? '' }),
            onError: { target: 'flowUnavailable' },
          },
          on: {
            ROUTE_CHANGED: [
              {
                guard: {
                  type: 'isSameResetLink',
                  params: ({ context, event }) => ({ current: context.route, next: routeOf({ event }) }),
                },
                actions: followRoute,
              },
              { target: 'choosingPageFlow', actions: followRoute },
            ],
          },
        },
        // The unlock of the open /unlock page; opened from an e-mailed link, it redeems the link's token.
        accountUnlock: whilePageOpen('accountUnlock', PAGES.unlock, {
          input: ({ context }: { context: StorefrontContext }) => ({ token: unlockTokenOf(context.route) }),
        }),
        // The signed-in account pages' flows: each lives while its page is open.
        contactChange: whilePageOpen('contactChange', PAGES.myProfile),
        changePassword: whilePageOpen('changePassword', PAGES.userDetails),
        deviceRemoval: whilePageOpen('deviceRemoval', PAGES.activeSessions),
        // The checkout of the open page, with its payment selection; it stays once the order is placed
        // (the page shows it), and leaving the page (or opening another checkout) stops it.
        checkout: {
          invoke: {
            id: 'checkout',
            systemId: 'checkout',
            src: 'checkout',
            input: ({ context }) => {
              const checkoutId = checkoutIdOf(context.route.path);
              if (checkoutId === null) throw new Error('storefront: the checkout opens on its page only');
              return { checkoutId };
            },
            onError: { target: 'flowUnavailable' },
          },
          on: {
            ROUTE_CHANGED: [
              {
                guard: {
                  type: 'isSameCheckout',
                  params: ({ context, event }) => ({ current: context.route, next: routeOf({ event }) }),
                },
                actions: followRoute,
              },
              { target: 'choosingPageFlow', actions: followRoute },
            ],
          },
        },
      },
    },
    // The enquiry dialog of one order item: its flow runs while the dialog is open.
    enquiry: {
      initial: 'closed',
      states: {
        closed: {
          on: { ENQUIRY_OPENED: { target: 'open' } },
        },
        open: {
          invoke: {
            id: 'enquiry',
            systemId: 'enquiry',
            src: 'enquiry',
            input: ({ event }) => {
              assertEvent(event, 'ENQUIRY_OPENED');
              return { orderItemId: event.orderItemId };
            },
            onError: { target: 'closed' },
          },
          on: {
            // Another item's dialog (or the same one opened afresh) starts its own flow.
            ENQUIRY_OPENED: { target: 'open', reenter: true },
            ENQUIRY_CLOSED: { target: 'closed' },
          },
        },
      },
    },
    // The customer's Ask AI conversation: started when the panel or the page first opens, kept
    // while they are closed, forgotten (an answer under way aborted) when the customer signs out.
    askAi: {
      initial: 'idle',
      states: {
        idle: {
          on: { ASK_AI_OPENED: { target: 'conversation' } },
        },
        conversation: {
          invoke: { id: 'askAi', systemId: 'askAi', src: 'askAi', onError: { target: 'idle' } },
          on: { ASK_AI_ENDED: { target: 'idle' } },
        },
      },
    },
  },
});

export type StorefrontSnapshot = ReturnType<typeof storefrontMachine.transition>;

import { useSelector } from '@xstate/react';
import { type ActorRefFrom, createActor } from 'xstate';
import type { askAiMachine } from '../../../machines/askAi/askAi.machine.ts';
import { isSignedIn, selectAccessToken } from '../../../machines/auth/session.machine.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { i18n } from '../../app/i18n.ts';
import type { AppSystem } from '../../app/system.ts';
import { askAiLogic } from './actors/askAi.ts';
import { productOnScreen } from './askAiProductOnScreen.ts';

export type AskAiActor = ActorRefFrom<typeof askAiMachine>;
type AskAiSnapshot = ReturnType<AskAiActor['getSnapshot']>;

// The customer's current conversation, one for the widget's panel and the Ask AI page: closing the
// panel or leaving the page keeps it (reopening continues it, an answer under way goes on), while
// the app lives and the customer stays signed in. Signing out stops it (an answer under way is
// aborted) and forgets it. Started with the panel's or the page's code, never on the first render.
let kept: { system: AppSystem; actor: AskAiActor } | null = null;

/** The kept conversation of this app's signed-in customer, started on first use. */
export function keptAskAiActor(system: AppSystem): AskAiActor {
  if (kept?.system === system && kept.actor.getSnapshot().status === 'active') return kept.actor;
  const actor = createActor(
    askAiLogic({
      baseUrl: system.config.apiBaseUrl,
      accessToken: () => selectAccessToken(system.session.getSnapshot()),
      refreshAccess: system.refreshAccess,
      // The shopper's language when they ask (it may have changed since).
      language: () => i18n.locale || null,
      // The product page open when they ask: "this" and "it" are that product.
      productOnScreen: () => productOnScreen(system.storefront.getSnapshot().context.route),
    }),
    { inspect: system.inspect },
  );
  actor.start();
  const signedOut = system.session.subscribe((session) => {
    if (isSignedIn(session)) return;
    signedOut.unsubscribe();
    actor.stop();
    if (kept?.actor === actor) kept = null;
  });
  kept = { system, actor };
  return actor;
}

/**
 * The conversation for the page or the widget's panel that shows it: the kept one (see above). Its
 * calls carry the session's token and the shopper's language. It reports to the system's inspector
 * (and the journeys' transition recorder).
 */
export function useAskAiActor(): AskAiActor {
  return keptAskAiActor(useAppSystem());
}

export function useAskAi<T>(actor: AskAiActor, selector: (snapshot: AskAiSnapshot) => T): T {
  return useSelector(actor, selector);
}

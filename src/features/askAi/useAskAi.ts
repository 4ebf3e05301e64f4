import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { askAiMachine } from '../../../machines/askAi/askAi.machine.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { useSystemActor } from '../../app/useSystemActor.ts';

export type AskAiActor = ActorRefFrom<typeof askAiMachine>;
type AskAiSnapshot = ReturnType<AskAiActor['getSnapshot']>;

/**
 * The customer's current conversation, one for the widget's panel and the Ask AI page: the askAi
 * actor of the app's system (system id askAi), which the storefront starts when the panel or the
 * page first opens (ASK_AI_OPENED, once its code is loaded) and keeps while they are closed
 * (reopening continues it, an answer under way goes on), until the customer signs out (an answer
 * under way is aborted, the conversation forgotten). Undefined until it runs.
 */
export function useAskAiActor(): AskAiActor | undefined {
  const { storefront } = useAppSystem();
  const actor = useSystemActor('askAi');
  useLayoutEffect(() => {
    let shown = true;
    loadSignedInFlows()
      .then(() => {
        if (shown) storefront.send({ type: 'ASK_AI_OPENED' });
      })
      // The panel or page stays without a conversation; opening it again tries again.
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [storefront]);
  return actor;
}

export function useAskAi<T>(actor: AskAiActor, selector: (snapshot: AskAiSnapshot) => T): T {
  return useSelector(actor, selector);
}

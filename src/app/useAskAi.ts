import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { askAiMachine } from '../../machines/askAi.machine.ts';
import { selectAccessToken } from '../../machines/session.machine.ts';
import { useAppSystem } from './AppSystemContext.tsx';
import { askAiLogic } from './actors/askAi.ts';

export type AskAiActor = ActorRefFrom<typeof askAiMachine>;
type AskAiSnapshot = ReturnType<AskAiActor['getSnapshot']>;

/**
 * A conversation with the assistant, for the page or the widget's panel that opens it: it lives
 * while they are open (closing stops an answer under way). Its calls carry the session's token and
 * the shopper's language. It reports to the system's inspector (and the journeys' transition recorder).
 */
export function useAskAiActor(): AskAiActor {
  const system = useAppSystem();
  const { i18n } = useLingui();
  const logic = useMemo(
    () =>
      askAiLogic({
        baseUrl: system.config.apiBaseUrl,
        accessToken: () => selectAccessToken(system.session.getSnapshot()),
        refreshAccess: system.refreshAccess,
        language: () => i18n.locale || null,
      }),
    [system, i18n],
  );
  return useActorRef(logic, { inspect: system.inspect });
}

export function useAskAi<T>(actor: AskAiActor, selector: (snapshot: AskAiSnapshot) => T): T {
  return useSelector(actor, selector);
}

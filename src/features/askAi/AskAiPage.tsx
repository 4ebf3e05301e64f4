import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { selectConversationId, selectTurns } from '../../../machines/askAi.machine.ts';
import type { AskAiTurn } from '../../../machines/askAi.types.ts';
import { useAskAi, useAskAiActor } from '../../app/useAskAi.ts';
import { useAskAiConversations } from '../../app/useAskAiConversations.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { AskAiConversation } from './AskAiConversation.tsx';

/** The full Ask AI page: the conversation, and the customer's earlier conversations to open or delete. */
export function AskAiPage() {
  const { t } = useLingui();
  const actor = useAskAiActor();
  const conversations = useAskAiConversations();
  const queryClient = useQueryClient();
  const turns = useAskAi(actor, selectTurns);
  const openId = useAskAi(actor, selectConversationId);
  const list = useQuery(conversations.list);
  // A finished answer may be a new conversation: the list is read again.
  const lastStatus = turns.at(-1)?.status;
  useRefreshOn(lastStatus === 'done' ? `${openId}-${turns.length}` : null, () =>
    queryClient.invalidateQueries({ queryKey: conversations.list.queryKey }),
  );
  const remove = useMutation({
    mutationFn: conversations.remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversations.list.queryKey }),
  });
  const open = async (id: number) => {
    const conversation = await queryClient.fetchQuery(conversations.one(id));
    const opened: AskAiTurn[] = [];
    for (const message of conversation.messages) {
      if (message.role === 'user') {
        opened.push({ question: message.text, text: '', citations: [], notice: null, status: 'done' });
      } else {
        const turn = opened.at(-1);
        if (turn) Object.assign(turn, { text: message.text, citations: message.citations });
      }
    }
    actor.send({ type: 'NEW_CONVERSATION' });
    actor.send({ type: 'OPEN_CONVERSATION', conversationId: id, turns: opened });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <PageHeading>
          <Trans>Ask AI</Trans>
        </PageHeading>
        <AskAiConversation actor={actor} />
      </Box>
      <Box
        component="nav"
        aria-label={t`Earlier conversations`}
        sx={{ display: 'grid', gap: 1, minWidth: 0 }}
      >
        <Typography component="h2" variant="h6">
          <Trans>Earlier conversations</Trans>
        </Typography>
        {list.data?.conversations.length === 0 && (
          <Typography color="text.secondary">
            <Trans>No conversations yet.</Trans>
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {list.data?.conversations.map((conversation) => (
            <Box component="li" key={conversation.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Button
                onClick={() => void open(conversation.id)}
                aria-current={conversation.id === openId ? 'true' : undefined}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  justifyContent: 'flex-start',
                  textAlign: 'start',
                  textTransform: 'none',
                  overflowWrap: 'anywhere',
                }}
              >
                {conversation.title}
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={t`Delete conversation ${conversation.title}`}
                onClick={() => {
                  if (conversation.id === openId) actor.send({ type: 'NEW_CONVERSATION' });
                  remove.mutate(conversation.id);
                }}
              >
                <Trans>Delete</Trans>
              </Button>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** Runs `effect` each time `key` changes to a new non-null value. */
function useRefreshOn(key: string | null, effect: () => void) {
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (key !== null && key !== seen.current) {
      seen.current = key;
      effect();
    }
  });
}

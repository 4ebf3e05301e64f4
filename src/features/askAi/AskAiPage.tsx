import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { AskAiConversationList, AskAiConversationSummary } from '../../../contracts/askAi.ts';
import { selectConversationId, selectTurns } from '../../../machines/askAi/askAi.machine.ts';
import { turnsOfMessages } from '../../../machines/askAi/askAiTurns.ts';
import { toast } from '../../app/toast.ts';
import { Loader } from '../../components/Loader.tsx';
import { AskAiConversation } from './AskAiConversation.tsx';
import { type AskAiActor, useAskAi, useAskAiActor } from './useAskAi.ts';
import { useAskAiConversations } from './useAskAiConversations.ts';

/** Where the focus goes once the list shows again: a Delete button (kept), or after one deleted. */
type FocusAfter = { kind: 'delete'; id: number } | { kind: 'deleted'; index: number };

/**
 * The full Ask AI page: the conversation, and the customer's earlier conversations to open or
 * delete. Deleting asks first; the focus then goes to the next conversation (else the one before,
 * else the list's heading).
 */
export function AskAiPage() {
  const actor = useAskAiActor();
  return actor ? <AskAiPageWith actor={actor} /> : <Loader />;
}

function AskAiPageWith(props: { actor: AskAiActor }) {
  const { t } = useLingui();
  const { actor } = props;
  const conversations = useAskAiConversations();
  const queryClient = useQueryClient();
  const turns = useAskAi(actor, selectTurns);
  const openId = useAskAi(actor, selectConversationId);
  const list = useQuery(conversations.list);
  const listKey = conversations.list.queryKey;
  // An answer that ended (finished, stopped or failed) may be in a new conversation: the list is read again.
  const lastStatus = turns.at(-1)?.status;
  const ended = lastStatus !== undefined && lastStatus !== 'answering';
  useRefreshOn(ended ? `${openId}-${turns.length}-${lastStatus}` : null, () =>
    queryClient.invalidateQueries({ queryKey: listKey }),
  );
  const remove = useMutation({
    mutationFn: conversations.remove,
    // Gone from the list at once (the focus moves on); back if the server kept it.
    onMutate: (id: number) =>
      queryClient.setQueryData<AskAiConversationList>(listKey, (old) =>
        old ? { ...old, conversations: old.conversations.filter((c) => c.id !== id) } : old,
      ),
    onError: () => void toast(t`The conversation could not be deleted. Please try again.`, 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const open = async (id: number) => {
    const conversation = await queryClient.fetchQuery(conversations.one(id));
    actor.send({ type: 'NEW_CONVERSATION' });
    actor.send({
      type: 'OPEN_CONVERSATION',
      conversationId: id,
      turns: turnsOfMessages(conversation.messages),
    });
  };

  const [confirming, setConfirming] = useState<{
    conversation: AskAiConversationSummary;
    index: number;
  } | null>(null);
  const confirmTitleId = useId();
  // The title stays while the dialog fades out.
  const [title, setTitle] = useState('');
  const listRef = useRef<HTMLUListElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  useEffect(() => {
    const after = focusAfter.current;
    if (after === null || confirming !== null) return;
    focusAfter.current = null;
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-conversation]') ?? [])];
    if (after.kind === 'delete') {
      items
        .find((item) => item.dataset.conversation === String(after.id))
        ?.querySelector<HTMLElement>('[data-delete]')
        ?.focus();
      return;
    }
    const next = items[after.index] ?? items[after.index - 1];
    (next?.querySelector<HTMLElement>('[data-open]') ?? headingRef.current)?.focus();
  });
  const cancelDelete = () => {
    if (confirming) focusAfter.current = { kind: 'delete', id: confirming.conversation.id };
    setConfirming(null);
  };
  const confirmDelete = () => {
    if (!confirming) return;
    const { conversation, index } = confirming;
    focusAfter.current = { kind: 'deleted', index };
    if (conversation.id === openId) actor.send({ type: 'NEW_CONVERSATION' });
    remove.mutate(conversation.id);
    setConfirming(null);
  };

  return (
    <Container
      sx={{
        py: 4,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography component="h1" variant="h4">
          <Trans>Ask AI</Trans>
        </Typography>
        <AskAiConversation actor={actor} />
      </Box>
      <Box
        component="nav"
        aria-label={t`Earlier conversations`}
        sx={{ display: 'grid', gap: 1, minWidth: 0 }}
      >
        <Typography component="h2" variant="h6" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <Trans>Earlier conversations</Trans>
        </Typography>
        {list.data?.conversations.length === 0 && (
          <Typography color="text.secondary">
            <Trans>No conversations yet.</Trans>
          </Typography>
        )}
        <Box component="ul" ref={listRef} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {list.data?.conversations.map((conversation, index) => (
            <Box
              component="li"
              key={conversation.id}
              data-conversation={conversation.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Button
                data-open
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
                {/* The title in its own direction; the button keeps the page's alignment. */}
                <Box component="span" dir="auto">
                  {conversation.title}
                </Box>
              </Button>
              <Button
                data-delete
                size="small"
                color="error"
                aria-label={t`Delete conversation ${conversation.title}`}
                aria-haspopup="dialog"
                onClick={() => {
                  setTitle(conversation.title);
                  setConfirming({ conversation, index });
                }}
              >
                <Trans>Delete</Trans>
              </Button>
            </Box>
          ))}
        </Box>
      </Box>
      <Dialog
        open={confirming !== null}
        onClose={cancelDelete}
        aria-labelledby={confirmTitleId}
        // The focus goes where this page says: the Delete button when kept, the next item when deleted.
        disableRestoreFocus
      >
        <DialogTitle id={confirmTitleId}>
          <Trans>Delete this conversation?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>
              “<bdi>{title}</bdi>” and its answers will be deleted on every device.
            </Trans>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancelDelete} autoFocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="error" variant="contained" onClick={confirmDelete}>
            <Trans>Delete</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
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

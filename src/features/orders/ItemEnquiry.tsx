import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Enquiry } from '../../../contracts/enquiries.ts';
import { MAX_ENQUIRY_MESSAGE, MAX_ENQUIRY_SUBJECT } from '../../../contracts/enquiries.ts';
import {
  type EnquirySnapshot,
  selectEnquiryBusy,
  selectEnquiryScreen,
} from '../../../machines/orders/enquiry.machine.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { CountBadge } from '../../components/CountBadge.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { OrderTime } from '../../components/order/OrderTime.tsx';
import { useOrderLabels } from '../../components/order/useOrderLabels.ts';

import { enquiryQueries } from './queries/enquiries.ts';

/** What the dialog shows before the flow has loaded anything. */
const NOTHING_LOADED: EnquirySnapshot['context'] = {
  orderItemId: 0,
  enquiry: null,
  canOpen: false,
  fresh: [],
  outgoing: null,
  sent: 0,
  error: null,
};

/** Characters as a person counts them. */
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * An order item's enquiry: a button that opens it (or starts one), with the store's unread replies
 * counted in its name; the thread in a dialog run by the enquiry flow (machines/orders/enquiry.machine.ts),
 * which the storefront runs while the dialog is open.
 */
export function ItemEnquiry(props: { orderItemId: number; productName: string }) {
  const { t, i18n } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const list = useQuery(enquiryQueries.forItem(api, props.orderItemId));
  const [open, setOpen] = useState(false);
  const name = props.productName;
  const current = list.data?.enquiries.find((one) => one.status === 'open') ?? list.data?.enquiries[0];
  const unread = list.data?.enquiries.reduce((sum, one) => sum + one.unread_count, 0) ?? 0;
  const askLabel = t`Ask a question`;
  // The dialog's flow loads before it is asked for, so it opens at once.
  useEffect(() => {
    loadSignedInFlows().catch(() => undefined);
  }, []);
  // An enquiry's button says "Enquiry about {product}" (and its unread replies) in words, its count
  // drawn; with none yet, "Ask a question – {product}". Either way its visible words are in its name.
  // It works while the list loads: the dialog loads the thread itself (no disabled flash either).
  const label = current
    ? unread > 0
      ? t({
          message: plural(unread, {
            one: `Enquiry about ${name}, # unread reply`,
            other: `Enquiry about ${name}, # unread replies`,
          }),
        })
      : t`Enquiry about ${name}`
    : `${askLabel} – ${name}`;
  return (
    <>
      <Button
        variant="text"
        size="small"
        aria-label={label}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start', gap: 1 }}
      >
        {current ? <Trans>Enquiry</Trans> : askLabel}
        {unread > 0 ? <CountBadge value={i18n.number(unread)} /> : null}
      </Button>
      {open ? (
        <EnquiryDialog
          orderItemId={props.orderItemId}
          productName={name}
          onClose={() => {
            setOpen(false);
            void queryClient.invalidateQueries({
              queryKey: enquiryQueries.forItem(api, props.orderItemId).queryKey,
            });
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The storefront runs the item's enquiry flow while its dialog is open (system id enquiry): the
 * dialog tells it when it opens (once the flow's code is loaded) and when it closes.
 */
function useItemEnquiry(orderItemId: number) {
  const { storefront } = useAppSystem();
  const [unavailable, setUnavailable] = useState(false);
  const openAgain = useRef<(() => void) | null>(null);
  useEffect(() => {
    let shown = true;
    const open = () => {
      setUnavailable(false);
      loadSignedInFlows()
        .then(() => {
          if (shown) storefront.send({ type: 'ENQUIRY_OPENED', orderItemId });
        })
        // Its code could not load: the dialog says so and offers to try again.
        .catch(() => {
          if (shown) setUnavailable(true);
        });
    };
    openAgain.current = open;
    open();
    return () => {
      shown = false;
      openAgain.current = null;
      storefront.send({ type: 'ENQUIRY_CLOSED' });
    };
  }, [storefront, orderItemId]);
  const actor = useSystemActor('enquiry');
  return { actor, unavailable, tryAgain: () => openAgain.current?.() };
}

function EnquiryDialog(props: { orderItemId: number; productName: string; onClose: () => void }) {
  const { t } = useLingui();
  const { actor, unavailable, tryAgain } = useItemEnquiry(props.orderItemId);
  const screen = useSelector(actor, (snapshot) =>
    unavailable ? 'loadFailed' : snapshot ? selectEnquiryScreen(snapshot) : 'loading',
  );
  const busy = useSelector(actor, (snapshot) => (snapshot ? selectEnquiryBusy(snapshot) : false));
  const context = useSelector(actor, (snapshot) => snapshot?.context) ?? NOTHING_LOADED;
  const titleId = useId();
  const name = props.productName;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>
        <Trans>Enquiry about {name}</Trans>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {screen === 'loading' ? (
          <Box role="status" aria-label={t`Loading the enquiry`} sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Box>
        ) : screen === 'loadFailed' ? (
          <LoadFailed
            flowError={context.error}
            fallback={t`The enquiry could not be loaded.`}
            onRetry={() => (unavailable ? tryAgain() : actor?.send({ type: 'RETRY' }))}
          />
        ) : screen === 'composing' || screen === 'opening' ? (
          <OpenForm
            sending={screen === 'opening'}
            error={context.error}
            onOpen={(subject, message) => actor?.send({ type: 'OPEN', subject, message })}
          />
        ) : context.enquiry ? (
          <>
            <Thread enquiry={context.enquiry} fresh={context.fresh} />
            {screen === 'closed' ? (
              <ClosedNote canOpen={context.canOpen} onNew={() => actor?.send({ type: 'NEW' })} />
            ) : (
              <ReplyForm
                screen={screen}
                busy={busy}
                sent={context.sent}
                error={context.error}
                onSend={(message) => actor?.send({ type: 'SEND', message })}
                onRetry={() => actor?.send({ type: 'RETRY' })}
                onRefresh={() => actor?.send({ type: 'REFRESH' })}
                onCloseEnquiry={() => actor?.send({ type: 'CLOSE' })}
              />
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>
          <Trans>Back to the order</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function OpenForm(props: {
  sending: boolean;
  error: EnquirySnapshot['context']['error'];
  onOpen: (subject: string, message: string) => void;
}) {
  const { t } = useLingui();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const problems = useInputProblemTexts(props.error);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  useFocusFirstProblem(props.error, [
    ['subject', subjectRef],
    ['message', messageRef],
  ]);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t`Open an enquiry`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.sending) props.onOpen(subject, message);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography>
        <Trans>Ask the store about this item. You can follow the answers here.</Trans>
      </Typography>
      <TextField
        label={t`Subject`}
        required
        value={subject}
        inputRef={subjectRef}
        onChange={(event) => setSubject(event.target.value)}
        error={problems.subject !== undefined}
        helperText={problems.subject ?? `${lengthOf(subject)}/${MAX_ENQUIRY_SUBJECT}`}
        slotProps={{ htmlInput: { maxLength: MAX_ENQUIRY_SUBJECT * 2 } }}
      />
      <TextField
        label={t`Message`}
        required
        multiline
        minRows={3}
        value={message}
        inputRef={messageRef}
        onChange={(event) => setMessage(event.target.value)}
        error={problems.message !== undefined}
        helperText={problems.message ?? `${lengthOf(message)}/${MAX_ENQUIRY_MESSAGE}`}
        slotProps={{ htmlInput: { maxLength: MAX_ENQUIRY_MESSAGE * 2 } }}
      />
      <FlowErrorAlert error={props.error} fallback={t`The enquiry could not be sent.`} />
      <Button type="submit" variant="contained" loading={props.sending} sx={{ justifySelf: 'start' }}>
        <Trans>Send enquiry</Trans>
      </Button>
    </Box>
  );
}

function Thread(props: { enquiry: Enquiry; fresh: readonly number[] }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const { enquiry } = props;
  const subject = enquiry.subject;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {subject}
        </Typography>
        <Chip
          size="small"
          color={enquiry.status === 'open' ? 'primary' : 'default'}
          label={enquiry.status === 'open' ? t`Open` : t`Closed`}
        />
      </Box>
      <Box
        component="ol"
        aria-label={t`Messages about ${subject}`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {enquiry.messages.map((message) => {
          const isNew = props.fresh.includes(message.message_id);
          const fromStore = message.author === 'store';
          return (
            <Box
              component="li"
              key={message.message_id}
              aria-label={
                fromStore ? (isNew ? t`New reply from the store` : t`Reply from the store`) : t`Your message`
              }
              sx={{
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: isNew ? 'primary.main' : 'divider',
                bgcolor: fromStore ? 'action.hover' : 'background.paper',
                marginInlineStart: fromStore ? 0 : { xs: 2, sm: 6 },
                marginInlineEnd: fromStore ? { xs: 2, sm: 6 } : 0,
                display: 'grid',
                gap: 0.5,
              }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {fromStore ? t`Store` : t`You`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <OrderTime instant={message.created_at} />
                </Typography>
                {isNew ? <Chip size="small" color="primary" label={t`New`} /> : null}
              </Box>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {enquiry.status === 'closed' && enquiry.closed_at ? (
        <Typography variant="body2" color="text.secondary">
          {enquiry.closed_by === 'store' ? (
            <Trans>The store closed this enquiry on {labels.date(enquiry.closed_at)}.</Trans>
          ) : (
            <Trans>You closed this enquiry on {labels.date(enquiry.closed_at)}.</Trans>
          )}
        </Typography>
      ) : null}
    </Box>
  );
}

function ClosedNote(props: { canOpen: boolean; onNew: () => void }) {
  if (!props.canOpen) return null;
  return (
    <Button variant="outlined" onClick={props.onNew} sx={{ justifySelf: 'start' }}>
      <Trans>Open a new enquiry</Trans>
    </Button>
  );
}

function ReplyForm(props: {
  screen: ReturnType<typeof selectEnquiryScreen>;
  busy: boolean;
  sent: number;
  error: EnquirySnapshot['context']['error'];
  onSend: (message: string) => void;
  onRetry: () => void;
  onRefresh: () => void;
  onCloseEnquiry: () => void;
}) {
  const { t } = useLingui();
  const [message, setMessage] = useState('');
  const problems = useInputProblemTexts(props.error);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  useFocusFirstProblem(props.error, [['message', messageRef]]);
  // The box is emptied only once the store has accepted the message: a failure keeps it.
  const sentBefore = useRef(props.sent);
  useEffect(() => {
    if (props.sent !== sentBefore.current) {
      sentBefore.current = props.sent;
      setMessage('');
    }
  }, [props.sent]);
  const sending = props.screen === 'sending';
  const failed = props.screen === 'sendFailed';
  const closing = props.screen === 'closing';
  return (
    <Box
      component="form"
      noValidate
      aria-label={t`Reply`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending && !closing) props.onSend(message);
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <TextField
        label={t`Your message`}
        multiline
        minRows={2}
        value={message}
        inputRef={messageRef}
        onChange={(event) => setMessage(event.target.value)}
        error={problems.message !== undefined}
        helperText={problems.message ?? `${lengthOf(message)}/${MAX_ENQUIRY_MESSAGE}`}
        slotProps={{ htmlInput: { maxLength: MAX_ENQUIRY_MESSAGE * 2 } }}
      />
      <FlowErrorAlert
        error={props.error}
        fallback={failed ? t`Your message was not sent.` : t`The enquiry could not be updated.`}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" loading={sending} disabled={closing}>
          <Trans>Send</Trans>
        </Button>
        {failed ? (
          <Button variant="contained" color="secondary" onClick={props.onRetry}>
            <Trans>Send again</Trans>
          </Button>
        ) : null}
        <Button
          variant="outlined"
          onClick={props.onRefresh}
          loading={props.busy}
          disabled={sending || closing || failed}
        >
          <Trans>Check for replies</Trans>
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={props.onCloseEnquiry}
          loading={closing}
          disabled={sending}
        >
          <Trans>Close enquiry</Trans>
        </Button>
      </Box>
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RequestStatus } from '../../../contracts/checkout.ts';
import {
  type ItemRequestKind,
  MAX_REASON_LENGTH,
  type OrderItemActions,
  type OrderItemRequestResult,
} from '../../../contracts/orderItems.ts';
import {
  type ItemOffer,
  itemOfferOf,
  type ReturnProgress,
} from '../../../machines/orders/orderItem.machine.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { flowErrorText } from '../../components/flowErrorText.ts';
import { useOrderLabels } from '../../components/order/useOrderLabels.ts';
import { useFormatMoney } from '../../components/useMoney.ts';
import { orderItemMutations, orderItemQueries } from './queries/orderItems.ts';

/** The reason as the server keeps it: spaces collapsed, trimmed. */
const normalReason = (reason: string) => reason.replace(/\s+/g, ' ').trim();

/** An instant (epoch ms) as the ISO text the date labels read. */
const isoOf = (ms: number) => new Date(ms).toISOString();

/**
 * An order item's Cancel, Return and Replace: exactly those its lifecycle allows now, each asking
 * for a reason and showing the charge and refund before it is confirmed, then the request's result.
 */
export function ItemActions(props: { orderId: number; orderItemId: number; productName: string }) {
  const { api } = useAppSystem();
  const labels = useOrderLabels();
  const actions = useQuery(orderItemQueries.actions(api, props.orderId, props.orderItemId));
  const [open, setOpen] = useState<ItemRequestKind | null>(null);
  const [result, setResult] = useState<OrderItemRequestResult | null>(null);
  if (!actions.data) return null;
  // What the item offers comes from its lifecycle (the machine the server decides with).
  const offer = itemOfferOf(actions.data);
  const kinds = offer.actions;
  const returnClosed =
    offer.returnWindow !== null && !offer.returnWindow.open
      ? labels.date(isoOf(offer.returnWindow.closedOn))
      : null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {result ? <RequestOutcome result={result} /> : null}
      {offer.returnProgress !== null ? (
        <ReturnProgressNote progress={offer.returnProgress} refunded={offer.returnRefund > 0} />
      ) : null}
      {returnClosed !== null ? (
        <Typography variant="body2" color="text.secondary">
          <Trans>The return window closed on {returnClosed}.</Trans>
        </Typography>
      ) : null}
      {kinds.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {kinds.map((kind) => (
            <ActionButton
              key={kind}
              kind={kind}
              productName={props.productName}
              onClick={() => setOpen(kind)}
            />
          ))}
        </Box>
      ) : null}
      {open ? (
        <ActionDialog
          kind={open}
          orderId={props.orderId}
          productName={props.productName}
          actions={actions.data}
          offer={offer}
          onClose={() => setOpen(null)}
          onDone={(done) => {
            setResult(done);
            setOpen(null);
          }}
        />
      ) : null}
    </Box>
  );
}

/** Where the item's return stands, and what happens next (the machine's state says which). */
function ReturnProgressNote(props: { progress: ReturnProgress; refunded: boolean }) {
  const { progress, refunded } = props;
  if (progress === 'completed') {
    return (
      <Typography variant="body2">
        <Trans>This item was returned.</Trans>
      </Typography>
    );
  }
  return (
    <Alert severity="info">
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {progress === 'requested' ? (
          <Trans>A return is under way: the seller is reviewing your request.</Trans>
        ) : (
          <Trans>A return is under way: the seller approved it and arranges the pickup.</Trans>
        )}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {progress === 'requested' ? (
          refunded ? (
            <Trans>
              Once it is approved, the item is picked up from you; the refund is made when it is back.
            </Trans>
          ) : (
            <Trans>Once it is approved, the item is picked up from you.</Trans>
          )
        ) : refunded ? (
          <Trans>
            Keep the item ready for the pickup; the refund is made when it is back with the seller.
          </Trans>
        ) : (
          <Trans>Keep the item ready for the pickup.</Trans>
        )}
      </Typography>
    </Alert>
  );
}

function ActionButton(props: { kind: ItemRequestKind; productName: string; onClick: () => void }) {
  const { t } = useLingui();
  const label =
    props.kind === 'cancel' ? t`Cancel item` : props.kind === 'return' ? t`Return item` : t`Replace item`;
  // Named "Cancel item – {product}": its visible words first (speech input), then which item; one
  // message for both, as a product card's Add to cart (ProductCardActions).
  return (
    <Button
      variant="outlined"
      size="small"
      aria-label={`${label} – ${props.productName}`}
      onClick={props.onClick}
    >
      {label}
    </Button>
  );
}

function ActionDialog(props: {
  kind: ItemRequestKind;
  orderId: number;
  productName: string;
  actions: OrderItemActions;
  offer: ItemOffer;
  onClose: () => void;
  onDone: (result: OrderItemRequestResult) => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const money = useFormatMoney();
  const labels = useOrderLabels();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useMutation({
    ...orderItemMutations.request(api, props.kind),
    onSuccess: async (done) => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      props.onDone(done);
    },
    // A refusal (409) means the item moved meanwhile: read it again; the dialog keeps what was typed.
    onError: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
  const normal = normalReason(reason);
  const reasonError =
    normal.length === 0
      ? t`Please give a reason.`
      : normal.length > MAX_REASON_LENGTH
        ? t`The reason can have at most ${MAX_REASON_LENGTH} characters.`
        : null;
  const name = props.productName;
  const title =
    props.kind === 'cancel'
      ? t`Cancel ${name}`
      : props.kind === 'return'
        ? t`Return ${name}`
        : t`Replace ${name}`;
  const { returnWindow, replacementDeadline, returnRefund } = props.offer;
  // The windows are counted from delivery (the item's lifecycle says until when).
  const returnUntil = returnWindow?.open ? labels.date(isoOf(returnWindow.until)) : null;
  const replaceUntil = replacementDeadline === null ? null : labels.date(isoOf(replacementDeadline));
  const submit = () => {
    setTouched(true);
    if (reasonError !== null || request.isPending) return;
    request.mutate({
      order_item_id: props.actions.order_item_id,
      reason: normal,
      comment: normalReason(comment) === '' ? null : comment.trim(),
    });
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {props.kind === 'cancel' ? (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5 }}>
            <Typography component="dt">
              <Trans>Cancellation charge</Trans>
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {money(props.actions.cancellation_charge)}
            </Typography>
            <Typography component="dt">
              <Trans>Refund</Trans>
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {money(props.actions.cancellation_refund)}
            </Typography>
          </Box>
        ) : props.kind === 'return' ? (
          <>
            <Typography>
              {returnRefund > 0 ? (
                <Trans>Once the item is received back, {money(returnRefund)} is refunded.</Trans>
              ) : (
                <Trans>No refund is due.</Trans>
              )}
            </Typography>
            {returnUntil !== null ? (
              <Typography variant="body2" color="text.secondary">
                <Trans>Returns are accepted until {returnUntil}.</Trans>
              </Typography>
            ) : null}
          </>
        ) : (
          <>
            <Typography>
              <Trans>The item is replaced with the same product; nothing is charged or refunded.</Trans>
            </Typography>
            {replaceUntil !== null ? (
              <Typography variant="body2" color="text.secondary">
                <Trans>Replacements are accepted until {replaceUntil}.</Trans>
              </Typography>
            ) : null}
          </>
        )}
        <TextField
          label={t`Reason`}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && reasonError !== null}
          helperText={touched && reasonError !== null ? reasonError : `${normal.length}/${MAX_REASON_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH * 2 } }}
        />
        <TextField
          label={t`Comment (optional)`}
          multiline
          minRows={2}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {request.isError ? (
          <Alert severity="error" role="alert">
            {flowErrorText(toFlowError(request.error), t`The request could not be sent.`)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>
          <Trans>Keep the item</Trans>
        </Button>
        <Button variant="contained" onClick={submit} disabled={request.isPending}>
          {props.kind === 'cancel' ? (
            <Trans>Confirm cancellation</Trans>
          ) : props.kind === 'return' ? (
            <Trans>Confirm return</Trans>
          ) : (
            <Trans>Confirm replacement</Trans>
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RequestOutcome(props: { result: OrderItemRequestResult }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const money = useFormatMoney();
  const { result } = props;
  const request =
    result.request_status === null ? null : labels.requestStatus(result.request_status as RequestStatus);
  const refund =
    result.refund_status === 'Initiated'
      ? t`Refund initiated`
      : result.refund_status === 'Completed'
        ? t`Refund completed`
        : null;
  const amount = money(result.refund_amount ?? 0);
  return (
    <Alert severity="success" role="status">
      {request ? (
        <Typography component="span" sx={{ display: 'block' }}>
          <Trans>Request status: {request}</Trans>
        </Typography>
      ) : null}
      <Typography component="span" sx={{ display: 'block' }}>
        {refund === null && result.kind === 'return' ? (
          <Trans>The refund is made once the item is received back.</Trans>
        ) : refund === null ? (
          <Trans>No refund is due.</Trans>
        ) : (
          <Trans>
            Refund: {refund} ({amount})
          </Trans>
        )}
      </Typography>
    </Alert>
  );
}

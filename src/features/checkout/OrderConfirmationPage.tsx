import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '../../../contracts/checkout.ts';
import type { OrderDetailsWithMoney } from '../../../contracts/orderMoney.ts';
import { orderPaymentStateOf } from '../../../machines/checkout/paymentRules.ts';
import {
  isCheckingPayment,
  type PostPaymentReturnSnapshot,
} from '../../../machines/checkout/postPaymentReturn.machine.ts';
import { orderQueries } from '../../api/queries/orders.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AddressLines } from '../../components/AddressLines.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { OrderItemLine } from '../../components/order/OrderItemLine.tsx';
import { UnpaidOrderActions } from '../../components/payment/UnpaidOrderActions.tsx';
import { SummaryRow, SummarySection } from '../../components/SummarySection.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';

/** How the order's payment stands, for what the page says. */
/** Whether the post-payment return is checking a payment now (the provider just sent the shopper back here). */
function usePaymentBeingChecked(): boolean {
  const { storefront } = useAppSystem();
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    const actor = storefront.system.get('postPaymentReturn');
    if (!actor) return;
    setChecking(isCheckingPayment(actor.getSnapshot() as PostPaymentReturnSnapshot));
    const subscription = actor.subscribe((snapshot: PostPaymentReturnSnapshot) =>
      setChecking(isCheckingPayment(snapshot)),
    );
    return () => subscription.unsubscribe();
  }, [storefront]);
  return checking;
}

/**
 * /order-confirmation/{orderId}: where a checkout ends (pay on delivery, free) and where the
 * provider's return lands (paid online): the order's number, items, amount paid or due, delivery
 * address, what happens next, and the way to the order and back to the shop. The route's loader
 * has read the order; its not-found and error components are the two below.
 */
export function OrderConfirmationPage(props: { orderId: number }) {
  const { api } = useAppSystem();
  const details = useSuspenseQuery(orderQueries.details(api, props.orderId));
  const checking = usePaymentBeingChecked();
  // An order shown awaiting its payment is read again whenever no check is under way (on arrival,
  // and when the return's check has ended, whichever came first), so a settled payment shows.
  const awaited = orderPaymentStateOf(details.data) === 'awaited';
  const { refetch } = details;
  useEffect(() => {
    if (awaited && !checking) void refetch();
  }, [awaited, checking, refetch]);
  return (
    <ConfirmationFrame>
      <Confirmation order={details.data} checking={checking} />
    </ConfirmationFrame>
  );
}

function ConfirmationFrame(props: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, display: 'grid', gap: 3 }}>
      {props.children}
    </Container>
  );
}

/** An id that is no order, or another customer's order (the server's 400 or 404). */
export function OrderNotFound() {
  return (
    <ConfirmationFrame>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography component="h1" variant="h5">
          <Trans>Order not found</Trans>
        </Typography>
        <Alert severity="warning" role="alert" sx={{ width: '100%', boxSizing: 'border-box' }}>
          <Trans>This order is not in your account.</Trans>
        </Alert>
        <Links orderId={null} />
      </Paper>
    </ConfirmationFrame>
  );
}

/** The order could not be read: why, in the page, and Try again. */
export function OrderConfirmationFailed(props: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmationFrame>
      <LoadFailed error={props.error} fallback={t`The order could not be loaded.`} onRetry={props.onRetry} />
    </ConfirmationFrame>
  );
}

function Confirmation(props: { order: OrderDetailsWithMoney; checking: boolean }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order } = props;
  const number = order.order_number;
  const total = format(order.totals.total_amount);
  const request = order.order_kind === 'request';
  const state = orderPaymentStateOf(order);
  // A payment that reached the store after the order was cancelled: to be refunded (decision 0057).
  const owedBack = order.money.owed_back.some((payment) => payment.refunded_at === null);
  const minutes = ONLINE_PAYMENT_WINDOW_MINUTES;
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography ref={heading} tabIndex={-1} component="h1" variant="h5">
          {request ? (
            <Trans>Request submitted</Trans>
          ) : state === 'failed' ? (
            <Trans>Order not placed</Trans>
          ) : (
            <Trans>Order placed</Trans>
          )}
        </Typography>
        {request ? (
          <Alert severity="success" sx={{ width: '100%', boxSizing: 'border-box' }}>
            <Trans>
              Your request <bdi>{number}</bdi> has been submitted. The store will confirm its price and get
              back to you.
            </Trans>
          </Alert>
        ) : state === 'onDelivery' ? (
          <Alert severity="success" sx={{ width: '100%', boxSizing: 'border-box' }}>
            <Trans>
              Your order <bdi>{number}</bdi> has been placed. Pay <bdi>{total}</bdi> on delivery.
            </Trans>
          </Alert>
        ) : state === 'paid' ? (
          <Alert severity="success" sx={{ width: '100%', boxSizing: 'border-box' }}>
            <Trans>
              Your order <bdi>{number}</bdi> has been placed and paid.
            </Trans>
          </Alert>
        ) : state === 'free' ? (
          <Alert severity="success" sx={{ width: '100%', boxSizing: 'border-box' }}>
            <Trans>
              Your order <bdi>{number}</bdi> has been placed. There is nothing to pay.
            </Trans>
          </Alert>
        ) : state === 'failed' && owedBack ? (
          <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box' }}>
            <Trans>
              Order <bdi>{number}</bdi> was cancelled before your payment reached us: the payment will be
              refunded to you.
            </Trans>
          </Alert>
        ) : state === 'failed' ? (
          <Alert severity="error" sx={{ width: '100%', boxSizing: 'border-box' }}>
            <Trans>
              The payment of order <bdi>{number}</bdi> did not go through, so the order was cancelled.
            </Trans>
          </Alert>
        ) : props.checking ? (
          <Alert severity="info" role="status" sx={{ width: '100%', boxSizing: 'border-box' }}>
            <Trans>Confirming your payment…</Trans>
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ width: '100%', boxSizing: 'border-box' }}>
            <Trans>
              Your order <bdi>{number}</bdi> is placed but not paid yet. Pay for it now, or cancel it from
              your orders; unpaid, it is cancelled {minutes} minutes after it was placed.
            </Trans>
          </Alert>
        )}
        {state === 'awaited' && !props.checking && <UnpaidOrderActions order={order} />}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, width: '100%' }}>
          <SummaryRow label={t`Order number`}>
            <Box component="span" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
              <bdi>{number}</bdi>
            </Box>
          </SummaryRow>
          {request ? null : (
            <SummaryRow
              label={
                state === 'paid'
                  ? t`Amount paid`
                  : state === 'onDelivery'
                    ? t`Amount due on delivery`
                    : state === 'awaited'
                      ? t`Amount to pay`
                      : t`Total`
              }
              strong
            >
              <bdi>{total}</bdi>
            </SummaryRow>
          )}
        </Box>
      </Paper>
      <SummarySection title={t`Items`}>
        <Box
          component="ul"
          aria-label={t`Items of order ${number}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {order.items.map((item) => (
            <li key={item.order_item_id}>
              <OrderItemLine item={item} />
            </li>
          ))}
        </Box>
      </SummarySection>
      <SummarySection title={t`Delivery address`}>
        <AddressLines address={order.delivery_address} />
      </SummarySection>
      <SummarySection title={t`What happens next`}>
        <Typography>
          {request ? (
            <Trans>
              The store looks at your request and tells you its price. You can follow it on the order's page.
            </Trans>
          ) : state === 'failed' ? (
            <Trans>Nothing will be delivered. You can order the products again whenever you like.</Trans>
          ) : state === 'awaited' ? (
            <Trans>
              Once your payment is confirmed, the store prepares your order and lets you know when it is on
              its way.
            </Trans>
          ) : (
            <Trans>
              The store prepares your order and lets you know when it is on its way. On the order's page you
              can follow it, download its invoice, and cancel or return items where the store allows.
            </Trans>
          )}
        </Typography>
        <Links orderId={order.order_id} />
      </SummarySection>
    </>
  );
}

function Links(props: { orderId: number | null }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {props.orderId === null ? (
        <ButtonLink to="/userprofile/order" variant="contained">
          <Trans>See your orders</Trans>
        </ButtonLink>
      ) : (
        <ButtonLink
          to="/userprofile/order/$orderId"
          params={{ orderId: String(props.orderId) }}
          variant="contained"
        >
          <Trans>See the order</Trans>
        </ButtonLink>
      )}
      <ButtonLink to="/productListing" variant="outlined">
        <Trans>Continue shopping</Trans>
      </ButtonLink>
    </Box>
  );
}

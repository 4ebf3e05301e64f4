import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { invoiceFileName } from '../../../contracts/invoice.ts';
import type { AdjustmentKind, OrderDetailsWithMoney } from '../../../contracts/orderMoney.ts';
import { canPayNow } from '../../../machines/checkout/paymentRules.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { orderQueries } from '../../api/queries/orders.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AddressLines } from '../../components/AddressLines.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { CopyButton } from '../../components/CopyButton.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { OrderItemLine } from '../../components/order/OrderItemLine.tsx';
import { OrderTime } from '../../components/order/OrderTime.tsx';
import { saveFile } from '../../components/order/saveFile.ts';
import { useOrderLabels } from '../../components/order/useOrderLabels.ts';
import { UnpaidOrderActions } from '../../components/payment/UnpaidOrderActions.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { SummaryRow, SummarySection } from '../../components/SummarySection.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';
import { ItemAftercare } from './aftercare/ItemAftercare.tsx';
import { ItemActions } from './ItemActions.tsx';
import { ItemEnquiry } from './ItemEnquiry.tsx';
import { ItemReview } from './ItemReview.tsx';
import { PaymentsOwedBack } from './PaymentsOwedBack.tsx';
import { invoiceMutations } from './queries/invoice.ts';
import { TrackingTimeline } from './TrackingTimeline.tsx';

/**
 * An order's details: its number (with copy to clipboard), dates, status, payment, addresses as
 * they were when ordered, items, totals, and its invoice as a PDF download. The route's loader has
 * read the order; its pending, not-found and error components are the three below.
 */
export function OrderDetailsPage(props: { orderId: number }) {
  const { api } = useAppSystem();
  const { data: order } = useSuspenseQuery(orderQueries.details(api, props.orderId));
  return (
    <OrderFrame
      title={
        <Trans>
          Order <bdi>{order.order_number}</bdi>
        </Trans>
      }
    >
      <OrderDetailsView order={order} />
    </OrderFrame>
  );
}

/** The order page's frame: the account's, headed by the order, with the way back to the orders. */
function OrderFrame(props: { title?: ReactNode; children: ReactNode }) {
  return (
    <AccountLayout title={props.title ?? <Trans>Order details</Trans>}>
      <RouterLink to="/userprofile/order" sx={{ justifySelf: 'start' }}>
        <Trans>Back to your orders</Trans>
      </RouterLink>
      {props.children}
    </AccountLayout>
  );
}

/** An id that is no order, or another customer's order (the server's 404). */
export function OrderNotInAccount() {
  return (
    <OrderFrame>
      <Alert severity="warning" role="alert">
        <Trans>This order is not in your account.</Trans>
      </Alert>
    </OrderFrame>
  );
}

/** The order could not be read: why, in the page, and Try again. */
export function OrderDetailsFailed(props: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <OrderFrame>
      <LoadFailed error={props.error} fallback={t`The order could not be loaded.`} onRetry={props.onRetry} />
    </OrderFrame>
  );
}

function OrderDetailsView(props: { order: OrderDetailsWithMoney }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const labels = useOrderLabels();
  const { order } = props;
  const number = order.order_number;
  const invoice = useMutation({
    ...invoiceMutations.download(api),
    onSuccess: (file) => saveFile(file, invoiceFileName(number)),
  });
  const payment = labels.paymentStatus(order.payment_status, order);
  const method = labels.paymentMethod(order.payment_type, order.payment_method);
  return (
    <>
      <SummarySection title={t`Summary`}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <SummaryRow label={t`Order number`}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="span" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
                <bdi>{number}</bdi>
              </Typography>
              <CopyButton text={number} label={t`Copy the order number ${number}`} />
            </Box>
          </SummaryRow>
          <SummaryRow label={t`Ordered`}>
            <OrderTime instant={order.created_at} />
          </SummaryRow>
          <SummaryRow label={t`Last updated`}>
            <OrderTime instant={order.updated_at} />
          </SummaryRow>
          <SummaryRow label={t`Status`}>
            <Chip size="small" color={order.is_open ? 'primary' : 'default'} label={labels.statusOf(order)} />
          </SummaryRow>
          <SummaryRow label={t`Payment`}>{method ? `${method} · ${payment}` : payment}</SummaryRow>
        </Box>
        <UnpaidOrderActions order={order} />
        {canPayNow(order, Date.now()) ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Its items cannot be cancelled one by one until it is paid: pay for it, or cancel the whole
              order.
            </Trans>
          </Typography>
        ) : null}
        <PaymentsOwedBack payments={order.money.owed_back} />
        {order.invoice_available ? (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Button
              variant="contained"
              loading={invoice.isPending}
              aria-label={t`Download the invoice of order ${number} (PDF)`}
              onClick={() => invoice.mutate(order.order_id)}
            >
              <Trans>Download invoice</Trans>
            </Button>
            <FlowErrorAlert
              error={invoice.error ? toFlowError(invoice.error) : null}
              fallback={t`The invoice could not be downloaded.`}
            />
          </Box>
        ) : null}
      </SummarySection>
      <SummarySection title={t`Items`}>
        <Box
          component="ul"
          aria-label={t`Items of order ${number}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {order.items.map((item) => (
            <li key={item.order_item_id}>
              <OrderItemLine item={item} />
              <ItemActions
                orderId={order.order_id}
                orderItemId={item.order_item_id}
                productName={item.product_name}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'start', mt: 1 }}>
                <ItemEnquiry orderItemId={item.order_item_id} productName={item.product_name} />
                <ItemReview
                  orderId={order.order_id}
                  orderItemId={item.order_item_id}
                  productId={item.product_id}
                  productName={item.product_name}
                />
              </Box>
              <TrackingTimeline
                orderId={order.order_id}
                orderItemId={item.order_item_id}
                productName={item.product_name}
              />
              <ItemAftercare
                orderId={order.order_id}
                orderItemId={item.order_item_id}
                productName={item.product_name}
                productType={item.product_type}
              />
            </li>
          ))}
        </Box>
      </SummarySection>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <SummarySection title={t`Delivery address`}>
          <AddressLines address={order.delivery_address} />
        </SummarySection>
        <SummarySection title={t`Billing address`}>
          <AddressLines address={order.billing_address} />
        </SummarySection>
      </Box>
      <SummarySection title={t`Totals`}>
        <Totals order={order} />
      </SummarySection>
    </>
  );
}

/**
 * The totals as ordered, each credit note since (a cancelled, returned or refused item, or the
 * delivery charge), the total now, and what was paid, is owed back and is still due.
 */
function Totals(props: { order: OrderDetailsWithMoney }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const { totals, money, payment_mode: mode } = props.order;
  const code = totals.coupon_code ?? '';
  const adjustmentWords: Record<AdjustmentKind, string> = {
    cancel: t`cancelled`,
    return: t`returned`,
    reject: t`refused by the seller`,
    delivery: t`delivery charge`,
  };
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <SummaryRow label={t`Items at list price`}>
        <bdi>{format(totals.total_mrp)}</bdi>
      </SummaryRow>
      {totals.product_discount > 0 ? (
        <SummaryRow label={t`Discount`}>
          <bdi>− {format(totals.product_discount)}</bdi>
        </SummaryRow>
      ) : null}
      {totals.coupon_discount > 0 ? (
        <SummaryRow label={code ? t`Coupon ${code}` : t`Coupon`}>
          <bdi>− {format(totals.coupon_discount)}</bdi>
        </SummaryRow>
      ) : null}
      <SummaryRow label={t`Delivery`}>
        {totals.delivery_charge > 0 ? <bdi>{format(totals.delivery_charge)}</bdi> : t`Free`}
      </SummaryRow>
      <SummaryRow label={t`Tax (none charged: prices are final)`}>
        <bdi>{format(totals.tax)}</bdi>
      </SummaryRow>
      {money.adjustments.length > 0 ? (
        <>
          <SummaryRow label={t`Total as ordered`}>
            <bdi>{format(money.ordered_total)}</bdi>
          </SummaryRow>
          {money.adjustments.map((note) => {
            const what =
              note.kind === 'delivery' || note.product_name === null
                ? adjustmentWords[note.kind]
                : `${note.product_name} (${adjustmentWords[note.kind]})`;
            const number = note.note_number;
            return (
              <SummaryRow key={number} label={t`Credit note ${number}: ${what}`}>
                <bdi>− {format(note.credit)}</bdi>
              </SummaryRow>
            );
          })}
        </>
      ) : null}
      <SummaryRow label={t`Total`} strong>
        <bdi>{format(totals.total_amount)}</bdi>
      </SummaryRow>
      {mode === null ? null : (
        <>
          <SummaryRow label={t`Amount paid`}>
            <bdi>{format(money.received)}</bdi>
          </SummaryRow>
          {money.refund > 0 ? (
            <SummaryRow label={t`Refund to you`}>
              <bdi>{format(money.refund)}</bdi>
            </SummaryRow>
          ) : null}
          <SummaryRow label={mode === 'pay_on_delivery' ? t`Amount due on delivery` : t`Amount due`} strong>
            <bdi>{format(money.amount_due)}</bdi>
          </SummaryRow>
        </>
      )}
    </Box>
  );
}

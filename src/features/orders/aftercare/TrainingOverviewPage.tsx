import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Booking, BookingList } from '../../../../contracts/bookings.ts';
import type { ServiceSlot } from '../../../../contracts/pbs.ts';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { useDrawnFromServer } from '../../../app/firstScreen.ts';
import { AccountLayout } from '../../../components/account/AccountLayout.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { useOrderLabels } from '../../../components/order/useOrderLabels.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { useCountdown } from '../../../components/useCountdown.ts';
import { useDurationText, useWeekdayText } from '../../../components/useScheduleText.ts';
import { formatTime12h, shownTimeZone } from '../../../lib/dateFormat.ts';
import { formatMmSs } from '../../../lib/mmss.ts';
import { secondsUntilChangesClose, showsChangeCountdown } from './bookingWindow.ts';
import { CancelSessionDialog } from './CancelSessionDialog.tsx';
import { ItemAftercare } from './ItemAftercare.tsx';
import { aftercareQueries } from './queries.ts';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { Section } from './Section.tsx';
import { TimeRange } from './TimeRange.tsx';
import { useSlotLabel } from './useSlotLabel.ts';

/**
 * /trainingOverview/{orderItemId}/{orderId}: a service or training purchase, its sessions with their
 * times, and the product's slots; each session can be moved to another free time or cancelled while
 * the server allows it (its can_reschedule and can_cancel). An item of another order or customer
 * shows as not in the customer's account. The route's loader has read the sessions; its pending,
 * not-found and error components are below.
 */
export function TrainingOverviewPage(props: { orderItemId: number; orderId: number }) {
  const { api } = useAppSystem();
  const { data: list } = useSuspenseQuery(aftercareQueries.bookings(api, props.orderItemId));
  if (list.order_id !== props.orderId) return <PurchaseNotInAccount orderId={props.orderId} />;
  return (
    <TrainingFrame title={list.product_name} orderId={props.orderId}>
      <TrainingOverview list={list} />
    </TrainingFrame>
  );
}

/** The page's frame: the account's, headed by the purchase, with the way back to its order. */
function TrainingFrame(props: { title?: ReactNode; orderId: number | null; children: ReactNode }) {
  return (
    <AccountLayout title={props.title ?? <Trans>Training overview</Trans>}>
      {props.orderId !== null ? (
        <RouterLink
          to="/userprofile/order/$orderId"
          params={{ orderId: String(props.orderId) }}
          sx={{ justifySelf: 'start' }}
        >
          <Trans>Back to the order</Trans>
        </RouterLink>
      ) : null}
      {props.children}
    </AccountLayout>
  );
}

/** Ids that are not numbers, another customer's item (the server's 404) or an item of another order. */
export function PurchaseNotInAccount(props: { orderId: number | null }) {
  return (
    <TrainingFrame orderId={props.orderId}>
      <Alert severity="warning" role="alert">
        <Trans>This purchase is not in your account.</Trans>
      </Alert>
    </TrainingFrame>
  );
}

/** The sessions could not be read: why, in the page, and Try again. */
export function TrainingOverviewFailed(props: {
  orderId: number | null;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <TrainingFrame orderId={props.orderId}>
      <LoadFailed
        error={props.error}
        fallback={t`The sessions could not be loaded.`}
        onRetry={props.onRetry}
      />
    </TrainingFrame>
  );
}

type Change = { kind: 'reschedule' | 'cancel'; booking: Booking };

function TrainingOverview(props: { list: BookingList }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const { list } = props;
  const product = useQuery(catalogueQueries.productDetails(api, list.product_id));
  const slots = product.data?.service_slots ?? [];
  const slotLabel = useSlotLabel(slots);
  const [change, setChange] = useState<Change | null>(null);
  const [done, setDone] = useState<{ kind: Change['kind']; booking: Booking } | null>(null);
  const rules = list.rules;
  const notice = rules.notice_hours;
  const most = rules.max_reschedules;
  const name = list.product_name;
  return (
    <>
      {done ? <ChangeOutcome kind={done.kind} booking={done.booking} /> : null}
      <Section title={t`Sessions`}>
        {list.manageable ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>
              A session can be moved or cancelled until {notice} hours before it starts, and moved at most{' '}
              {most} times.
            </Trans>
          </Typography>
        ) : (
          <Alert severity="info">
            <Trans>This order is no longer active, so its sessions cannot be changed.</Trans>
          </Alert>
        )}
        {list.sessions.length === 0 ? (
          <Typography>
            <Trans>This purchase has no sessions to book.</Trans>
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t`Sessions of ${name}`}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {list.sessions.map((booking) => (
              <li key={booking.booking_id}>
                <SessionCard
                  booking={booking}
                  noticeHours={notice}
                  maxReschedules={most}
                  slotLabel={slotLabel}
                  onChange={(kind) => {
                    setDone(null);
                    setChange({ kind, booking });
                  }}
                />
              </li>
            ))}
          </Box>
        )}
      </Section>
      {slots.length > 0 ? <ProductSlots slots={slots} /> : null}
      <ItemAftercare orderItemId={list.order_item_id} productType={null} productName={name} framed />
      {change?.kind === 'reschedule' ? (
        <RescheduleDialog
          orderItemId={list.order_item_id}
          booking={change.booking}
          onClose={() => setChange(null)}
          onDone={(booking) => {
            setChange(null);
            setDone({ kind: 'reschedule', booking });
          }}
        />
      ) : null}
      {change?.kind === 'cancel' ? (
        <CancelSessionDialog
          orderItemId={list.order_item_id}
          booking={change.booking}
          slotLabel={slotLabel}
          onClose={() => setChange(null)}
          onDone={(booking) => {
            setChange(null);
            setDone({ kind: 'cancel', booking });
          }}
        />
      ) : null}
    </>
  );
}

function ChangeOutcome(props: { kind: Change['kind']; booking: Booking }) {
  const labels = useOrderLabels();
  const number = props.booking.session_number;
  const when = labels.when(props.booking.starts_at);
  return (
    <Alert severity="success" role="status">
      {props.kind === 'reschedule' ? (
        <Trans>
          Session {number} moved to <bdi>{when}</bdi>.
        </Trans>
      ) : (
        <Trans>Session {number} cancelled.</Trans>
      )}
    </Alert>
  );
}

function SessionCard(props: {
  booking: Booking;
  noticeHours: number;
  maxReschedules: number;
  slotLabel: (booking: Pick<Booking, 'slot_id' | 'slot_label'>) => string;
  onChange: (kind: Change['kind']) => void;
}) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const duration = useDurationText();
  const { booking } = props;
  const number = booking.session_number;
  const timeZone = shownTimeZone(useDrawnFromServer());
  const day = labels.date(booking.starts_at);
  const start = formatTime12h(booking.starts_at, timeZone);
  const end = formatTime12h(booking.ends_at, timeZone);
  const length = duration(booking.duration);
  const count = booking.reschedule_count;
  const most = props.maxReschedules;
  const status =
    booking.status === 'booked' ? t`Booked` : booking.status === 'cancelled' ? t`Cancelled` : t`Completed`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t`Session ${number}`}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <Trans>Session {number}</Trans>
        </Typography>
        <Chip size="small" label={status} color={booking.status === 'booked' ? 'primary' : 'default'} />
      </Box>
      <Typography>
        <time dateTime={booking.starts_at}>
          <bdi>{day}</bdi>
        </time>
        {' · '}
        <TimeRange start={start} end={end} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>Session length: {length}</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>Slot: {props.slotLabel(booking)}</Trans>
      </Typography>
      {count > 0 ? (
        <Typography variant="body2" color="text.secondary">
          <Trans>
            Moved {count} of {most} times
          </Trans>
        </Typography>
      ) : null}
      {booking.status === 'booked' && (booking.can_reschedule || booking.can_cancel) ? (
        <ChangeCountdown startsAt={booking.starts_at} noticeHours={props.noticeHours} />
      ) : null}
      {booking.locked_reason && booking.status === 'booked' ? (
        <Typography variant="body2">{booking.locked_reason}</Typography>
      ) : null}
      {booking.can_reschedule || booking.can_cancel ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {booking.can_reschedule ? (
            <Button
              variant="contained"
              size="small"
              aria-label={t`Reschedule session ${number}`}
              onClick={() => props.onChange('reschedule')}
            >
              <Trans>Reschedule</Trans>
            </Button>
          ) : null}
          {booking.can_cancel ? (
            <Button
              variant="outlined"
              size="small"
              color="error"
              aria-label={t`Cancel session ${number}`}
              onClick={() => props.onChange('cancel')}
            >
              <Trans>Cancel session</Trans>
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}

/** Within the last hour before changes close, the time left as mm:ss (SPEC section 9). */
function ChangeCountdown(props: { startsAt: string; noticeHours: number }) {
  const [initial] = useState(() => secondsUntilChangesClose(props.startsAt, Date.now(), props.noticeHours));
  const left = useCountdown(initial, props.startsAt);
  if (!showsChangeCountdown(initial) || left === 0) return null;
  const wait = formatMmSs(left);
  return (
    <Typography variant="body2" color="warning.main">
      <Trans>
        Changes close in <bdi>{wait}</bdi>
      </Trans>
    </Typography>
  );
}

/** The product's slots: days (weekday codes in full, a final '&'), times and length. */
function ProductSlots(props: { slots: readonly ServiceSlot[] }) {
  const { t } = useLingui();
  const weekdays = useWeekdayText();
  const duration = useDurationText();
  return (
    <Section title={t`Slots of this service`}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {props.slots.map((slot) => {
          const days = weekdays(slot.days);
          const start = formatTime12h(slot.start_time);
          const end = formatTime12h(slot.end_time);
          const length = duration(slot.duration);
          return (
            <Box component="li" key={slot.slot_id} sx={{ display: 'grid' }}>
              <Typography sx={{ fontWeight: 600 }}>{days}</Typography>
              <Typography variant="body2">
                <TimeRange start={start} end={end} /> · <Trans>Session length: {length}</Trans>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}

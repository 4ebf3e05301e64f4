import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Booking, FreeSlot } from '../../../../contracts/bookings.ts';
import { toFlowError } from '../../../../machines/shared/flowError.ts';
import { ApiError } from '../../../api/apiError.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../../../components/FlowErrorAlert.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { useOrderLabels } from '../../../components/order/useOrderLabels.ts';
import { QueryBoundary } from '../../../components/QueryBoundary.tsx';
import { useDurationText } from '../../../components/useScheduleText.ts';
import { formatTime12h } from '../../../lib/dateFormat.ts';
import { groupByDay, shiftCalendarDate } from './bookingWindow.ts';
import { aftercareMutations, aftercareQueries } from './queries.ts';
import { TimeRange } from './TimeRange.tsx';

const keyOf = (slot: Pick<FreeSlot, 'slot_id' | 'starts_at'>) => `${slot.slot_id}|${slot.starts_at}`;

/**
 * Moves a session to another free time: the free times of the product's slots, a fortnight at a
 * time (the server's window), grouped by day; the chosen one is asked for, and a time taken
 * meanwhile (the server's 409) shows why and reads the free times again.
 */
export function RescheduleDialog(props: {
  orderItemId: number;
  booking: Booking;
  onClose: () => void;
  onDone: (booking: Booking) => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const labels = useOrderLabels();
  const title = useId();
  const { booking, orderItemId } = props;
  const number = booking.session_number;
  const [from, setFrom] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<FreeSlot | null>(null);
  const freeSlots = aftercareQueries.freeSlots(api, orderItemId, booking.booking_id, from);
  const move = useMutation({
    ...aftercareMutations.reschedule(api, orderItemId, booking.booking_id),
    onSuccess: async (moved) => {
      await queryClient.invalidateQueries({ queryKey: aftercareQueries.bookings(api, orderItemId).queryKey });
      props.onDone(moved);
    },
    onError: (error) => {
      // The time was taken (or the window closed) meanwhile: show the free times as they are now.
      if (error instanceof ApiError && error.status === 409) {
        setChosen(null);
        void queryClient.invalidateQueries({ queryKey: freeSlots.queryKey });
      }
    },
  });
  const target = chosen;
  const current = labels.when(booking.starts_at);

  return (
    <Dialog open onClose={move.isPending ? undefined : props.onClose} aria-labelledby={title} fullWidth>
      <DialogTitle id={title}>
        <Trans>Reschedule session {number}</Trans>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography>
          <Trans>
            Now: <bdi>{current}</bdi>
          </Trans>
        </Typography>
        <FlowErrorAlert
          error={move.error ? toFlowError(move.error) : null}
          fallback={t`The session could not be moved.`}
        />
        {/* The free times load in this place, a fortnight at a time; a failure shows here too. */}
        <QueryBoundary
          resetKey={from}
          pending={
            <Box role="status" aria-label={t`Loading the free times`} sx={{ display: 'grid', gap: 1 }}>
              <Skeleton variant="rounded" height={40} />
              <Skeleton variant="rounded" height={40} />
            </Box>
          }
          failed={({ error, retry }) => (
            <LoadFailed
              dense
              error={error}
              fallback={t`The free times could not be loaded.`}
              onRetry={retry}
            />
          )}
        >
          <FreeTimes
            query={freeSlots}
            isFirstWindow={from === undefined}
            chosen={chosen}
            onChoose={setChosen}
            onWindow={(start) => {
              setChosen(null);
              setFrom(start);
            }}
          />
        </QueryBoundary>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose} disabled={move.isPending}>
          <Trans>Keep the current time</Trans>
        </Button>
        <Button
          variant="contained"
          disabled={target === null}
          loading={move.isPending}
          onClick={() => {
            if (target) move.mutate({ slot_id: target.slot_id, starts_at: target.starts_at });
          }}
        >
          <Trans>Move the session</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The free times of one fortnight, grouped by day, one to choose; earlier and later fortnights. */
function FreeTimes(props: {
  query: ReturnType<typeof aftercareQueries.freeSlots>;
  isFirstWindow: boolean;
  chosen: FreeSlot | null;
  onChoose: (slot: FreeSlot | null) => void;
  onWindow: (from: string) => void;
}) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const duration = useDurationText();
  const group = useId();
  const { data: shown } = useSuspenseQuery(props.query);
  const slots = shown.slots;
  const days = groupByDay(slots, (instant) => labels.date(instant));
  const later = shiftCalendarDate(shown.from, shown.days);
  const earlier = props.isFirstWindow ? null : shiftCalendarDate(shown.from, -shown.days);
  return (
    <>
      <Typography id={group} sx={{ fontWeight: 600 }}>
        <Trans>Choose a new time</Trans>
      </Typography>
      {slots.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>No free times in these two weeks.</Trans>
        </Typography>
      ) : (
        <RadioGroup
          aria-labelledby={group}
          value={props.chosen ? keyOf(props.chosen) : ''}
          onChange={(event) =>
            props.onChoose(slots.find((slot) => keyOf(slot) === event.target.value) ?? null)
          }
          sx={{ display: 'grid', gap: 1 }}
        >
          {days.map(({ day, slots: ofDay }) => (
            <Box key={day} role="group" aria-label={day} sx={{ display: 'grid' }}>
              <Typography component="h3" variant="subtitle2">
                <bdi>{day}</bdi>
              </Typography>
              {ofDay.map((slot) => {
                const start = formatTime12h(slot.starts_at);
                const end = formatTime12h(slot.ends_at);
                const length = duration(slot.duration);
                const seats = slot.seats_left;
                return (
                  <FormControlLabel
                    key={keyOf(slot)}
                    value={keyOf(slot)}
                    control={<Radio slotProps={{ input: { 'aria-label': t`${day}, ${start} to ${end}` } }} />}
                    label={
                      <span>
                        <TimeRange start={start} end={end} />
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' · '}
                          {length},{' '}
                          {t({ message: plural(seats, { one: '# seat left', other: '# seats left' }) })}
                        </Typography>
                      </span>
                    }
                  />
                );
              })}
            </Box>
          ))}
        </RadioGroup>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        {earlier ? (
          <Button size="small" onClick={() => props.onWindow(earlier)}>
            <Trans>Earlier times</Trans>
          </Button>
        ) : (
          <span />
        )}
        {later ? (
          <Button size="small" onClick={() => props.onWindow(later)}>
            <Trans>Later times</Trans>
          </Button>
        ) : null}
      </Box>
    </>
  );
}

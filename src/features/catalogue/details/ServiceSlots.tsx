import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { ServiceSlot } from '../../../../contracts/pbs.ts';
import type { CartSlot } from '../../../../machines/cart/cart.types.ts';
import { useDurationText, useWeekdayText } from '../../../components/useScheduleText.ts';
import { formatTime12h } from '../../../lib/dateFormat.ts';

/**
 * When a service can be booked: days, hours on the 12-hour clock, and how long a session lasts.
 * The shopper may choose one; the choice goes into the cart with the product.
 */
export function ServiceSlots(props: {
  slots: readonly ServiceSlot[];
  selected: number | null;
  onSelect: (slot: CartSlot) => void;
}) {
  const { t } = useLingui();
  const weekdays = useWeekdayText();
  const duration = useDurationText();
  if (props.slots.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="service-slots-heading">
      <Typography id="service-slots-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        <Trans>Available slots</Trans>
      </Typography>
      <Box
        role="radiogroup"
        aria-label={t`Choose a slot`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {props.slots.map((slot) => {
          const days = weekdays(slot.days);
          const start = formatTime12h(slot.start_time);
          const end = formatTime12h(slot.end_time);
          const length = duration(slot.duration);
          return (
            <Paper
              component="label"
              variant="outlined"
              key={slot.slot_id}
              sx={{
                p: 2,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1,
                rowGap: 0.5,
                cursor: 'pointer',
                borderColor: props.selected === slot.slot_id ? 'primary.main' : undefined,
              }}
            >
              <Radio
                checked={props.selected === slot.slot_id}
                onChange={() => props.onSelect({ slotId: slot.slot_id, label: `${days}, ${start}–${end}` })}
                value={slot.slot_id}
                sx={{ gridRow: 'span 3', alignSelf: 'start', p: 0.5 }}
              />
              <Typography sx={{ fontWeight: 600 }}>{days}</Typography>
              <Typography>
                <Trans>
                  {start} to {end}
                </Trans>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans>Session length: {length}</Trans>
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutItem } from '../../../contracts/checkout.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { useDurationText, useWeekdayText } from '../../components/useScheduleText.ts';
import { formatTime12h } from '../../lib/dateFormat.ts';
import { checkoutQueries } from './queries.ts';

/** The slots of a service item: the chosen one checked; choosing another sends it to the checkout. */
export function SlotPicker(props: {
  item: CheckoutItem;
  disabled: boolean;
  onSelect: (slotId: number) => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const slots = useQuery(checkoutQueries.slots(api, props.item.product_id));
  const weekdays = useWeekdayText();
  const duration = useDurationText();
  const labelId = `slots-${props.item.checkout_item_id}`;
  const name = props.item.product_name;
  if (slots.isPending) return <Skeleton variant="rounded" height={56} aria-label={t`Loading the slots`} />;
  if (slots.isError) {
    return (
      <Alert severity="error">
        <Trans>The slots could not be loaded.</Trans>
      </Alert>
    );
  }
  return (
    <FormControl disabled={props.disabled}>
      <FormLabel id={labelId}>{t`Slot for ${name}`}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.item.slot?.slot_id ?? ''}
        onChange={(event) => props.onSelect(Number(event.target.value))}
      >
        {slots.data.slots.map((slot) => {
          const days = weekdays(slot.days);
          const start = formatTime12h(slot.start_time);
          const end = formatTime12h(slot.end_time);
          const length = duration(slot.duration);
          return (
            <FormControlLabel
              key={slot.slot_id}
              value={slot.slot_id}
              control={<Radio />}
              label={t`${days}, ${start} to ${end} (${length})`}
            />
          );
        })}
      </RadioGroup>
      {props.item.slot === null && (
        <Alert severity="info" sx={{ mt: 1 }}>
          <Trans>Choose a slot for this service.</Trans>
        </Alert>
      )}
    </FormControl>
  );
}

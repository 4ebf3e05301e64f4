import { useLingui } from '@lingui/react/macro';
import type { ServiceSlot } from '../../../../contracts/pbs.ts';
import { useWeekdayText } from '../../../components/useScheduleText.ts';
import { timeOfDayText } from '../../../lib/timeOfDay.ts';

/**
 * A session's slot in the customer's language ('Monday & Wednesday, 10:00 AM–11:00 AM', times in the
 * language's own words) from the product's slots; the server's English label when the slot is not
 * among them (no longer offered).
 */
export function useSlotLabel(
  slots: readonly ServiceSlot[],
): (session: { slot_id: number; slot_label: string }) => string {
  const { t, i18n } = useLingui();
  const weekdays = useWeekdayText();
  return (session) => {
    const slot = slots.find((candidate) => candidate.slot_id === session.slot_id);
    if (!slot) return session.slot_label;
    const days = weekdays(slot.days);
    const from = timeOfDayText(slot.start_time, i18n.locale);
    const to = timeOfDayText(slot.end_time, i18n.locale);
    if (from === '' || to === '') return session.slot_label;
    return t`${days}, ${from}–${to}`;
  };
}

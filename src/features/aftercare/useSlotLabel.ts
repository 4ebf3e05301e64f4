import type { ServiceSlot } from '../../../contracts/pbs.ts';
import { formatTime12h } from '../../lib/dateFormat.ts';
import { useWeekdayText } from '../catalogue/details/useScheduleText.ts';

/**
 * A session's slot in the customer's language ('Monday & Wednesday, 10:00 AM–11:00 AM') from the
 * product's slots; the server's English label when the slot is not among them (no longer offered).
 */
export function useSlotLabel(
  slots: readonly ServiceSlot[],
): (session: { slot_id: number; slot_label: string }) => string {
  const weekdays = useWeekdayText();
  return (session) => {
    const slot = slots.find((candidate) => candidate.slot_id === session.slot_id);
    if (!slot) return session.slot_label;
    return `${weekdays(slot.days)}, ${formatTime12h(slot.start_time)}–${formatTime12h(slot.end_time)}`;
  };
}

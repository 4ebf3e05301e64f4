// A cart line's slot in words: SPEC section 9's weekday names (commas, then "&") and 12-hour times.
import { describe, expect, it } from 'vitest';
import { slotLabel } from '../../server/cart/slot-label.ts';

describe('slotLabel', () => {
  it.each([
    ['sat', '07:30', '08:30', 'Saturday, 7:30 AM–8:30 AM'],
    ['mon,wed', '10:00', '11:00', 'Monday & Wednesday, 10:00 AM–11:00 AM'],
    ['mon,wed,fri', '00:00', '12:30', 'Monday, Wednesday & Friday, 12:00 AM–12:30 PM'],
    ['tue,thu,sat,sun', '18:05', '23:59', 'Tuesday, Thursday, Saturday & Sunday, 6:05 PM–11:59 PM'],
  ])('%s %s–%s is "%s"', (days, start, end, label) => {
    expect(slotLabel(days, start, end)).toBe(label);
  });
});

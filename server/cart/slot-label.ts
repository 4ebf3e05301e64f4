// A service slot in words, as the product page shows it when the shopper picks one (SPEC section 9:
// weekday codes as full names joined by commas with a final "&", times on the 12-hour clock), e.g.
// "Monday & Wednesday, 10:00 AM–11:00 AM". English: the reference server does not localise.

const WEEKDAYS: Readonly<Record<string, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** `days`: codes such as "mon,wed"; `start`, `end`: 24-hour "HH:MM". */
export function slotLabel(days: string, start: string, end: string): string {
  return `${weekdayNames(days)}, ${time12h(start)}–${time12h(end)}`;
}

function weekdayNames(days: string): string {
  const names = days.split(',').map((code) => WEEKDAYS[code.trim()] ?? code.trim());
  const last = names.pop() ?? '';
  return names.length === 0 ? last : `${names.join(', ')} & ${last}`;
}

function time12h(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

import { dateTimeFormat } from './dateTimeFormats.ts';

/**
 * A time of day ("HH:mm", 24-hour, the store's clock) in a language's own words, 12-hour as SPEC
 * section 9 shows times ('2:05 PM', 'अपराह्न 2:05', '٢:٠٥ م'); '' for anything that is not a time.
 * Lingui's catalogue names ('en_IN') are taken as language tags ('en-IN').
 */
export function timeOfDayText(hhmm: string, locale: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  if (!match) return '';
  const at = new Date(Date.UTC(2000, 0, 3, Number(match[1]), Number(match[2])));
  try {
    return dateTimeFormat(locale.replace(/_/g, '-'), {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'UTC',
    }).format(at);
  } catch {
    return dateTimeFormat('en', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'UTC',
    }).format(at);
  }
}

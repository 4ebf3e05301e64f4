// Building an Intl.NumberFormat costs far more than formatting with one (a listing of twenty prices
// spent most of a 60 ms task, at a phone's CPU, building them), so one is kept per locale and places.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, places: number): Intl.NumberFormat {
  const key = `${locale}|${places}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      signDisplay: 'negative',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Money display: the currency label, a no-break space (a narrow phone or a right-to-left line
 * never wraps them apart), then the amount with a fixed number of decimals
 * (SPEC section 9: two by default), grouped for `locale` (default 'en'): 1234.5 with 'R' →
 * 'R 1,234.50'. Negative amounts keep the sign on the number ('R -5.00'), but an amount that
 * rounds to zero never shows as '-0.00'. An empty label gives the number alone. A missing or
 * non-finite amount gives '' rather than a misleading 'R 0.00'. `decimals` is clamped to 0–20.
 */
export function formatCurrencyLabel(
  amount: number | null | undefined,
  label: string,
  decimals = 2,
  locale = 'en',
): string {
  if (amount == null || !Number.isFinite(amount)) return '';
  const places = Number.isFinite(decimals) ? Math.min(20, Math.max(0, Math.floor(decimals))) : 2;
  const number = numberFormat(locale, places).format(amount);
  const prefix = label.trim();
  return prefix === '' ? number : `${prefix}\u00a0${number}`;
}

/**
 * An amount stored in minor units (cents, paise) in major units: 123450 → 1234.5 with the
 * store currency's `number_to_basic` (default 100). A factor that is not a positive finite
 * number falls back to 100; a non-finite amount gives NaN, which `formatCurrencyLabel` shows as ''.
 */
export function minorToMajor(minor: number, numberToBasic = 100): number {
  const factor = Number.isFinite(numberToBasic) && numberToBasic > 0 ? numberToBasic : 100;
  return Number.isFinite(minor) ? minor / factor : Number.NaN;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a product's questions,
// each with its date, built one per date; on the server, at every render): each locale and set of
// options is built once. A locale Intl refuses throws, as the constructor does, and is not kept.
const formats = new Map<string, Intl.DateTimeFormat>();

/** How many formats are kept: every language and zone a shopper brings, and room to spare. */
const KEPT_FORMATS = 200;

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= KEPT_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

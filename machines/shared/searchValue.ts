// How a value in the storefront's addresses is read: by the router in the browser and in the
// server's render (src/app/router.ts), and by the server's page head (server/page/page-head.ts),
// which reads the address's raw text. One rule for both, so that a page and the head served with it
// read the same value from the same address (decision 0165).

/**
 * A search value's text read as JSON only where JSON writes it back the same ('2', 'true', '"7"',
 * '[1,2]'); anything else throws ('1e2', '1.0', ' 7', 'shoes'), and the router keeps it as text.
 */
export function parseExactJson(text: string): unknown {
  const value = JSON.parse(text);
  if (JSON.stringify(value) === text) return value;
  throw new SyntaxError(text);
}

/** The value the router reads from a search value's raw text. */
export function readSearchValue(text: string): unknown {
  try {
    return parseExactJson(text);
  } catch {
    return text;
  }
}

/**
 * The text a value read from an address stands for: a string as it is; anything else as the
 * address wrote it, which JSON gives back exactly (parseExactJson): `?q=true` is the text 'true'.
 */
export function writtenText(value: unknown): string | undefined {
  return typeof value === 'string' || value === undefined ? value : JSON.stringify(value);
}

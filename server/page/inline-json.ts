// JSON written inside a <script> element (the run-time configuration, the served API answers, the
// JSON-LD): `<`, `>` and `&` become \u003c, \u003e and \u0026, and the line separators U+2028 and
// U+2029 \u2028 and \u2029, so that no value can end the script (`</script>`), open a comment
// (`<!--`) or break a JavaScript string. What is written is still JSON, and parses to the same
// value.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Text for an element's content or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

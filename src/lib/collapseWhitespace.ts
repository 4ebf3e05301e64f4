/**
 * Collapses every run of whitespace (spaces, tabs, line breaks, non-breaking and other Unicode
 * spaces) to one ordinary space and trims both ends (SPEC section 5). Null or undefined gives ''.
 */
export function collapseWhitespace(text: string | null | undefined): string {
  if (text == null) return '';
  return text.replace(/\s+/g, ' ').trim();
}

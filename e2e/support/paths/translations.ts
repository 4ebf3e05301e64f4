import { readFileSync } from 'node:fs';

/**
 * A message as the storefront shows it in a language, read from that language's catalog
 * (src/locales/<code>/messages.po), so that tests find controls by their translated names.
 */
export function translated(code: string, message: string): string {
  const catalog = readFileSync(new URL(`../../../src/locales/${code}/messages.po`, import.meta.url), 'utf8');
  const quoted = JSON.stringify(message);
  const entry = new RegExp(`^msgid ${escapeRegExp(quoted)}\\nmsgstr (".*")$`, 'm').exec(catalog);
  const translation = entry?.[1] ? (JSON.parse(entry[1]) as string) : '';
  if (!translation) throw new Error(`src/locales/${code}/messages.po has no translation of ${quoted}`);
  return translation;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

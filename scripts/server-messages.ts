// The server's message catalogue, for whoever adds or rewords a message
// (docs/decisions/0125-server-messages-in-the-shoppers-language.md, "Adding or rewording a server
// message"):
//
//   npx tsx scripts/server-messages.ts          lists untranslated texts (file:line) and bad placeholders
//   npx tsx scripts/server-messages.ts --add    adds every untranslated text to ar/fr/hi.json with ""
//                                               (fill those in; an empty one still counts as missing)
//   npx tsx scripts/server-messages.ts --prune  removes entries no text uses any more
//
// tests/server/server-messages.test.ts fails with the same list.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_LANGUAGES } from '../server/i18n/catalogue.ts';
import { checkCatalogues } from './server-messages/catalogue-check.ts';
import { scanServerMessages } from './server-messages/scan.ts';

const root = join(import.meta.dirname, '..');
const scan = scanServerMessages(root);
const check = checkCatalogues(scan);
const mode = process.argv[2];

function catalogueFile(language: string): string {
  return join(root, 'server/i18n/catalogues', `${language}.json`);
}

function rewrite(language: string, change: (entries: Record<string, unknown>) => void): void {
  const entries = JSON.parse(readFileSync(catalogueFile(language), 'utf8')) as Record<string, unknown>;
  change(entries);
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(catalogueFile(language), `${JSON.stringify(sorted, null, 2)}\n`);
}

if (mode === '--add') {
  for (const language of TRANSLATED_LANGUAGES) {
    rewrite(language, (entries) => {
      for (const { text, languages } of check.untranslated)
        if (languages.includes(language)) entries[text] ??= '';
    });
  }
  console.log(
    `Added ${check.untranslated.length} texts with "" to ${TRANSLATED_LANGUAGES.join(', ')}: fill them in.`,
  );
} else if (mode === '--prune') {
  for (const language of ['en', 'en_US', 'en_IN', ...TRANSLATED_LANGUAGES]) {
    rewrite(language, (entries) => {
      for (const text of check.unused) delete entries[text];
    });
  }
  console.log(`Removed ${check.unused.length} unused entries.`);
} else {
  for (const problem of scan.problems) console.log(`${problem.at}: ${problem.why}`);
  for (const { text, languages, at } of check.untranslated) {
    console.log(`${JSON.stringify(text)} — missing in ${languages.join(', ')} — ${at.join(', ')}`);
  }
  for (const line of check.badPlaceholders) console.log(line);
  for (const text of check.unused) console.log(`unused: ${JSON.stringify(text)}`);
  const texts = new Set(scan.texts.map((found) => found.text)).size;
  console.log(
    `${texts} texts, ${check.untranslated.length} untranslated, ${check.badPlaceholders.length} with bad placeholders, ${scan.problems.length} calls whose text cannot be known, ${check.unused.length} unused.`,
  );
  if (scan.problems.length + check.untranslated.length + check.badPlaceholders.length > 0)
    process.exitCode = 1;
}

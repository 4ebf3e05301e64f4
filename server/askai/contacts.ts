// Where a model's sentence could send the shopper: a web address, a markdown link, an e-mail address
// or a phone number. A model can be talked into writing any of them (a prompt injected through a
// product's text, a review, the question itself): "pay at evil.example", "write to someone's
// address". None may reach the shopper unless the store's own data the answer was built from (the
// facts and their sources: products, vendors, policies, the customer's own orders) holds it.
import type { AskAiCitation } from '../../contracts/askAi.ts';

// An absolute address (a scheme, or www.), or a bare host name with a lower-case top-level domain,
// with its port and path.
const URL_LIKE =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>"'`\]\\]+|\b(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[a-z]{2,24}\b(?::\d{1,5})?(?:\/[^\s<>"'`\]\\]*)?/g;
/** [text](target) and ![alt](target): the target, whatever its kind (relative, javascript:…). */
const MARKDOWN_LINK = /\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;
/** Seven or more digits run together with spaces, dashes, dots or brackets, a leading + allowed. */
const PHONE_LIKE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRAILING = /[.,;:!?)'"»”’]+$/;

function normalisedUrl(raw: string): string {
  return raw
    .replace(TRAILING, '')
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
}

function phones(text: string): string[] {
  return (text.match(PHONE_LIKE) ?? [])
    .map((raw) => raw.trim())
    .filter((raw) => !ISO_DATE.test(raw))
    .map((raw) => raw.replace(/\D/g, ''))
    .filter((digits) => digits.length >= 7);
}

/** What the store's data holds: its web addresses, e-mail addresses and phone numbers. */
export interface KnownContacts {
  urls: Set<string>;
  emails: Set<string>;
  phones: Set<string>;
}

export function knownContacts(text: string, citations: AskAiCitation[]): KnownContacts {
  const source = `${text}\n${JSON.stringify(citations)}`;
  const urls = new Set((source.match(URL_LIKE) ?? []).map(normalisedUrl));
  for (const citation of citations) {
    if (citation.kind === 'policy') urls.add(normalisedUrl(`/policies/${citation.path}`));
  }
  return {
    urls,
    emails: new Set((source.match(EMAIL) ?? []).map((email) => email.toLowerCase())),
    phones: new Set(phones(source)),
  };
}

/** The addresses, links, e-mail addresses and phone numbers of `sentence` that `known` does not hold. */
export function unknownContacts(sentence: string, known: KnownContacts): string[] {
  const claims: string[] = [];
  const emails = sentence.match(EMAIL) ?? [];
  for (const email of emails) {
    if (!known.emails.has(email.toLowerCase())) claims.push(`the e-mail address ${email}`);
  }
  // An e-mail address's domain is not a web address of its own.
  const withoutEmails = emails.reduce((rest, email) => rest.replace(email, ' '), sentence);
  for (const match of withoutEmails.matchAll(MARKDOWN_LINK)) {
    const target = match[1] ?? '';
    if (!known.urls.has(normalisedUrl(target))) claims.push(`the link ${target || '(empty)'}`);
  }
  for (const url of withoutEmails.match(URL_LIKE) ?? []) {
    if (!known.urls.has(normalisedUrl(url))) claims.push(`the address ${url.replace(TRAILING, '')}`);
  }
  for (const digits of phones(sentence)) {
    if (!known.phones.has(digits)) claims.push(`the phone number ${digits}`);
  }
  return claims;
}

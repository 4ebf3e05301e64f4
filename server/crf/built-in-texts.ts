// The texts of the requirement-form fields the reference store seeds (server/db/seed-aftercare.ts):
// its labels, help texts and choice options, written once here in English (the catalogue keys) and
// answered in the request's language, as the store's other texts are. A field a store writes itself
// keeps its words as written: a real store keeps its own forms' texts, in the languages it writes
// them. A choice's options stay the values sent back (the answer is one of them, in English); what
// the shopper reads for each is `option_labels`.
import { type MessageValue, msg, type ServerMessage } from '../i18n/server-message.ts';

export const CRF_TEXTS = {
  participantName: msg('Participant name'),
  experience: msg('Experience level'),
  beginner: msg('Beginner'),
  intermediate: msg('Intermediate'),
  advanced: msg('Advanced'),
  age: msg('Age'),
  firstTime: msg('First time with us?'),
  notes: msg('Anything we should know'),
  notesHelp: msg('Health conditions, accessibility needs or goals.'),
  engraving: msg('Engraving text'),
  engravingHelp: msg('Up to 30 characters, engraved as written.'),
  giftDate: msg('Deliver as a gift on'),
} as const;

const BY_TEXT: ReadonlyMap<string, ServerMessage> = new Map(
  Object.values(CRF_TEXTS).map((message) => [message.text, message]),
);

/** A form text as a message (a built-in one, translated when rendered), or the store's own words. */
export function crfText(text: string): MessageValue {
  return BY_TEXT.get(text) ?? text;
}

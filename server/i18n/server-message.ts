// A text the server answers with, written in English (the catalogue key, gettext style) with
// `{name}` placeholders for its values: msg('{name} is out of stock.', { name: product.name }).
// The error handler renders it in the request's language (render-message.ts); the English text is
// what HttpError.message and the logs carry.

/** A value put into a placeholder: shown as it is, or (a ServerMessage) rendered in the same language. */
export type MessageValue = string | number | ServerMessage;
export type MessageValues = Readonly<Record<string, MessageValue>>;

export interface ServerMessage {
  /** The English text with {placeholders}: the catalogue key. */
  readonly text: string;
  readonly values: MessageValues;
}

/**
 * Only a text the catalogue can know: a literal (or a const holding one), never a string built at
 * run time. A template literal such as `${name} is required` lands here as `string` and is refused
 * by the type checker (a pattern such as `${string} is required` too: a record keyed by it needs no
 * key, which a record keyed by literals does): write '{name} is required' with { name } instead
 * (docs/decisions/0125-server-messages-in-the-shoppers-language.md).
 */
export type LiteralText<T extends string> = Record<never, never> extends Record<T, 1> ? never : T;

/** Marks a text for the catalogue where it is written (a constant, a helper, a rate limit). */
export function msg<T extends string>(text: LiteralText<T>, values: MessageValues = {}): ServerMessage {
  return { text, values };
}

export function isServerMessage(value: unknown): value is ServerMessage {
  return typeof value === 'object' && value !== null && typeof (value as ServerMessage).text === 'string';
}

/** The same text with more values (a rate limit's message gets its {wait} when it is refused). */
export function withValues(message: ServerMessage, values: MessageValues): ServerMessage {
  return { text: message.text, values: { ...message.values, ...values } };
}

/** Fills the placeholders of `text`; an unknown placeholder stays as it is written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole) ?? whole,
  );
}

/** The placeholder names of a text, for checking translations keep them. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

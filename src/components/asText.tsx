import type { ReactNode } from 'react';

/**
 * Words people typed (a search, a question, an e-mail address) as a value of a translated message.
 * Lingui's `<Trans>` reads the message's markup (`<0>…</0>`) after putting string values in, so a
 * value holding such tags was taken for markup: "<b>bold</b>" showed as "bold", and "<0>x</0>" lost
 * its tags with an error. Given as an element, the value is shown exactly as typed.
 */
export function asText(value: string): ReactNode {
  return <>{value}</>;
}

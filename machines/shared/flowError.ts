// Why a step of a flow failed, as machines keep it in their context. Screens turn it into
// translated text in one place (src/components/FlowErrorAlert.tsx), so no raw transport message
// ("[POST] … Failed to fetch") and no untranslated key ever reaches the shopper.
import type { InputField, InputProblems } from './inputRules.ts';

export type FlowError =
  /** The request never got an answer: offline, DNS, a dropped connection. */
  | { kind: 'network' }
  /** The store refused because of too many attempts (429); `retryAfter`: the seconds it named. */
  | { kind: 'rateLimited'; retryAfter?: number }
  /** The store answered with an error; `message` is its response_message when it gave one. */
  | { kind: 'failed'; message: string | null }
  /** A one-time code that is not six digits (checked before anything is sent). */
  | { kind: 'invalidCode' }
  /** The new password and its repetition (passwordAgain) differ (checked before anything is sent). */
  | { kind: 'passwordsDiffer' }
  /**
   * What was typed breaks the input rules (machines/shared/inputRules.ts), checked before anything is
   * sent: each field in the wrong, with its problem (at least one). Screens show each next to its
   * field.
   */
  | { kind: 'invalidInput'; fields: InputProblems };

export type InvalidInput = Extract<FlowError, { kind: 'invalidInput' }>;

/** Each field's check, as its problem or null. */
export type InputChecks = { [F in InputField]?: InputProblems[F] | null };

/**
 * The invalidInput error of a form: the fields whose check found a problem. A machine keeps it
 * only when `hasInputProblems` says it names one; otherwise it sends what was typed.
 */
export function invalidInput(checks: InputChecks): InvalidInput {
  const fields: Record<string, string> = {};
  for (const [field, problem] of Object.entries(checks)) {
    if (problem) fields[field] = problem;
  }
  return { kind: 'invalidInput', fields: fields as InputProblems };
}

/** Whether a check found something wrong with at least one field. */
export function hasInputProblems(error: InvalidInput): boolean {
  return Object.keys(error.fields).length > 0;
}

const RATE_LIMITED = 429;

/**
 * Statuses that refuse the request itself (bad, unknown, conflicting, too large, unprocessable): the
 * same request would be refused again. A 401, 408, 429 or no answer may pass when tried later.
 */
const REFUSED_FOR_GOOD: ReadonlySet<number> = new Set([400, 404, 409, 413, 422]);

function numberField(value: unknown, field: string): number | null {
  if (typeof value !== 'object' || value === null || !(field in value)) return null;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === 'number' ? found : null;
}

function messageOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('message' in value)) return null;
  const { message } = value as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Classifies what an actor rejected with. The app's API client rejects with `{ status, message }`
 * (status 0 when no answer came, message the server's response_message); anything without a
 * status is a failure whose message is not meant for shoppers.
 */
export function toFlowError(error: unknown): FlowError {
  const status = numberField(error, 'status');
  if (status === null) return { kind: 'failed', message: null };
  if (status === 0) return { kind: 'network' };
  if (status === RATE_LIMITED) {
    const retryAfter = numberField(error, 'retryAfter');
    return retryAfter !== null && retryAfter > 0
      ? { kind: 'rateLimited', retryAfter }
      : { kind: 'rateLimited' };
  }
  return { kind: 'failed', message: messageOf(error) };
}

/** What an actor rejected with is a refusal that repeating the same request would meet again. */
export function isRefusedForGood(error: unknown): boolean {
  const status = numberField(error, 'status');
  return status !== null && REFUSED_FOR_GOOD.has(status);
}

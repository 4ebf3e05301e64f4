import { t } from '@lingui/core/macro';
import type { FlowError } from '../../machines/shared/flowError.ts';
import { formatMmSs } from '../lib/mmss.ts';

/**
 * The shopper's words for a FlowError, in the active language: translated, or the store's own
 * message when it sent one; `fallback` says what failed when the store sent no message. (Forms
 * show an invalidInput error field by field, src/components/inputProblems.ts, not as this text.)
 */
export function flowErrorText(error: FlowError, fallback?: string): string {
  switch (error.kind) {
    case 'network':
      return t`We could not reach the store. Check your connection and try again.`;
    case 'rateLimited': {
      if (error.retryAfter === undefined)
        return t`Too many attempts. Please wait a few minutes and try again.`;
      const wait = formatMmSs(error.retryAfter);
      return t`Too many attempts. Try again in ${wait}.`;
    }
    case 'invalidCode':
      return t`Enter the 6-digit code.`;
    case 'passwordsDiffer':
      return t`The two passwords are not the same.`;
    case 'failed':
      return error.message ?? fallback ?? t`Something went wrong. Please try again.`;
    case 'invalidInput':
      return fallback ?? t`Please check what you entered.`;
  }
}

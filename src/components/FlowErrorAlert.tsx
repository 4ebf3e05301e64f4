import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import type { FlowError } from '../../machines/flowError.ts';

/**
 * The shopper's words for a FlowError: translated, or the store's own message when it sent one;
 * nothing for an invalidInput error, which the form shows field by field (inputProblems.ts).
 */
export function useFlowErrorText(error: FlowError | null, fallback?: string): string | null {
  const { t } = useLingui();
  if (!error) return null;
  switch (error.kind) {
    case 'network':
      return t`We could not reach the store. Check your connection and try again.`;
    case 'rateLimited':
      return t`Too many attempts. Please wait a few minutes and try again.`;
    case 'invalidCode':
      return t`Enter the 6-digit code.`;
    case 'passwordsDiffer':
      return t`The two passwords are not the same.`;
    case 'failed':
      return error.message ?? fallback ?? t`Something went wrong. Please try again.`;
    case 'invalidInput':
      // Said next to each field (useInputProblemTexts), not above the form.
      return null;
  }
}

/** What went wrong, announced to screen readers; nothing when nothing did. */
export function FlowErrorAlert(props: { error: FlowError | null; fallback?: string }) {
  const text = useFlowErrorText(props.error, props.fallback);
  if (!text) return null;
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}

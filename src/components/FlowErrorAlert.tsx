import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import type { FlowError } from '../../machines/shared/flowError.ts';
import { flowErrorText } from './flowErrorText.ts';

/** What went wrong, announced to screen readers; nothing when nothing did. */
export function FlowErrorAlert(props: { error: FlowError | null; fallback?: string }) {
  // Subscribes to the active language, so the text follows it.
  useLingui();
  // An invalidInput error is shown next to each field (inputProblems.ts), not above the form.
  if (!props.error || props.error.kind === 'invalidInput') return null;
  return (
    <Alert severity="error" role="alert">
      {flowErrorText(props.error, props.fallback)}
    </Alert>
  );
}

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { toFlowError } from '../../machines/shared/flowError.ts';
import { FlowErrorAlert } from './FlowErrorAlert.tsx';

/**
 * A read that failed: why, in the shopper's language (the store's own message, no connection, or
 * `fallback`), and Try again. Every page and section that reads data shows its failure with this.
 */
export function LoadFailed(props: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  /** Inside a dialog: closer together, and a quieter button beside the dialog's own actions. */
  dense?: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: props.dense ? 1 : 2, justifyItems: 'start' }}>
      <FlowErrorAlert error={toFlowError(props.error)} fallback={props.fallback} />
      <Button variant={props.dense ? 'outlined' : 'contained'} onClick={props.onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Box>
  );
}

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { type FlowError, toFlowError } from '../../machines/shared/flowError.ts';
import { FlowErrorAlert } from './FlowErrorAlert.tsx';

/** What failed: a read that threw (`error`), or a flow's failure as its machine keeps it (`flowError`). */
type Failure = { error: unknown; flowError?: never } | { flowError: FlowError | null; error?: never };

/**
 * A read that failed: why, in the shopper's language (the store's own message, no connection, or
 * `fallback`), and Try again. Every page and section that reads data shows its failure with this,
 * the flows whose machine reads it too (their Try again sends the machine's RETRY).
 */
export function LoadFailed(
  props: Failure & {
    fallback: string;
    onRetry: () => void;
    /** Inside a dialog or a form: closer together, and a quieter button beside the other actions. */
    dense?: boolean;
    /** Other ways on (a link back), beside Try again. */
    children?: ReactNode;
  },
) {
  const failure = props.flowError !== undefined ? props.flowError : toFlowError(props.error);
  const retry = (
    <Button variant={props.dense ? 'outlined' : 'contained'} onClick={props.onRetry}>
      <Trans>Try again</Trans>
    </Button>
  );
  return (
    <Box sx={{ display: 'grid', gap: props.dense ? 1 : 2, justifyItems: 'start' }}>
      <FlowErrorAlert error={failure} fallback={props.fallback} />
      {props.children ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {retry}
          {props.children}
        </Box>
      ) : (
        retry
      )}
    </Box>
  );
}

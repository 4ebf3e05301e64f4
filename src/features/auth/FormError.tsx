import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import { isApiError } from '../../api/apiError.ts';

/**
 * What went wrong, announced to screen readers: the server's response_message, or a translated
 * text when the request never reached the store.
 */
export function FormError(props: { error: unknown }) {
  const { t } = useLingui();
  if (!props.error) return null;
  let message: string;
  if (typeof props.error === 'string') message = props.error;
  else if (isApiError(props.error) && props.error.status === 0) {
    message = t`We could not reach the store. Check your connection and try again.`;
  } else if (props.error instanceof Error && props.error.message) message = props.error.message;
  else message = t`Something went wrong. Please try again.`;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

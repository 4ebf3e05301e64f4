import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { CentredMessage } from './CentredMessage.tsx';

/** Shown when the store settings fail to load, or when a page fails after its one reload. */
export function ErrorPage(props: { onRetry?: () => void }) {
  return (
    <CentredMessage
      heading={<Trans>Something went wrong</Trans>}
      description={<Trans>We could not load the store. Please check your connection and try again.</Trans>}
    >
      {props.onRetry && (
        <Button variant="contained" onClick={props.onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </CentredMessage>
  );
}

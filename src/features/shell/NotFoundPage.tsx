import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { Link } from '@tanstack/react-router';
import { CentredMessage } from '../../components/CentredMessage.tsx';

export function NotFoundPage() {
  return (
    <CentredMessage
      heading={<Trans>Page not found</Trans>}
      description={<Trans>The page you are looking for does not exist or has moved.</Trans>}
    >
      <Button component={Link} to="/" variant="contained">
        <Trans>Go to the home page</Trans>
      </Button>
    </CentredMessage>
  );
}

import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { Link } from '@tanstack/react-router';
import { CentredMessage } from '../../../components/CentredMessage.tsx';

/** /vendor with an id that names none of the store's vendors: said as the page's title says it. */
export function VendorNotFound() {
  return (
    <CentredMessage
      heading={<Trans>Vendor not found</Trans>}
      description={<Trans>This vendor does not exist or no longer sells in this store.</Trans>}
    >
      <Button component={Link} to="/vendor" variant="contained">
        <Trans>All vendors</Trans>
      </Button>
    </CentredMessage>
  );
}

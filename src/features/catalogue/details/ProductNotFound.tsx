import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { Link } from '@tanstack/react-router';
import { CentredMessage } from '../../../components/CentredMessage.tsx';

/** /ProductDetails without a valid id, or for a product the store does not have. */
export function ProductNotFound() {
  return (
    <CentredMessage
      heading={<Trans>Product not found</Trans>}
      description={<Trans>This product does not exist or is no longer sold.</Trans>}
    >
      <Button component={Link} to="/productListing" variant="contained">
        <Trans>Browse products</Trans>
      </Button>
    </CentredMessage>
  );
}

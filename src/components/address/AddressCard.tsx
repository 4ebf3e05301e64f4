import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CustomerAddress } from '../../../contracts/address.ts';
import { addressOneLine } from '../../lib/addressForm.ts';
import { PhoneNumber } from '../PhoneNumber.tsx';
import { useAddressTypeLabel } from './addressTexts.ts';

/**
 * An address as the customer reads it: name, type, where, phone, which defaults it holds, and a
 * flag when the store does not deliver to its pincode.
 */
export function AddressDetails(props: {
  address: CustomerAddress;
  headingId?: string;
  /** The level of the name's heading in the page's outline (h2 in the address book). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}) {
  const { address } = props;
  const typeLabel = useAddressTypeLabel();
  const pincode = address.pincode;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          id={props.headingId}
          component={props.headingLevel ?? 'h2'}
          variant="subtitle1"
          dir="auto"
          sx={{ fontWeight: 600 }}
        >
          {address.full_name}
        </Typography>
        <Chip size="small" label={typeLabel(address.address_type)} />
        {address.is_default_delivery && (
          <Chip size="small" color="primary" variant="outlined" label={<Trans>Default delivery</Trans>} />
        )}
        {address.is_default_billing && (
          <Chip size="small" color="primary" variant="outlined" label={<Trans>Default billing</Trans>} />
        )}
      </Box>
      {/* The customer's own words in their own direction: an English address on an Arabic page
          keeps its house number in front. */}
      <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {addressOneLine(address)}, {address.country}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>Phone:</Trans>{' '}
        <PhoneNumber>{`${address.phone_extension} ${address.phone_number}`}</PhoneNumber>
      </Typography>
      {!address.is_serviceable && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <Trans>We do not deliver to pincode {pincode} yet.</Trans>
        </Alert>
      )}
      {props.children}
    </Box>
  );
}

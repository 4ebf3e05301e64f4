import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomerAddress } from '../../contracts/address.ts';

/**
 * An order's address as a letter is addressed: the name, one line per part, the phone. Each line is
 * the shopper's own words and keeps its own direction (dir="auto"): on an Arabic page an English
 * "12 MG Road" keeps its number in front, an Arabic line reads right to left on an English page. The
 * phone reads left to right wherever it is shown ("+91 9876543210", never "9876543210 91+").
 */
export function AddressLines(props: { address: CustomerAddress | null }) {
  const { address } = props;
  if (address === null) {
    return (
      <Typography color="text.secondary">
        <Trans>No address: nothing in this order is delivered.</Trans>
      </Typography>
    );
  }
  const lines = [
    address.address_line_1,
    address.address_line_2,
    address.landmark,
    `${address.city}, ${address.state} ${address.pincode}`,
    address.country,
  ].filter((line): line is string => Boolean(line?.trim()));
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.25, minWidth: 0 }}>
      <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {address.full_name}
      </Typography>
      {lines.map((line, index) => (
        // Two parts may read the same (a landmark repeating the second line): the place is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed parts of one address, never reordered.
        <Typography key={index} variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      <Typography variant="body2">
        <bdi dir="ltr">{`${address.phone_extension} ${address.phone_number}`}</bdi>
      </Typography>
    </Box>
  );
}

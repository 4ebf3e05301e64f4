import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { VendorCard } from '../vendors/VendorCard.tsx';

/** How many vendors the home page shows. */
export const SHOWN_VENDORS = 8;

/** The home page's first vendors; reads its own query, so its answer re-renders only these cards. */
export function VendorCards() {
  const { api } = useAppSystem();
  const vendors = useQuery(catalogueQueries.vendors(api));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {(vendors.data ?? []).slice(0, SHOWN_VENDORS).map((vendor) => (
        <VendorCard key={vendor.vendor_id} vendor={vendor} />
      ))}
    </Box>
  );
}

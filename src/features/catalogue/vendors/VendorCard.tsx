import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Vendor } from '../../../../contracts/pbs.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { mediaUrl } from '../../../lib/mediaUrl.ts';
import { RatingStars } from '../RatingStars.tsx';

/** A vendor with its logo, rating and product count, leading to its page. */
export function VendorCard(props: { vendor: Vendor }) {
  const { config } = useAppSystem();
  const { vendor } = props;
  return (
    <RouterLink
      to="/vendor"
      search={{ id: vendor.vendor_id }}
      underline="none"
      color="inherit"
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px 1fr',
        gap: 1.5,
        alignItems: 'center',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ width: 56, height: 56, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {vendor.vendor_logo && (
          <img
            src={mediaUrl(config.mediaBaseUrl, vendor.vendor_logo) ?? ''}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} dir="auto" noWrap>
          {vendor.vendor_name}
        </Typography>
        <RatingStars value={vendor.rating} />
      </Box>
    </RouterLink>
  );
}

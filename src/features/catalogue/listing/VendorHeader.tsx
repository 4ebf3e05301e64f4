import { Plural, useLingui } from '@lingui/react/macro';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Vendor } from '../../../../contracts/pbs.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { mediaUrl } from '../../../lib/mediaUrl.ts';
import { RatingStars } from '../RatingStars.tsx';

const LOGO_SIZE = 72;

/** The vendor variant's header: logo, name (the page's h1), rating, product count and description. */
export function VendorHeader(props: { vendor: Vendor }) {
  const { t } = useLingui();
  const { config } = useAppSystem();
  const { vendor } = props;
  const logo = mediaUrl(config.mediaBaseUrl, vendor.vendor_logo);
  return (
    <Box
      component="header"
      sx={{
        display: 'grid',
        gridTemplateColumns: `${LOGO_SIZE}px 1fr`,
        gap: 2,
        alignItems: 'center',
        mb: 3,
        pb: 3,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt={t`${vendor.vendor_name} logo`}
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          decoding="async"
          sx={{ objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ) : (
        <Avatar sx={{ width: LOGO_SIZE, height: LOGO_SIZE, fontSize: 32 }} aria-hidden="true">
          {vendor.vendor_name.slice(0, 1)}
        </Avatar>
      )}
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
          {vendor.vendor_name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          {vendor.rating > 0 && <RatingStars value={vendor.rating} />}
          <Typography variant="body2" color="text.secondary">
            <Plural value={vendor.product_count} one="# product" other="# products" />
          </Typography>
        </Box>
      </Box>
      {vendor.description && (
        <Typography color="text.secondary" sx={{ gridColumn: '1 / -1', maxWidth: 800 }}>
          {vendor.description}
        </Typography>
      )}
    </Box>
  );
}

export function VendorHeaderSkeleton() {
  return (
    <Box
      aria-hidden="true"
      sx={{ display: 'grid', gridTemplateColumns: `${LOGO_SIZE}px 1fr`, gap: 2, alignItems: 'center', mb: 3 }}
    >
      <Skeleton variant="rounded" width={LOGO_SIZE} height={LOGO_SIZE} />
      <Box>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="25%" />
      </Box>
    </Box>
  );
}

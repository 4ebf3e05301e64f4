import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { mediaUrl } from '../../../lib/mediaUrl.ts';

/**
 * Banners 16:5 (16:9 on phones, so that the title and subtitle written over the picture fit), side
 * by side with scroll snapping; the first is fetched eagerly.
 */
const BANNER_RATIO = { xs: '16 / 9', sm: '16 / 5' };

export function BannerStrip() {
  const { t } = useLingui();
  const { api, config } = useAppSystem();
  const banners = useQuery(catalogueQueries.banners(api));
  if (banners.isPending) {
    return <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: BANNER_RATIO }} />;
  }
  if (!banners.data?.length) return null;
  return (
    <Box
      component="section"
      aria-label={t`Offers`}
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: { xs: '92%', md: '100%' },
        gap: 2,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
      }}
    >
      {banners.data.map((banner, index) => (
        <Box
          key={banner.banner_id}
          component="a"
          href={banner.link}
          sx={{
            position: 'relative',
            display: 'block',
            aspectRatio: BANNER_RATIO,
            borderRadius: 2,
            overflow: 'hidden',
            scrollSnapAlign: 'start',
            color: '#fff',
          }}
        >
          <img
            src={mediaUrl(config.mediaBaseUrl, banner.banner_image) ?? ''}
            alt=""
            width={1600}
            height={500}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'auto' : 'async'}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Box
            sx={{
              position: 'absolute',
              insetInlineStart: 0,
              bottom: 0,
              p: { xs: 2, md: 4 },
              background: 'linear-gradient(to top, rgba(0,0,0,0.6), transparent)',
              width: '100%',
            }}
          >
            <Typography
              component="h2"
              variant="h5"
              sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              {banner.title}
            </Typography>
            <Typography sx={{ fontSize: { xs: '0.875rem', sm: '1rem' } }}>{banner.subtitle}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

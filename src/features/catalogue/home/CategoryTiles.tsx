import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { mediaUrl } from '../../../lib/mediaUrl.ts';

const TILE_COUNT = 6;

/** The store's top-level categories as picture tiles leading to their listings. */
export function CategoryTiles() {
  const { api, config } = useAppSystem();
  const categories = useQuery(catalogueQueries.categories(api));
  const top = (categories.data ?? []).filter((category) => category.level === 1).slice(0, TILE_COUNT);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
        gap: 2,
      }}
    >
      {categories.isPending
        ? Array.from({ length: TILE_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
            </li>
          ))
        : top.map((category) => (
            <li key={category.category_id}>
              <RouterLink
                to="/productListing"
                search={{ category: category.category_id }}
                underline="none"
                color="inherit"
                sx={{ display: 'grid', gap: 1, textAlign: 'center' }}
              >
                <Box sx={{ aspectRatio: '1', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
                  {category.category_image && (
                    <img
                      src={mediaUrl(config.mediaBaseUrl, category.category_image) ?? ''}
                      alt=""
                      width={400}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                  )}
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {category.category_name}
                </Typography>
              </RouterLink>
            </li>
          ))}
    </Box>
  );
}

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { Price } from '../../components/Price.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { ProductCardActions } from './ProductCardActions.tsx';
import { RatingStars } from './RatingStars.tsx';
import { hasRatings } from './rules/ratings.ts';

/**
 * A name takes the lines it needs up to three on phones' narrow cards and two from tablets up (the
 * grid keeps cards wide enough for most names in two); only a longer one ends in an ellipsis, its
 * whole text still the link's name and title.
 */
const NAME_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: { xs: 3, sm: 2 },
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * A product in a listing: image, name, vendor, rating, price and an out-of-stock chip. The link is
 * the product name (its accessible name is its visible text, WCAG 2.5.3) and is stretched over the
 * whole card, so a click anywhere on the card opens the product; vendor, price and stock are plain
 * text after it, and the card's buttons sit above the stretched link: controls never nest in it.
 * The image is decorative here (the name beside it says what it shows).
 */
export function ProductCard(props: { product: ProductSummary; eager?: boolean; priority?: boolean }) {
  const { product } = props;
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ position: 'relative', p: 1 }}>
        <ProductImage image={product.product_image} alt="" eager={props.eager} priority={props.priority} />
        {!product.in_stock && (
          <Chip
            label={<Trans>Out of stock</Trans>}
            size="small"
            sx={{ position: 'absolute', top: 16, insetInlineStart: 16, bgcolor: 'background.paper' }}
            variant="outlined"
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, px: 1.5, pb: 1.5, flex: 1, alignContent: 'start' }}>
        {/* In the name's own direction: an English name cut on an Arabic page loses its end. */}
        <Typography component="h3" variant="subtitle2" dir="auto" sx={{ ...NAME_LINES, lineHeight: 1.35 }}>
          <RouterLink
            to="/ProductDetails"
            search={{ id: product.product_id }}
            title={product.product_name}
            color="inherit"
            underline="hover"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {product.product_name}
          </RouterLink>
        </Typography>
        <Typography variant="caption" color="text.secondary" dir="auto" noWrap>
          {product.vendor_name}
        </Typography>
        <Box sx={{ minHeight: 22, display: 'flex', alignItems: 'center' }}>
          {hasRatings(product.rating_count) && (
            <RatingStars value={product.rating} count={product.rating_count} />
          )}
        </Box>
        <Price product={product} />
      </Box>
      <ProductCardActions product={product} />
    </Card>
  );
}

/** The placeholder a card leaves while products load: same box, no content. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-hidden="true">
      <Box sx={{ p: 1 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
      </Box>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="50%" sx={{ fontSize: '1.25rem' }} />
      </Box>
    </Card>
  );
}

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { useId } from 'react';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { hasRatings } from '../../lib/ratings.ts';
import { Price } from './Price.tsx';
import { ProductCardActions } from './ProductCardActions.tsx';
import { ProductImage } from './ProductImage.tsx';
import { RatingStars } from './RatingStars.tsx';

/** The card's clickable area as a router link (one link per card: no nested controls). */
const CardLink = createLink(CardActionArea);

const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * A product in a listing: image, name, vendor, rating, price and an out-of-stock chip. The card
 * is a link to the product's page, named by the product name (vendor, price and stock are its
 * description), with its buttons below the link: controls never nest inside it.
 */
export function ProductCard(props: { product: ProductSummary; priority?: boolean }) {
  const { product } = props;
  const nameId = useId();
  const detailsId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardLink
        to="/ProductDetails"
        search={{ id: product.product_id }}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', p: 1 }}>
          <ProductImage image={product.product_image} alt={product.product_name} priority={props.priority} />
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
          <Typography id={nameId} component="h3" variant="subtitle2" sx={{ ...TWO_LINES, lineHeight: 1.35 }}>
            {product.product_name}
          </Typography>
          <Box id={detailsId} sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="caption" color="text.secondary" noWrap>
              {product.vendor_name}
            </Typography>
            <Box sx={{ minHeight: 22, display: 'flex', alignItems: 'center' }}>
              {hasRatings(product.rating_count) && (
                <RatingStars value={product.rating} count={product.rating_count} />
              )}
            </Box>
            <Price product={product} />
          </Box>
        </Box>
      </CardLink>
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

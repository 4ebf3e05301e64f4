import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { Price } from '../../components/Price.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { ProductCardActions } from './ProductCardActions.tsx';
import { RatingStars } from './RatingStars.tsx';
import { hasRatings } from './rules/ratings.ts';

// One styled card, its parts plain elements styled from it: a grid draws a dozen cards, and each
// styled element's styles are worked out at every render (the server's too), where a card of Boxes
// and Typographies cost about twenty of them.
const CardRoot = styled(Card, { skipSx: true })(
  {
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    '&:focus-within': { outline: '2px solid', outlineOffset: 2 },
    '& > .card-picture': { position: 'relative', padding: 8 },
    '& > .card-text': {
      display: 'grid',
      gap: 4,
      paddingInline: 12,
      paddingBottom: 12,
      flex: 1,
      alignContent: 'start',
    },
    // A name takes the lines it needs up to three on phones' narrow cards and two from tablets up
    // (the grid keeps cards wide enough for most names in two); only a longer one ends in an
    // ellipsis, its whole text still the link's name and title.
    '& .card-name': {
      margin: 0,
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    // The name's link is stretched over the whole card.
    '& .card-name > a::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
    '& .card-name > a:focus-visible': { outline: 'none' },
    '& .card-vendor': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .card-rating': { minHeight: 22, display: 'flex', alignItems: 'center' },
  },
  ({ theme }) => ({
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus-within': { outlineColor: theme.palette.primary.main },
    '& .card-name': {
      ...theme.typography.subtitle2,
      lineHeight: 1.35,
      [theme.breakpoints.up('sm')]: { WebkitLineClamp: 2 },
    },
    '& .card-vendor': { ...theme.typography.caption, color: theme.palette.text.secondary },
  }),
);

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
    <CardRoot variant="outlined">
      <div className="card-picture">
        <ProductImage image={product.product_image} alt="" eager={props.eager} priority={props.priority} />
        {!product.in_stock && (
          <Chip
            label={<Trans>Out of stock</Trans>}
            size="small"
            sx={{ position: 'absolute', top: 16, insetInlineStart: 16, bgcolor: 'background.paper' }}
            variant="outlined"
          />
        )}
      </div>
      <div className="card-text">
        {/* In the name's own direction: an English name cut on an Arabic page loses its end. */}
        <h3 className="card-name" dir="auto">
          <RouterLink
            to="/ProductDetails"
            search={{ id: product.product_id }}
            title={product.product_name}
            color="inherit"
            underline="hover"
          >
            {product.product_name}
          </RouterLink>
        </h3>
        <span className="card-vendor" dir="auto">
          {product.vendor_name}
        </span>
        <div className="card-rating">
          {hasRatings(product.rating_count) && (
            <RatingStars value={product.rating} count={product.rating_count} />
          )}
        </div>
        <Price product={product} />
      </div>
      <ProductCardActions product={product} />
    </CardRoot>
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

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { Price, shownDiscountPercent } from '../../components/Price.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { VISUALLY_HIDDEN } from '../../components/VisuallyHidden.tsx';
import { ProductCardActions } from './ProductCardActions.tsx';
import {
  CARD_TEXT_HEIGHT,
  NAME_LINE_HEIGHT,
  NAME_LINES,
  PRICE_HEIGHT,
  RATING_HEIGHT,
  TWO_LINE_NAMES_FROM,
} from './productCardSizes.ts';
import { RatingStars } from './RatingStars.tsx';
import { hasRatings } from './rules/ratings.ts';

// One styled card, its parts plain elements styled from it: a grid draws a dozen cards, and each
// styled element's styles are worked out at every render (the server's too), where a card of Boxes
// and Typographies cost about twenty of them.
//
// Every part under the picture takes the same height on every card, whatever its text and the
// page's language: the rows further down a page hold their cards' room before they are drawn
// (productGridRoom.ts, from CARD_TEXT_HEIGHT), and a card of another height moved the page as
// they came.
const CardRoot = styled(Card, { skipSx: true })(
  {
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    '&:focus-within': { outline: '2px solid', outlineOffset: 2 },
    '& > .card-picture': { position: 'relative', padding: 8 },
    // One column of the card's width: a long rating count or price never widens it past the card.
    '& > .card-text': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: 4,
      paddingInline: 12,
      paddingBottom: 12,
      flex: 1,
      alignContent: 'start',
    },
    // A name takes three lines on the narrow cards of two columns and two on wider ones (the grid
    // adds a column only where cards stay wide enough for most names in two: ProductGrid.tsx); only
    // a longer one ends in an ellipsis, its whole text still the link's name and title.
    '& .card-name': {
      margin: 0,
      display: '-webkit-box',
      WebkitLineClamp: NAME_LINES.narrow,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      height: `${NAME_LINES.narrow * NAME_LINE_HEIGHT}em`,
      // A word longer than the card (a code, a name without spaces) breaks rather than runs out.
      overflowWrap: 'anywhere',
    },
    [`@container product-grid (min-width: ${TWO_LINE_NAMES_FROM}px)`]: {
      '& .card-name': {
        WebkitLineClamp: NAME_LINES.wide,
        height: `${NAME_LINES.wide * NAME_LINE_HEIGHT}em`,
      },
    },
    // The name's link is stretched over the whole card.
    '& .card-name > a::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
    '& .card-name > a:focus-visible': { outline: 'none' },
    '& .card-vendor': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // The stars and their count: the count may run into the card's padding (a narrow phone's card),
    // and a longer one ends in an ellipsis (its whole number is read).
    '& .card-rating': {
      height: RATING_HEIGHT,
      display: 'flex',
      alignItems: 'center',
      overflow: 'hidden',
      marginInlineEnd: -10,
    },
    '& .card-rating .rating-count': {
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .card-rating > span': { minWidth: 0 },
    // The price on its line and the price before the discount on the next (held when there is
    // none). The discount, beside them on a phone's card, wrapped to a third line: it is drawn on
    // the picture (.card-off), and kept in the price for screen readers only.
    '& .card-price': { height: PRICE_HEIGHT, lineHeight: 1.5, overflow: 'hidden' },
    '& .card-price > span': { display: 'flex' },
    '& .card-price .price-now': { flexBasis: '100%' },
    '& .card-price .price-was': { whiteSpace: 'nowrap' },
    // "Price on request" may take the two lines, closer together.
    '& .card-price .price-on-request': { lineHeight: 1.35 },
    '& .card-price .price-off': VISUALLY_HIDDEN,
    // The discount at the picture's top, beside the heart; "out of stock" at its foot, where it has
    // the picture's width (it is longer than the room beside the heart in French and Hindi).
    '& .card-badges': { position: 'absolute', top: 16, insetInlineStart: 16 },
    '& .card-stock': { position: 'absolute', bottom: 16, insetInline: 16, display: 'flex' },
    '& .card-stock > *': { maxWidth: '100%' },
    '& .card-off': {
      fontSize: '0.8125rem',
      fontWeight: 700,
      lineHeight: 1.5,
      paddingInline: 8,
      borderRadius: 12,
      whiteSpace: 'nowrap',
    },
    '& > .card-actions': { paddingInline: 12, paddingBottom: 12 },
    // Above the stretched link. The label is one line: in sentence case and with little padding
    // it fits the narrowest phone's card in each of the storefront's languages; a longer one ends
    // in an ellipsis (the button's name is whole).
    '& > .card-actions > button': {
      position: 'relative',
      zIndex: 1,
      textTransform: 'none',
      paddingInline: 4,
      minWidth: 0,
    },
    '& .card-cart-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // The heart on the picture's top corner at the end of the line (the discount is at its start),
    // above the stretched link: a round target of 40 px.
    '& .card-heart': { position: 'absolute', top: 10, insetInlineEnd: 10, zIndex: 1, borderRadius: '50%' },
    '& .card-heart > button': { width: 40, height: 40 },
  },
  ({ theme }) => ({
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus-within': { outlineColor: theme.palette.primary.main },
    '& .card-name': {
      ...theme.typography.subtitle2,
      lineHeight: NAME_LINE_HEIGHT,
    },
    '& .card-vendor': { ...theme.typography.caption, color: theme.palette.text.secondary },
    '& .card-heart': { backgroundColor: theme.palette.background.paper },
    '& .card-heart > button:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    '& .card-off': { color: theme.palette.success.main, backgroundColor: theme.palette.background.paper },
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
  const percent = shownDiscountPercent(product);
  return (
    <CardRoot variant="outlined">
      <div className="card-picture">
        <ProductImage image={product.product_image} alt="" eager={props.eager} priority={props.priority} />
        {/* The discount the price says to a screen reader, drawn short where it fits a phone's card. */}
        {percent > 0 && (
          <span className="card-badges card-off" aria-hidden="true">
            <Trans comment="A discount on a product card's picture: as short as the language allows">
              −{percent}%
            </Trans>
          </span>
        )}
        {!product.in_stock && (
          <div className="card-stock">
            <Chip
              label={<Trans>Out of stock</Trans>}
              size="small"
              sx={{ bgcolor: 'background.paper' }}
              variant="outlined"
            />
          </div>
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
        <div className="card-price">
          <Price product={product} />
        </div>
      </div>
      <ProductCardActions product={product} />
    </CardRoot>
  );
}

/** The placeholder a card leaves while products load: same box and height, no content. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-hidden="true">
      <Box sx={{ p: 1 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
      </Box>
      <Box
        sx={{
          px: 1.5,
          pb: 1.5,
          boxSizing: 'border-box',
          height: CARD_TEXT_HEIGHT.narrow,
          [`@container product-grid (min-width: ${TWO_LINE_NAMES_FROM}px)`]: {
            height: CARD_TEXT_HEIGHT.wide,
          },
        }}
      >
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="50%" sx={{ fontSize: '1.25rem' }} />
      </Box>
    </Card>
  );
}

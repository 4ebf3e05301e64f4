import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CartSlot } from '../../../../machines/cart/cart.types.ts';
import { isPriceVisible } from '../../../../machines/shared/priceVisibility.ts';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { CLEAR_OF_ASK_AI } from '../../../components/clearOfAskAi.ts';
import { Price } from '../../../components/Price.tsx';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { useProductTypeLabel } from '../../../components/useCatalogueLabels.ts';
import { discountPercent, offerText } from '../../../lib/discount.ts';
import { RatingStars } from '../RatingStars.tsx';
import { withoutRepeatedDiscount } from '../rules/businessRules.ts';
import { otherProducts } from '../rules/productLists.ts';
import { hasRatings } from '../rules/ratings.ts';
import { BusinessRules } from './BusinessRules.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { PincodeCheck } from './PincodeCheck.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductRow } from './ProductRow.tsx';
import { PurchaseActions, type PurchaseHandlers } from './PurchaseActions.tsx';
import { QuestionsSection } from './QuestionsSection.tsx';
import { RatingsSection, useRatingSummary } from './RatingsSection.tsx';
import { ServiceSlots } from './ServiceSlots.tsx';
import { StickyPurchaseBar } from './StickyPurchaseBar.tsx';

/**
 * A product's page. The route's loader has the product itself ready; ratings, questions, FAQs,
 * similar and recommended products load in parallel and show skeletons until they arrive.
 * Add-to-cart, Buy now and Add-to-wish-list call the handlers given (disabled without one).
 */
export function ProductDetailsPage(props: { productId: number; wishListed?: boolean } & PurchaseHandlers) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const { data: product } = useSuspenseQuery(catalogueQueries.productDetails(api, props.productId));
  const similar = useQuery(catalogueQueries.similarProducts(api, props.productId));
  // The price shows the percent off (as in the cart): the store's details only when they say more.
  const priceShown = isPriceVisible(product);
  const percent = priceShown ? discountPercent(product.product_price, product.final_price) : 0;
  const offer = offerText(product.discount_details, percent, priceShown);
  const recommended = useQuery(catalogueQueries.recommendations(api));
  const typeLabel = useProductTypeLabel();
  const ratingSummary = useRatingSummary();
  const vendorName = product.vendor_name;
  const [slot, setSlot] = useState<CartSlot | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  return (
    <Container
      maxWidth="xl"
      // minmax(0, 1fr): the page is as wide as the screen, whatever the widest word or name in it.
      sx={{
        py: { xs: 2, md: 4 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: { xs: 4, md: 6 },
      }}
    >
      <Box>
        <Breadcrumbs
          aria-label={t`Breadcrumb`}
          // Long names wrap or are cut with an ellipsis, never widen the page on a phone.
          sx={{ mb: 2, '& ol': { flexWrap: 'wrap' }, '& li': { minWidth: 0, maxWidth: '100%' } }}
        >
          <RouterLink to="/" underline="hover" color="inherit">
            <Trans>Home</Trans>
          </RouterLink>
          {product.category_path.map((category) => (
            <RouterLink
              key={category.category_id}
              to="/productListing"
              search={{ category: category.category_id }}
              underline="hover"
              color="inherit"
            >
              {category.category_name}
            </RouterLink>
          ))}
          <Typography
            color="text.primary"
            aria-current="page"
            dir="auto"
            sx={{ maxWidth: 'min(40ch, 100%)' }}
            noWrap
          >
            {product.product_name}
          </Typography>
        </Breadcrumbs>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            gap: { xs: 3, md: 6 },
            alignItems: 'start',
          }}
        >
          <Box sx={{ maxWidth: { md: 560 }, width: '100%', justifySelf: 'center' }}>
            <ProductGallery images={product.product_image} name={product.product_name} />
          </Box>
          {/* One column of the page's width: a name without spaces breaks rather than widens it. */}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, alignContent: 'start' }}
          >
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography
                component="h1"
                variant="h4"
                sx={{
                  fontSize: { xs: '1.5rem', md: '2rem' },
                  fontWeight: 600,
                  overflowWrap: 'anywhere',
                  ...CLEAR_OF_ASK_AI,
                }}
              >
                <bdi>{product.product_name}</bdi>
              </Typography>
              <Typography color="text.secondary">
                <Trans>
                  Sold by{' '}
                  <RouterLink to="/productListing" search={{ vendor: product.vendor_id }} color="inherit">
                    {vendorName}
                  </RouterLink>
                </Trans>
              </Typography>
              {hasRatings(product.rating_count) ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <RatingStars value={product.rating} />
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {ratingSummary(product.rating)}
                  </Typography>
                  <Link href="#reviews" variant="body2" color="inherit">
                    <Trans>See all reviews</Trans>
                  </Link>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  <Trans>No ratings yet</Trans>
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <Price product={product} size="large" />
              {offer && (
                <Typography variant="body2" color="success.main">
                  {offer}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Chip label={typeLabel(product.product_type_name)} size="small" variant="outlined" />
              <Chip
                label={product.in_stock ? <Trans>In stock</Trans> : <Trans>Out of stock</Trans>}
                size="small"
                color={product.in_stock ? 'success' : 'default'}
                variant={product.in_stock ? 'outlined' : 'filled'}
              />
            </Box>
            <Box ref={actionsRef}>
              <PurchaseActions
                product={product}
                slot={slot}
                wishListed={props.wishListed}
                onAddToCart={props.onAddToCart}
                onBuyNow={props.onBuyNow}
                onAddToWishList={props.onAddToWishList}
              />
            </Box>
            <Divider />
            <PincodeCheck productId={product.product_id} />
            <BusinessRules
              rules={withoutRepeatedDiscount(product.business_rules, { percent, priceShown, offer })}
            />
          </Box>
        </Box>
      </Box>
      {product.description && (
        <DetailsSection title={<Trans>Description</Trans>}>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-line', maxWidth: '75ch' }}>
            {product.description}
          </Typography>
        </DetailsSection>
      )}
      <ServiceSlots slots={product.service_slots} selected={slot?.slotId ?? null} onSelect={setSlot} />
      <ProductRow title={<Trans>In this bundle</Trans>} products={product.bundled_products} loading={false} />
      <RatingsSection productId={product.product_id} />
      <QuestionsSection productId={product.product_id} />
      <FaqSection productId={product.product_id} />
      <ProductRow
        title={<Trans>Similar products</Trans>}
        products={otherProducts(similar.data, product.product_id)}
        loading={similar.isPending}
      />
      <ProductRow
        title={<Trans>Recommended for you</Trans>}
        products={otherProducts(recommended.data, product.product_id)}
        loading={recommended.isPending}
      />
      <StickyPurchaseBar
        product={product}
        slot={slot}
        actionsRef={actionsRef}
        onAddToCart={props.onAddToCart}
      />
    </Container>
  );
}

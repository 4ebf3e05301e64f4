import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { AskAiCitation, ProductCitation } from '../../../contracts/askAi.ts';
import type { ProductTypeName } from '../../../contracts/pbs.ts';
import { useCartActions } from '../../app/hooks/useCartActions.ts';
import { asText } from '../../components/asText.tsx';
import { Price } from '../../components/Price.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';

/** Products that go to the cart as they are (no slot to choose first). */
const ADDABLE: readonly ProductTypeName[] = ['Physical', 'Digital', 'Bundled', 'Subscription', 'API'];

/** What an answer rests on: product cards with Add to cart, then the FAQs, policies, orders and searches it quotes. */
export function AskAiCitations(props: { citations: AskAiCitation[] }) {
  const { t } = useLingui();
  const products = props.citations.filter((c): c is ProductCitation => c.kind === 'product');
  const others = props.citations.filter((c) => c.kind !== 'product');
  if (props.citations.length === 0) return null;
  return (
    <Box component="section" aria-label={t`Sources`} sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {products.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {products.map((product) => (
            <li key={product.product_id}>
              <CitedProduct product={product} />
            </li>
          ))}
        </Box>
      )}
      {others.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {others.map((citation) => (
            <li key={keyOf(citation)}>
              <OtherCitation citation={citation} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function keyOf(citation: AskAiCitation): string {
  switch (citation.kind) {
    case 'product':
      return `product-${citation.product_id}`;
    case 'faq':
      return `faq-${citation.faq_id}`;
    case 'policy':
      return `policy-${citation.path}`;
    case 'order':
      return `order-${citation.order_id}`;
    case 'search':
      return `search-${citation.query}`;
  }
}

function CitedProduct(props: { product: ProductCitation }) {
  const { t } = useLingui();
  const { add } = useCartActions();
  const { product } = props;
  const addLabel = t`Add to cart`;
  const addable =
    product.in_stock &&
    product.price !== null &&
    ADDABLE.includes(product.product_type_name as ProductTypeName);
  return (
    <Card variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5, height: '100%' }}>
      <RouterLink to="/ProductDetails" search={{ id: product.product_id }} underline="hover">
        {product.product_name}
      </RouterLink>
      <Price
        product={{
          final_price: product.price ?? 0,
          product_price: product.original_price ?? product.price ?? 0,
          price_visibility: product.price !== null,
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {product.rating > 0 ? t`Rated ${product.rating.toFixed(1)} out of 5` : t`Not rated yet`}
        {' · '}
        {product.in_stock ? t`In stock` : t`Out of stock`}
      </Typography>
      {addable && (
        <Button
          size="small"
          variant="outlined"
          // Its visible words, then the product (as a product card's): one message for both.
          aria-label={`${addLabel} ${product.product_name}`}
          onClick={() =>
            add(
              {
                productId: product.product_id,
                name: product.product_name,
                price: product.original_price ?? product.price ?? 0,
                sellingPrice: product.price ?? 0,
                discountDetails: null,
                image: product.image ?? '',
                productType: product.product_type_name as ProductTypeName,
                maxQuantity: null,
                priceVisible: true,
                slot: null,
              },
              // The answer stays on screen: its toast says the product was added.
              { miniCart: false },
            )
          }
        >
          {addLabel}
        </Button>
      )}
    </Card>
  );
}

function OtherCitation(props: { citation: AskAiCitation }) {
  const { citation } = props;
  switch (citation.kind) {
    case 'faq':
      return (
        <Typography variant="body2">
          <Trans>FAQ: {asText(citation.question)}</Trans>
        </Typography>
      );
    case 'policy':
      return (
        <RouterLink to="/policies/$" params={{ _splat: citation.path }} underline="hover" variant="body2">
          {citation.title}
        </RouterLink>
      );
    case 'order':
      return (
        <RouterLink
          to="/userprofile/order/$orderId"
          params={{ orderId: String(citation.order_id) }}
          underline="hover"
          variant="body2"
        >
          <Trans>Order #{citation.order_id}</Trans>
        </RouterLink>
      );
    case 'search':
      return (
        <RouterLink to="/productListing" search={{ q: citation.query }} underline="hover" variant="body2">
          <Trans>Search the catalogue for "{asText(citation.query)}"</Trans>
        </RouterLink>
      );
    default:
      return null;
  }
}

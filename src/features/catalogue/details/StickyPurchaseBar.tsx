import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ProductDetails } from '../../../../contracts/pbs.ts';
import type { CartSlot } from '../../../../machines/cart/cart.types.ts';
import { Price } from '../../../components/Price.tsx';
import { purchaseBlock } from '../rules/purchaseActions.ts';

/** Phones and small tablets: where the page's own Add to cart starts below the first screen. */
export const STICKY_BAR_MEDIA = '@media (max-width: 768px)';
/** The bar's height in px; the page keeps as much room at its end, so the bar covers nothing there. */
export const STICKY_BAR_HEIGHT = 72;
/** Set on the document while the bar shows, so that floating buttons (Ask AI) sit above it. */
const BAR_VARIABLE = '--sticky-purchase-bar';

/**
 * Room after the page's end (the footer included), as tall as the bar and in the footer's colour:
 * scrolled to the end, the bar covers nothing. Rendered at the end of the document once mounted.
 */
function RoomForTheBar() {
  const theme = useTheme();
  const [end, setEnd] = useState<HTMLElement | null>(null);
  useEffect(() => setEnd(document.body), []);
  if (!end) return null;
  return createPortal(
    <Box
      aria-hidden
      data-testid="sticky-bar-room"
      sx={{
        display: 'none',
        [STICKY_BAR_MEDIA]: { display: 'block' },
        height: STICKY_BAR_HEIGHT,
        // (A page rendered without the store's theme, in a test, has no footer colour.)
        bgcolor: theme.storefront?.footer.bg,
      }}
    />,
    end,
  );
}

/**
 * Below the window counts as on screen: the element's state changes only when it goes up past the
 * top, however far a scroll jumps (a link to the reviews, a fling), where a plain observer would see
 * no change from "below" to "above" and say nothing.
 */
const BELOW_COUNTS = '0px 0px 1000000px 0px';

/**
 * Whether the shopper has scrolled the element up past the top of the window: false until known,
 * and false while it is below the window. The page opens at its top, with its own buttons on the
 * first screen or just below it: a bar that showed there would come up over the page as it starts,
 * while its own Add to cart is on screen or a short scroll away.
 */
function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // The latest entry: one callback may carry several (the page opened, then scrolled into place).
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: BELOW_COUNTS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}

/**
 * On phones, the product's price and Add to cart in a bar at the bottom of the window once the
 * shopper has scrolled past the page's own buttons. Larger screens never show it.
 */
export function StickyPurchaseBar(props: {
  product: ProductDetails;
  slot: CartSlot | null;
  /** The page's own purchase buttons: the bar shows only once they are scrolled past. */
  actionsRef: RefObject<HTMLElement | null>;
  onAddToCart?: (product: ProductDetails, slot: CartSlot | null) => void;
}) {
  const { t } = useLingui();
  const { product } = props;
  const shown = useScrolledPast(props.actionsRef);
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.setProperty(BAR_VARIABLE, `${STICKY_BAR_HEIGHT}px`);
    return () => {
      root.style.removeProperty(BAR_VARIABLE);
    };
  }, [shown]);
  const block = purchaseBlock('add_to_cart', product, props.onAddToCart !== undefined);
  const title =
    block === 'out_of_stock'
      ? t`This product is out of stock`
      : block
        ? t`Adding to the cart is not available yet`
        : undefined;
  return (
    <>
      <RoomForTheBar />
      {shown && (
        <Box
          role="region"
          aria-label={t`Buy this product`}
          sx={{
            display: 'none',
            [STICKY_BAR_MEDIA]: { display: 'flex' },
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            height: STICKY_BAR_HEIGHT,
            // Over the page, under the header's menus, drawers and dialogs (and their backdrops).
            zIndex: (theme) => theme.zIndex.appBar - 1,
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid' }}>
            <Typography variant="body2" color="text.secondary" noWrap dir="auto">
              {product.product_name}
            </Typography>
            <Price product={product} />
          </Box>
          <Button
            variant="contained"
            color="primary"
            disabled={block !== null}
            title={title}
            onClick={() => props.onAddToCart?.(product, props.slot)}
            sx={{ flexShrink: 0, minHeight: 44 }}
          >
            <Trans>Add to cart</Trans>
          </Button>
        </Box>
      )}
    </>
  );
}

import { useLocation } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { miniCart, useMiniCartProduct } from '../../app/hooks/miniCart.ts';
import { MiniCart } from '../../app/lazyPanels.ts';

/** Shows the mini-cart while an add to cart has opened it; another page closes it. */
export function MiniCartHost() {
  const productId = useMiniCartProduct();
  const pathname = useLocation({ select: (location) => location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is what closes it
  useEffect(() => miniCart.close(), [pathname]);
  if (productId === null) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart productId={productId} onClose={miniCart.close} />
    </Suspense>
  );
}

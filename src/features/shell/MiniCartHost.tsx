import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { miniCart, useMiniCartProduct } from '../../app/miniCart.ts';

// The mini-cart's code loads when it first opens: the first render of every page does not carry it.
const MiniCart = lazy(() => import('../cart/MiniCart.tsx').then((module) => ({ default: module.MiniCart })));

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

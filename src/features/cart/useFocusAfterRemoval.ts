import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../../machines/cart/cart.types.ts';

/**
 * Keyboard focus after Remove or Empty the cart, which take the focused button away: it moves to
 * the quantity field of the line now at the removed line's place (the next line, or the last one),
 * or to the cart's heading when the cart is empty, never to the page's body.
 */
export function useFocusAfterRemoval(lines: readonly CartLine[]) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fields = useRef(new Map<number, HTMLInputElement>());
  const [removedAt, setRemovedAt] = useState<number | null>(null);

  useEffect(() => {
    if (removedAt === null) return;
    const line = lines[Math.min(removedAt, lines.length - 1)];
    const field = line ? fields.current.get(line.productId) : undefined;
    (field ?? headingRef.current)?.focus();
    setRemovedAt(null);
  }, [removedAt, lines]);

  const quantityRef = useCallback(
    (productId: number): RefCallback<HTMLInputElement> =>
      (element) => {
        if (element) fields.current.set(productId, element);
        else fields.current.delete(productId);
      },
    [],
  );

  return { headingRef, quantityRef, afterRemoving: setRemovedAt };
}

// The product page's purchase bar (phones) shows once the shopper has scrolled past the page's own
// buttons: never while they are on screen, nor while they are still below the first screen (the bar
// would come up over the page as it starts).
import { act } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetails } from '../../contracts/pbs.ts';
import { StickyPurchaseBar } from '../../src/features/catalogue/details/StickyPurchaseBar.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const product: ProductDetails = {
  product_id: 7,
  product_name: 'Morning yoga class',
  product_price: 1000,
  final_price: 800,
  discount_details: null,
  product_image: '/media/a.svg',
  rating: 0,
  rating_count: 0,
  product_type_name: 'Service',
  category_id: 3,
  category_name: 'Yoga',
  vendor_id: 5,
  vendor_name: 'Asana Studio',
  in_stock: true,
  is_subscribed: false,
  description: '',
  business_rules: [],
  bundled_products: [],
  service_slots: [],
  category_path: [],
};

/** The observers the bar made, with a way to report what the browser would see. */
interface Observed {
  callback: IntersectionObserverCallback;
  targets: Element[];
  /** How far below the window the observer counts as on screen (its rootMargin's bottom). */
  below: number;
  /** What it last reported: a browser reports a change, not every scroll. */
  intersecting?: boolean;
}
const observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly entry: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    const margins = (options?.rootMargin ?? '0px').split(/\s+/).map((margin) => Number.parseFloat(margin));
    this.entry = { callback, targets: [], below: margins[2] ?? margins[0] ?? 0 };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.targets = [];
  }
  takeRecords() {
    return [];
  }
}

const WINDOW = { top: 0, bottom: 844 };

/**
 * Reports the page's own buttons at these positions, one after the other, as the browser would:
 * the first position, and then only those that change whether they intersect (a jump from below the
 * window to above it changes nothing for an observer of the window alone).
 */
function report(...positions: { top: number; bottom: number }[]) {
  const observer = observers.at(-1);
  if (!observer?.targets[0]) throw new Error('The bar observes nothing');
  const target = observer.targets[0];
  const entries = positions.map(
    (box) =>
      ({
        target,
        isIntersecting: box.bottom > WINDOW.top && box.top < WINDOW.bottom + observer.below,
        boundingClientRect: { ...box, height: box.bottom - box.top } as DOMRectReadOnly,
        rootBounds: { ...WINDOW, height: WINDOW.bottom } as DOMRectReadOnly,
      }) as IntersectionObserverEntry,
  );
  const changes = entries.filter((entry) => {
    const changed = entry.isIntersecting !== observer.intersecting;
    observer.intersecting = entry.isIntersecting;
    return changed;
  });
  if (changes.length > 0) act(() => observer.callback(changes, observer as unknown as IntersectionObserver));
}

function PageWithBar() {
  const actionsRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={actionsRef}>
        <button type="button">Add to cart</button>
      </div>
      <StickyPurchaseBar product={product} slot={null} actionsRef={actionsRef} onAddToCart={() => {}} />
    </>
  );
}

// The bar's region, drawn or not (jsdom applies no media query: the bar's display stays 'none', and
// Testing Library names no hidden element).
const bar = () => document.querySelector('[role="region"][aria-label="Buy this product"]');

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StickyPurchaseBar', () => {
  it('is absent while the page’s own buttons are below the first screen', async () => {
    await renderWithStore(<PageWithBar />);
    expect(bar()).toBeNull();
    report({ top: 895, bottom: 937 });
    expect(bar()).toBeNull();
  });

  it('is absent while the page’s own buttons are on screen', async () => {
    await renderWithStore(<PageWithBar />);
    report({ top: 600, bottom: 642 });
    expect(bar()).toBeNull();
  });

  it('shows once they are scrolled past, and goes when they come back', async () => {
    await renderWithStore(<PageWithBar />);
    report({ top: -120, bottom: -78 });
    expect(bar()).not.toBeNull();
    report({ top: 300, bottom: 342 });
    expect(bar()).toBeNull();
  });

  it('shows when a jump takes the buttons from below the window to above it at once', async () => {
    await renderWithStore(<PageWithBar />);
    report({ top: 895, bottom: 937 });
    report({ top: -300, bottom: -258 });
    expect(bar()).not.toBeNull();
  });

  it('follows the latest of several positions reported at once', async () => {
    await renderWithStore(<PageWithBar />);
    // Opened scrolled down (another page's position), then put at the top of the page.
    report({ top: -900, bottom: -858 }, { top: 600, bottom: 642 });
    expect(bar()).toBeNull();
  });
});

import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';

/** How far below the screen a part starts to render: a quick scroll still finds it drawn. */
const AHEAD = '600px 0px';

/**
 * Renders its children once they come near the screen; until then an empty box `placeholderHeight`
 * pixels tall holds their place (empty, not a loading state: nothing is being fetched or shown).
 * The home page's lower sections wait so (issue 9): the first screen renders without the work of
 * cards nobody sees yet, which was most of the page's long tasks on a phone. Where the browser
 * cannot tell (no IntersectionObserver: tests, old browsers) the children render at once.
 */
export function WhenNearScreen(props: { children: ReactNode; placeholderHeight: number }) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: AHEAD, fallbackInView: true });
  return (
    <div ref={ref} style={inView ? undefined : { minHeight: props.placeholderHeight }}>
      {inView && props.children}
    </div>
  );
}

import { type ReactNode, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { useDrawnFromServer } from '../app/firstScreen.ts';
import { pageWasReturnedTo } from '../app/lastHistoryMove.ts';

/** How far below the screen a part starts to render: a quick scroll still finds it drawn. */
const AHEAD = '600px 0px';

/**
 * Renders its children once they come near the screen; until then an empty box `placeholderHeight`
 * pixels tall holds their place (empty, not a loading state: nothing is being fetched or shown).
 * The home page's lower sections wait so: the first screen renders without the work of
 * cards nobody sees yet, which was most of the page's long tasks on a phone. Where the browser
 * cannot tell (no IntersectionObserver: tests, old browsers) the children render at once, and so
 * they do on a page returned to (Back, Forward, reload), whose scroll position is being put back,
 * unless it is the screen the server drew.
 */
export function WhenNearScreen(props: { children: ReactNode; placeholderHeight: number }) {
  // The screen the server drew has the placeholder (the server cannot see the screen): so has the
  // browser's hydration of it, returned to or not.
  const drawnFromServer = useDrawnFromServer();
  const [returnedTo] = useState(() => !drawnFromServer && pageWasReturnedTo());
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: AHEAD,
    fallbackInView: true,
    skip: returnedTo,
  });
  const drawn = returnedTo || inView;
  return (
    <div ref={ref} style={drawn ? undefined : { minHeight: props.placeholderHeight }}>
      {drawn && props.children}
    </div>
  );
}

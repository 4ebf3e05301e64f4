import { type ReactNode, useDeferredValue } from 'react';
import { useDrawnFromServer } from '../app/firstScreen.ts';
import { pageWasReturnedTo } from '../app/lastHistoryMove.ts';

/**
 * Renders its children in a second render, after the page's frame (the header) has been drawn.
 * React draws a deferred render in short slices, yielding to the browser between them, while the
 * first render of a page is one task: on a phone the page's first render was one long task of half
 * a second (total blocking time). A page returned to (Back, Forward, a reload) and a page
 * opened at an anchor (…#reviews) are drawn at once: the router puts the scroll position back, or
 * scrolls to the anchor, as soon as the page is rendered, and it must find them there.
 */
export function AfterShell(props: {
  children: ReactNode;
  /**
   * Whether the header is drawn before it. A page without one (sign-in) has nothing to draw first
   * and is drawn at once: an empty first render would take the served frame's logo off the screen.
   */
  behindHeader: boolean;
}) {
  // The screen the server drew is drawn whole: its content is on screen already.
  const drawnFromServer = useDrawnFromServer();
  const ready = useDeferredValue(
    true,
    drawnFromServer || !props.behindHeader || pageWasReturnedTo() || window.location.hash !== '',
  );
  return ready ? props.children : null;
}

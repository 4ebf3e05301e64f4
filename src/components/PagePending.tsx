import { useLayoutEffect } from 'react';
import { Loader } from './Loader.tsx';

/**
 * A page on its way (its data takes longer than the router's pendingMs): the loader, at the top of
 * the page it leads to. The page is drawn at its top once it has come (the router puts the window
 * there), so the loader is drawn there too, over a page at least a screen tall (the layout's main
 * area): the footer is below the screen while it turns and while the page fills in, never pulled
 * up into the window and then pushed down again.
 */
export function PagePending() {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return <Loader />;
}

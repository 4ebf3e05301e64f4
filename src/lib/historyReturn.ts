// Whether the page being shown is one the shopper returned to (Back, Forward, a reload) rather than
// one they went to. A page returned to is drawn whole at once: its parts that wait until they come
// near the screen (WhenNearScreen) would otherwise hold only their placeholders' room while the
// router puts the scroll position back, and the shopper would land above where they left.

/** How the document was loaded: a reload and a Back into a page not kept in memory are returns. */
export function loadedAsReturn(navigationType: string | undefined): boolean {
  return navigationType === 'reload' || navigationType === 'back_forward';
}

/** A move through the history (TanStack history's action types): all but a push or replace return. */
export function movedAsReturn(actionType: string): boolean {
  return actionType === 'BACK' || actionType === 'FORWARD' || actionType === 'GO';
}

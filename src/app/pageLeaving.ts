// While a page unloads (a reload, a link to another site, the tab closing) the browser aborts its
// requests right after `pagehide`, and the page's code still runs: an aborted refresh would read as
// a failed one and clear the session the next page needs. Failures from then on are not answers.

let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back/forward cache: the page lives on.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Settles as `work` does, except that a failure once the page is unloading never settles: nothing
 * acts on a request the browser cut off, and the next page starts from what is stored.
 */
export function unlessPageLeaves<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (leaving) return new Promise<T>(() => {});
    throw error;
  });
}

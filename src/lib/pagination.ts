/**
 * Page arithmetic of the listings (1-based pages). A total or a limit that is not a positive
 * finite number counts as no pages.
 */
export function pageCount(totalCount: number, pageLimit: number): number {
  if (!Number.isFinite(totalCount) || !Number.isFinite(pageLimit) || totalCount <= 0 || pageLimit <= 0) {
    return 0;
  }
  return Math.ceil(totalCount / pageLimit);
}

/** Whether a page follows `page`. */
export function hasNextPage(page: number, totalCount: number, pageLimit: number): boolean {
  return page < pageCount(totalCount, pageLimit);
}

/** True when results exist but `page` lies beyond the last one (an old link, a shrunk catalogue). */
export function isPastLastPage(page: number, totalCount: number, pageLimit: number): boolean {
  const pages = pageCount(totalCount, pageLimit);
  return pages > 0 && page > pages;
}

/**
 * The 1-based positions of the items a page shows ('Showing 11–20 of 45'); null when the page
 * shows nothing.
 */
export function pageItemRange(
  page: number,
  pageLimit: number,
  shownCount: number,
  totalCount: number,
): { from: number; to: number } | null {
  if (shownCount <= 0 || page < 1 || pageLimit <= 0) return null;
  const from = (page - 1) * pageLimit + 1;
  return { from, to: Math.min(from + shownCount - 1, Math.max(totalCount, from)) };
}

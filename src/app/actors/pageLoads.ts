/** Full page loads: the browser's location, or spies in tests. */
export interface PageLoads {
  assign(href: string): void;
  reload(): void;
}

export const browserPageLoads: PageLoads = {
  assign: (href) => window.location.assign(href),
  reload: () => window.location.reload(),
};

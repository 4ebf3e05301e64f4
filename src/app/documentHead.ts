import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type RegisteredRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { selectStore } from '../../machines/store/storeBootstrap.machine.ts';
import { collapseWhitespace } from '../lib/collapseWhitespace.ts';
import { truncate } from '../lib/truncate.ts';
import { useStoreBootstrap } from './AppSystemContext.tsx';

// Every page's title and description, kept in step on every navigation: the
// page's own words (the product's name, the category's, a page's heading) then the store's name,
// "Product | Demo Store"; the home page keeps SPEC's "Online store | Demo Store". Pages whose
// words come from their data say them in their route's `head` (routeHead below); the others are
// listed here. The server writes the same head into the page it serves (server/page/page-head.ts),
// for crawlers and shared links.

/** What a route's loader says about its page, for its `head`. */
export interface PageHeadData {
  title: string;
  description?: string;
}

/**
 * What a listing's loader says when the vendor or category it is for names none of the store's: the
 * page is titled "Vendor not found" or "Category not found" (in the page's language, as it changes).
 */
export interface MissingPageData {
  missing: keyof typeof MISSING_TITLES;
}

/** A route's `head` option: the page's own title and description (the store's name is added). */
export function routeHead(data: PageHeadData | MissingPageData | undefined) {
  if (!data || !('title' in data)) return {};
  return {
    meta: [
      { title: data.title },
      ...(data.description ? [{ name: 'description', content: data.description }] : []),
    ],
  };
}

/** Search engines show about 160 characters: SPEC section 5's cut, the ellipsis counted. */
export function pageDescription(text: string | null | undefined): string {
  return truncate(collapseWhitespace(text), 159);
}

type TitledRoute = Exclude<keyof RegisteredRouter['routesById'], '__root__' | '/_authenticated' | '/_guest'>;

/** The title of every page that does not set its own; null: the online-store label (home). */
const ROUTE_TITLES: Record<TitledRoute, MessageDescriptor | null> = {
  '/': null,
  '/ProductDetails': msg`Product not found`,
  '/amazonPayment': msg`Payment`,
  '/cart': msg`Cart`,
  '/listCategories': msg`Categories`,
  '/productListing': msg`Products`,
  '/vendor': msg`Vendors`,
  '/_authenticated/WishList': msg`Wish list`,
  '/_authenticated/ask-ai': msg`Ask AI`,
  '/_authenticated/activeSessions': msg`Active sessions`,
  '/_authenticated/cashfree': msg`Card payment`,
  '/_authenticated/customerAddress': msg`Addresses`,
  '/_authenticated/loginSessions': msg`Login sessions`,
  '/_authenticated/myProfile': msg`My profile`,
  '/_authenticated/order-status': msg`Order status`,
  '/_authenticated/payment': msg`Payment`,
  '/_authenticated/preferences': msg`Preferences`,
  '/_authenticated/userDetails': msg`User details`,
  '/_guest/forgotPassword': msg`Reset your password`,
  '/_guest/resetPassword': msg`Choose a new password`,
  '/_guest/signin': msg`Sign in`,
  '/_guest/signup': msg`Create your account`,
  '/_guest/unlock': msg`Unlock your account`,
  '/policies/$': msg`Policies`,
  '/_authenticated/checkout/$checkoutId': msg`Checkout`,
  '/_authenticated/userprofile/myOrder': msg`My orders`,
  '/_authenticated/order-confirmation/$orderId': msg`Order confirmation`,
  '/_authenticated/userprofile/order': msg`Orders`,
  '/_authenticated/userprofile/order_/$orderId': msg`Order details`,
  '/_authenticated/trainingOverview/$orderItemId/$orderId': msg`Training overview`,
};

/** A page not found that says what was not found; any other, "Page not found". */
const NOT_FOUND_TITLES: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  '/ProductDetails': msg`Product not found`,
  '/vendor': msg`Vendor not found`,
};

/** What a page names that the store does not have, though the page shows (a listing's). */
const MISSING_TITLES = {
  category: msg`Category not found`,
  vendor: msg`Vendor not found`,
};

/** The open page as the head needs it: its route, its own head, and whether it was found. */
interface OpenPage {
  routeId: string;
  title: string | null;
  description: string | null;
  notFound: boolean;
  missing: MissingPageData['missing'] | null;
  /** The listing's search text, which names a listing without a vendor or category of its own. */
  query: string | null;
}

type Matches = ReturnType<typeof useRouterState>['matches'];

function openPageOf(matches: Matches): string {
  const last = matches.at(-1);
  const tags = (last?.meta ?? []) as Array<{ title?: string; name?: string; content?: string } | undefined>;
  const page: OpenPage = {
    routeId: last?.routeId ?? '/',
    title: tags.find((tag) => tag?.title)?.title ?? null,
    description: tags.find((tag) => tag?.name === 'description')?.content ?? null,
    notFound: matches.some((match) => match._notFound === true || match.status === 'notFound'),
    missing: (last?.loaderData as Partial<MissingPageData> | undefined)?.missing ?? null,
    query: last?.routeId === '/productListing' ? ((last.search as { q?: string }).q ?? null) : null,
  };
  // A string, so that the selector's answer compares by value.
  return JSON.stringify(page);
}

/** Sets the document's title and description for the open page; call once, inside the router. */
export function useDocumentHead(): void {
  const { i18n } = useLingui();
  const storeName = useStoreBootstrap((snapshot) => selectStore(snapshot)?.store_display_name ?? '');
  const open = useRouterState({ select: (state) => openPageOf(state.matches) });

  useEffect(() => {
    const page = JSON.parse(open) as OpenPage;
    const listed = ROUTE_TITLES[page.routeId as TitledRoute];
    const query = page.query;
    // The same words as the page the server serves (server/page/page-head.ts).
    const own =
      page.title ??
      (page.missing
        ? i18n._(MISSING_TITLES[page.missing])
        : page.notFound
          ? i18n._(NOT_FOUND_TITLES[page.routeId] ?? msg`Page not found`)
          : query !== null
            ? i18n._(msg`Search: ${query}`)
            : listed
              ? i18n._(listed)
              : i18n._(msg`Online store`));
    document.title = storeName ? `${own} | ${storeName}` : own;
    setDescription(
      page.description ??
        i18n._(msg`Shop online at ${storeName}: products, categories and vendors, delivered to your door.`),
    );
  }, [open, storeName, i18n]);
}

function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

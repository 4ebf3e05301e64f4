import { useLingui } from '@lingui/react/macro';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent } from 'react';
import { withListingPage } from '../rules/listingSearch.ts';

/**
 * The listing's page links, named for screen readers ("Go to page 3", "Page 2, current page").
 * Each is a link to its page's address, so that a crawler (and a new tab) reaches every page; a
 * plain click stays in the app and changes the page as the listing says (`onChange`). The same
 * links at every width: a phone hides the first and last buttons and narrows the items by CSS, so
 * that the page the server drew (it cannot see the screen) is the page the app draws on it.
 */
export function ListingPagination(props: { page: number; count: number; onChange: (page: number) => void }) {
  const { t } = useLingui();
  if (props.count <= 1) return null;
  return (
    <Pagination
      aria-label={t`Pages`}
      page={Math.min(props.page, props.count)}
      count={props.count}
      onChange={(_, page) => props.onChange(page)}
      siblingCount={1}
      boundaryCount={1}
      showFirstButton
      showLastButton
      color="primary"
      sx={(theme) => ({
        display: 'flex',
        justifyContent: 'center',
        '& ul': { justifyContent: 'center' },
        // Nine items in a row of 288 px (a 320 px phone): previous, next, first and last pages,
        // the current one, its neighbours and the gaps.
        [theme.breakpoints.down('sm')]: {
          '& li:first-of-type, & li:last-of-type': { display: 'none' },
          '& .MuiPaginationItem-root': { minWidth: 28, mx: '1px', px: '4px' },
        },
      })}
      renderItem={(item) => {
        const page = item.page;
        if (page === null || item.disabled || item.type.endsWith('ellipsis'))
          return <PaginationItem {...item} />;
        return (
          <PaginationItem
            {...item}
            component={ListingPageLink}
            listingPage={page}
            onClick={(event: MouseEvent<HTMLElement>) => {
              // A click that opens a new tab or window follows the link's address.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              item.onClick(event);
            }}
          />
        );
      }}
      getItemAriaLabel={(type, page, selected) => {
        switch (type) {
          case 'page':
            return selected ? t`Page ${page}, current page` : t`Go to page ${page}`;
          case 'first':
            return t`Go to the first page`;
          case 'last':
            return t`Go to the last page`;
          case 'next':
            return t`Go to the next page`;
          case 'previous':
            return t`Go to the previous page`;
          default:
            return '';
        }
      }}
    />
  );
}

/** An anchor to one page of the listing, at the address the router writes for it. */
function ListingPageLink({ listingPage, ...anchor }: ComponentProps<'a'> & { listingPage: number }) {
  return (
    <Link
      {...anchor}
      from="/productListing"
      to="."
      search={(search) => withListingPage(search, listingPage)}
    />
  );
}

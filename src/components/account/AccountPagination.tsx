import { useLingui } from '@lingui/react/macro';
import Pagination from '@mui/material/Pagination';
import { pageCount } from '../../lib/pagination.ts';

/** The page links of an account list, named for screen readers; nothing when one page holds all. */
export function AccountPagination(props: {
  page: number;
  total: number;
  pageLimit: number;
  onChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const count = pageCount(props.total, props.pageLimit);
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={t`Pages`}
      page={Math.min(props.page, count)}
      count={count}
      onChange={(_, page) => props.onChange(page)}
      siblingCount={0}
      color="primary"
      sx={{ display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
      getItemAriaLabel={(type, page, selected) => {
        switch (type) {
          case 'page':
            return selected ? t`Page ${page}, current page` : t`Go to page ${page}`;
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

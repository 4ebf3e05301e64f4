import { useLingui } from '@lingui/react/macro';
import Pagination from '@mui/material/Pagination';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The listing's page links, named for screen readers ("Go to page 3", "Page 2, current page"). */
export function ListingPagination(props: { page: number; count: number; onChange: (page: number) => void }) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (props.count <= 1) return null;
  return (
    <Pagination
      aria-label={t`Pages`}
      page={Math.min(props.page, props.count)}
      count={props.count}
      onChange={(_, page) => props.onChange(page)}
      siblingCount={phone ? 0 : 1}
      boundaryCount={1}
      showFirstButton={!phone}
      showLastButton={!phone}
      color="primary"
      sx={{ display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
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

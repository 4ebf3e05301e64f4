import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { CategoryNode } from '../../../../contracts/pbs.ts';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { RouterLink } from '../../../components/RouterLink.tsx';

/** Every category, three levels deep; each leads to its listing (which includes its subcategories). */
export function CategoryTreePage() {
  const { api } = useAppSystem();
  const { data: tree } = useSuspenseQuery(catalogueQueries.categoryHierarchy(api));
  return (
    <Container maxWidth="xl" sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h4">
        <Trans>Categories</Trans>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {tree.map((root) => (
          <Box
            component="section"
            key={root.category_id}
            sx={{ display: 'grid', gap: 1, alignContent: 'start' }}
          >
            <Typography component="h2" variant="h6">
              <CategoryLink category={root} />
            </Typography>
            <CategoryList nodes={root.children} />
          </Box>
        ))}
      </Box>
    </Container>
  );
}

function CategoryList(props: { nodes: CategoryNode[] }) {
  if (props.nodes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2, display: 'grid', gap: 0.5 }}>
      {props.nodes.map((node) => (
        <li key={node.category_id}>
          <CategoryLink category={node} />
          <CategoryList nodes={node.children} />
        </li>
      ))}
    </Box>
  );
}

function CategoryLink(props: { category: CategoryNode }) {
  const { category } = props;
  return (
    <RouterLink to="/productListing" search={{ category: category.category_id }} color="inherit">
      {category.category_name}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({category.product_count})
      </Typography>
    </RouterLink>
  );
}

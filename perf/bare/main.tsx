// The bare client-rendered page: the storefront's stack (React with createRoot, MUI with Emotion,
// TanStack Router and Query, one XState machine, Lingui) drawing ten product cards of the demo
// store, and nothing else. It is what `npm run perf -- --bare` measures the storefront against:
// "a client-rendered page of this stack". The products come from the storefront's API and their
// images from its media, through the same origin (scripts/perf-bare-server.ts), as a
// client-rendered storefront would read them: script first, then the data, then the first paint.
import { i18n } from '@lingui/core';
import { I18nProvider, Trans } from '@lingui/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ProductSummary } from '../../contracts/pbs.ts';
import { layoutMachine } from './layout.machine.ts';

// Compiled messages, as `lingui compile` writes them (the storefront's catalogs are compiled too).
i18n.load('en', {
  heading: ['Products'],
  count: [['count'], ' products'],
  toggleToList: ['Show as a list'],
  toggleToGrid: ['Show as a grid'],
  price: ['Price: ', ['price']],
});
i18n.activate('en');

const theme = createTheme({
  palette: { primary: { main: '#1565c0' } },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
  },
});

const productsQuery = queryOptions({
  queryKey: ['products', { page: 1, limit: 10 }],
  queryFn: async (): Promise<ProductSummary[]> => {
    const response = await fetch('/pbs/rest/v3/products?page-limit=10&page-number=1', {
      headers: { 'realm-name': 'demo' },
    });
    if (!response.ok) throw new Error(`The products could not be read (${response.status})`);
    const body = (await response.json()) as { response_body: { products: ProductSummary[] } };
    return body.response_body.products;
  },
});

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
      <Outlet />
    </Container>
  ),
});

const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => context.queryClient.ensureQueryData(productsQuery),
  component: Products,
});

function Products() {
  const { data: products } = useSuspenseQuery(productsQuery);
  const [layout, send] = useMachine(layoutMachine);
  const asList = layout.matches('list');
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          <Trans id="heading" />
        </Typography>
        <Typography color="text.secondary">
          <Trans id="count" values={{ count: products.length }} />
        </Typography>
        <Button variant="outlined" onClick={() => send({ type: 'toggle' })}>
          {asList ? <Trans id="toggleToGrid" /> : <Trans id="toggleToList" />}
        </Button>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: asList ? '1fr' : 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {products.map((product) => (
          <Box component="li" key={product.product_id}>
            <ProductCard product={product} />
          </Box>
        ))}
      </Box>
    </>
  );
}

function ProductCard({ product }: { product: ProductSummary }) {
  const image = product.product_image.split(',')[0]?.trim();
  const price = i18n.number(product.final_price, { style: 'currency', currency: 'INR' });
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {image && (
        <CardMedia
          component="img"
          src={image}
          alt={product.product_name}
          width={300}
          height={300}
          sx={{ aspectRatio: '1', height: 'auto', objectFit: 'cover' }}
        />
      )}
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {product.product_name}
        </Typography>
        <Typography>
          <Trans id="price" values={{ price }} />
        </Typography>
      </CardContent>
    </Card>
  );
}

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
const router = createRouter({ routeTree: rootRoute.addChildren([productsRoute]), context: { queryClient } });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>
  </StrictMode>,
);

import { createFileRoute, notFound, type SearchSchemaInput } from '@tanstack/react-router';
import { isApiError } from '../api/apiError.ts';
import { catalogueQueries } from '../api/queries/catalogue.ts';
import { pageDescription, routeHead } from '../app/documentHead.ts';
import { cartProductOf } from '../app/hooks/cartProductOf.ts';
import { useCartActions } from '../app/hooks/useCartActions.ts';
import { useWishlist } from '../app/hooks/useWishlist.ts';
import { useLastRouteValue } from '../app/lastRouteValue.ts';
import { PagePending } from '../components/PagePending.tsx';
import { ProductDetailsPage } from '../features/catalogue/details/ProductDetailsPage.tsx';
import { ProductNotFound } from '../features/catalogue/details/ProductNotFound.tsx';
import { type ProductDetailsSearch, parseProductDetailsSearch } from '../lib/productDetailsSearch.ts';
import { positiveInt } from '../lib/searchParams.ts';
import { unreadId } from '../lib/unreadId.ts';

/**
 * The product's id, or the id as the address wrote it when it names no product ('abc'): the
 * not-found page is then shown at that very address (a 404 the server draws the same), rather than
 * at another the router would write.
 */
type ProductDetailsAddress = { id?: number | string };

/** /ProductDetails?id=<productId>: a missing, invalid or unknown id shows the not-found page. */
export const Route = createFileRoute('/ProductDetails')({
  validateSearch: (search: ProductDetailsSearch & SearchSchemaInput): ProductDetailsAddress => ({
    id: parseProductDetailsSearch(search).id ?? unreadId(search.id),
  }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context: { queryClient, system }, deps, cause }) => {
    const id = positiveInt(deps.id);
    if (id === undefined) throw notFound();
    const { api } = system;
    // The sections below the fold load in parallel with the product and render with skeletons.
    // A preload (a pointer resting on a product link) warms only the product itself.
    if (cause !== 'preload') {
      void queryClient.prefetchQuery(catalogueQueries.ratings(api, id));
      void queryClient.prefetchQuery(catalogueQueries.ratingScale(api));
      void queryClient.prefetchQuery(catalogueQueries.questions(api, id));
      void queryClient.prefetchQuery(catalogueQueries.faqs(api, id));
      void queryClient.prefetchQuery(catalogueQueries.similarProducts(api, id));
      void queryClient.prefetchQuery(catalogueQueries.recommendations(api));
    }
    try {
      const product = await queryClient.ensureQueryData(catalogueQueries.productDetails(api, id));
      return { title: product.product_name, description: pageDescription(product.description) };
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  // The tab shows the product's name; a product not found, "Product not found".
  head: ({ loaderData }) => routeHead(loaderData),
  pendingComponent: PagePending,
  component: ProductDetailsRoute,
  notFoundComponent: ProductNotFound,
});

function ProductDetailsRoute() {
  const id = positiveInt(useLastRouteValue(Route.useSearch({ shouldThrow: false })).id);
  // The loader has thrown notFound() without an id; this is for the type checker.
  if (id === undefined) return <ProductNotFound />;
  return <ProductDetailsWithCart productId={id} />;
}

function ProductDetailsWithCart(props: { productId: number }) {
  const cart = useCartActions();
  const wishlist = useWishlist();
  return (
    <ProductDetailsPage
      // A new product starts afresh (gallery position, pincode answer, slot choice).
      key={props.productId}
      productId={props.productId}
      onAddToCart={(product, slot) => cart.add(cartProductOf(product, slot))}
      onBuyNow={(product, slot) => cart.buyNow(cartProductOf(product, slot))}
      wishListed={wishlist.isInWishlist(props.productId)}
      onAddToWishList={(product) => wishlist.toggle(product.product_id, product.product_name)}
    />
  );
}

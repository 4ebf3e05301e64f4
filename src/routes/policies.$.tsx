import { createFileRoute, notFound } from '@tanstack/react-router';
import { POLICY_PATH_MAX_LENGTH, POLICY_PATH_PATTERN } from '../../contracts/policies.ts';
import { isApiError } from '../api/apiError.ts';
import { policyQueries } from '../api/queries/policies.ts';
import { pageDescription, routeHead } from '../app/documentHead.ts';
import { useLastRouteValue } from '../app/lastRouteValue.ts';
import { PagePending } from '../components/PagePending.tsx';
import { PoliciesIndexPage } from '../features/policies/PoliciesIndexPage.tsx';
import { PolicyPage } from '../features/policies/PolicyPage.tsx';

/** The policy path in the address ("returns/electronics"), or '' for the list of them all. */
const policyPathOf = (splat: string | undefined) => (splat ?? '').replace(/^\/+|\/+$/g, '');

/**
 * /policies/privacy, /policies/returns/electronics: one of the store's policy pages, nested as its
 * path says; /policies alone lists them all. An address the store has no page for is not found.
 */
export const Route = createFileRoute('/policies/$')({
  loader: async ({ context: { queryClient, system }, params }) => {
    const path = policyPathOf(params._splat);
    if (path === '') {
      await queryClient.ensureQueryData(policyQueries.list(system.api));
      return undefined;
    }
    if (path.length > POLICY_PATH_MAX_LENGTH || !POLICY_PATH_PATTERN.test(path)) throw notFound();
    try {
      const policy = await queryClient.ensureQueryData(policyQueries.page(system.api, path));
      return { title: policy.title, description: pageDescription(policy.body.replace(/^## /gm, '')) };
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => routeHead(loaderData),
  pendingComponent: PagePending,
  component: PoliciesRoute,
});

function PoliciesRoute() {
  const path = policyPathOf(useLastRouteValue(Route.useParams({ shouldThrow: false }))._splat);
  return path === '' ? <PoliciesIndexPage /> : <PolicyPage path={path} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { isAskAiOn } from '../../../machines/askAi/askAiOn.ts';
import { aiQueries } from '../../api/queries/aiConfiguration.ts';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { AskAiPage } from '../../features/askAi/AskAiPage.tsx';

/**
 * Ask AI exists only when the store's AI configuration turns it on, and that configuration is
 * read only for signed-in customers (SPEC section 5): guests sign in first (the _authenticated
 * layout sends them, as it does for every signed-in page; the served page knows it from the build).
 */
export const Route = createFileRoute('/_authenticated/ask-ai')({
  beforeLoad: async ({ context }) => {
    // Read afresh on every visit (the options are always stale): the store can turn Ask AI off at any time.
    const configuration = await context.queryClient.fetchQuery(aiQueries.configuration(context.system.api));
    if (!isAskAiOn(configuration)) throw notFound();
  },
  // The conversation runs in the storefront's actor system; its code loads with the page.
  loader: () => loadSignedInFlows(),
  component: AskAiPage,
});

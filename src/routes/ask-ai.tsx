import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { aiQueries } from '../api/queries/ai.ts';
import { isSignedIn, saveReturnPage } from '../app/sessionGuard.ts';
import { AskAiPage } from '../features/askAi/AskAiPage.tsx';

/**
 * Ask AI exists only when the store's AI configuration turns it on, and that configuration is
 * read only for signed-in customers (SPEC section 5): guests sign in first.
 */
export const Route = createFileRoute('/ask-ai')({
  beforeLoad: async ({ location, context }) => {
    if (!(await isSignedIn(context.system))) {
      saveReturnPage(location.href);
      throw redirect({ to: '/signin' });
    }
    // Read afresh on every visit (the options are always stale): the store can turn Ask AI off at any time.
    const configuration = await context.queryClient.fetchQuery(aiQueries.configuration(context.system.api));
    if (!configuration?.ask_ai) throw notFound();
  },
  component: AskAiPage,
});

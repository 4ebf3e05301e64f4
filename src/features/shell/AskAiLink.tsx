import { useLingui } from '@lingui/react/macro';
import Fab from '@mui/material/Fab';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { isSignedIn } from '../../../machines/session.machine.ts';
import { aiQueries } from '../../api/queries/ai.ts';
import { useAppSystem, useSession } from '../../app/AppSystemContext.tsx';
import { showsAskAiWidget } from '../../lib/chromeVisibility.ts';

/**
 * The floating Ask AI entry (SPEC section 2): for signed-in customers whose store turns Ask AI on,
 * on every page but sign-up, sign-in and Ask AI itself. The configuration is read only when signed in.
 */
export function AskAiLink() {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const signedIn = useSession(isSignedIn);
  const pathname = useLocation({ select: (location) => location.pathname });
  const configuration = useQuery({ ...aiQueries.configuration(api), enabled: signedIn });
  if (!signedIn || !configuration.data?.ask_ai || !showsAskAiWidget(pathname)) return null;
  // In a landmark of its own, like every other part of the page.
  return (
    <aside aria-label={t`Ask AI`}>
      <Fab
        component={Link}
        to="/ask-ai"
        variant="extended"
        color="primary"
        aria-label={t`Ask AI`}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24 }}
      >
        {t`Ask AI`}
      </Fab>
    </aside>
  );
}

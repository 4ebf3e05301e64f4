import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { isAskAiOn } from '../../../machines/askAi/askAiOn.ts';
import { isSignedIn } from '../../../machines/auth/session.machine.ts';
import { aiQueries } from '../../api/queries/aiConfiguration.ts';
import { useAppSystem, useSession } from '../../app/AppSystemContext.tsx';
import { AskAiPanel } from '../../app/lazyPanels.ts';
import { showsAskAiWidget, showsHeaderAndFooter } from '../../lib/chromeVisibility.ts';

/** The button's height (MUI's extended Fab) and its distance from the window's edges, in px. */
const FAB_HEIGHT = 48;
const FAB_MARGIN = 24;
/** Phones: a round button (a long label, Arabic's, would cover the page), nearer the edges. */
const PHONE = '@media (max-width: 768px)';
const PHONE_MARGIN = 16;
/** The product page's purchase bar on phones sets its height here while it shows. */
const BAR_HEIGHT = 'var(--sticky-purchase-bar, 0px)';

/**
 * The floating Ask AI widget (SPEC section 2): for signed-in customers whose store turns Ask AI on,
 * on every page but sign-up, sign-in and Ask AI itself, it opens the assistant in a panel over the
 * page. The configuration is read only when signed in.
 */
export function AskAiLink() {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const signedIn = useSession(isSignedIn);
  const pathname = useLocation({ select: (location) => location.pathname });
  const configuration = useQuery({ ...aiQueries.configuration(api), enabled: signedIn });
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  // Another page (a cited product's, the Ask AI page) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is what closes it
  useEffect(() => setOpen(false), [pathname]);
  const shown = signedIn && isAskAiOn(configuration.data) && showsAskAiWidget(pathname);
  // While it shows, the button's footprint on phones (--ask-ai-room), which a page leaves free at
  // the inline end for what must stay readable as it scrolls under the button (a product's title).
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement.style;
    root.setProperty('--ask-ai-room', `${FAB_HEIGHT + PHONE_MARGIN}px`);
    return () => {
      root.removeProperty('--ask-ai-room');
    };
  }, [shown]);
  if (!shown) return null;
  // In a landmark of its own, like every other part of the page.
  return (
    <aside aria-label={t`Ask AI`}>
      <Fab
        variant="extended"
        color="primary"
        aria-label={t`Ask AI`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{
          position: 'fixed',
          // Over the page, under the header's menus, drawers, dialogs and their backdrops.
          zIndex: (theme) => theme.zIndex.speedDial,
          bottom: FAB_MARGIN,
          insetInlineEnd: FAB_MARGIN,
          height: FAB_HEIGHT,
          gap: 1,
          // Its panel is open: the button is under the panel's backdrop, and not shown through it.
          visibility: open ? 'hidden' : 'visible',
          [PHONE]: {
            bottom: `calc(${BAR_HEIGHT} + ${PHONE_MARGIN}px)`,
            insetInlineEnd: PHONE_MARGIN,
            width: FAB_HEIGHT,
            minWidth: FAB_HEIGHT,
            px: 0,
            borderRadius: '50%',
          },
        }}
      >
        <AskAiIcon />
        <Box component="span" sx={{ [PHONE]: { display: 'none' } }}>
          {t`Ask AI`}
        </Box>
      </Fab>
      {/* Room below the page's end (the footer's colour) so that the button never hides anything:
          scrolled to the bottom, the page's last line sits above it. */}
      <Box
        aria-hidden
        data-testid="ask-ai-room"
        sx={{
          height: FAB_HEIGHT + 2 * FAB_MARGIN,
          [PHONE]: { height: FAB_HEIGHT + 2 * PHONE_MARGIN },
          bgcolor: showsHeaderAndFooter(pathname) ? theme.storefront.footer.bg : undefined,
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <AskAiPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </aside>
  );
}

/** A speech bubble with a spark: decorative, the button carries the name. */
function AskAiIcon() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      sx={{ width: 22, height: 22, flexShrink: 0 }}
    >
      <path d="M4 5h16v11H9l-5 4zM12 8v5M9.5 10.5h5" />
    </Box>
  );
}

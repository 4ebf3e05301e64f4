// The store's analytics tag with the shopper's consent, loaded only for a store that has
// a tag (src/routes/__root.tsx imports it lazily): the consent banner, the tag's script once
// allowed, and a page view per route change. A signed-in customer's answer is kept with their
// preferences (analytics_consent) and follows them; a guest's stays in this browser.
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { isSignedIn } from '../../../machines/auth/session.machine.ts';
import { preferencesMutations, preferencesQueries } from '../../api/queries/preferences.ts';
import { useAppSystem, useSession } from '../../app/AppSystemContext.tsx';
import { useDrawnFromServer } from '../../app/firstScreen.ts';
import { setAnalyticsChoice, useAnalyticsChoice } from '../../app/storage/analyticsChoice.ts';
import { RouterLink } from '../../components/RouterLink.tsx';
import {
  analyticsScriptSource,
  asksForConsent,
  choiceAtSignIn,
  choiceOfConsent,
  consentOfChoice,
  pageViewFor,
} from '../../lib/analyticsConsent.ts';

const GOOGLE_TAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function Analytics(props: { tag: string }) {
  const { config } = useAppSystem();
  const { choice, reopened } = useAnalyticsChoice();
  const granted = choice === 'granted';
  const scriptUrl = config.analyticsScriptUrl ?? GOOGLE_TAG_SCRIPT_URL;
  const save = useSavedChoice();
  useTag(props.tag, scriptUrl, granted);
  // The answer is this browser's: the banner is not part of the screen the server drew.
  const drawnFromServer = useDrawnFromServer();
  if (drawnFromServer || !asksForConsent(props.tag, choice, reopened)) return null;
  return (
    <ConsentBanner
      focus={reopened}
      onAnswer={(answer) => {
        setAnalyticsChoice(answer);
        save(answer);
      }}
    />
  );
}

/**
 * Signed in: brings the saved answer to this browser (but a "no" given here stays, and is saved),
 * or saves this browser's when none was saved
 * yet; returns how to save a new answer (nothing for a guest). A failed save keeps the local answer.
 */
function useSavedChoice(): (answer: 'granted' | 'denied') => void {
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const customerId = useSession((snapshot) =>
    isSignedIn(snapshot) ? (snapshot.context.user?.id ?? null) : null,
  );
  const { choice } = useAnalyticsChoice();
  const local = useRef(choice);
  local.current = choice;
  const mutation = useMutation(preferencesMutations.save(api, queryClient));
  const mutate = useRef(mutation.mutate);
  mutate.current = mutation.mutate;

  useEffect(() => {
    if (customerId === null) return;
    let cancelled = false;
    void queryClient
      .fetchQuery(preferencesQueries.preferences(api))
      .then((saved) => {
        if (cancelled) return;
        const { keep, save } = choiceAtSignIn(local.current, choiceOfConsent(saved.analytics_consent));
        if (keep !== null && keep !== local.current) setAnalyticsChoice(keep);
        if (save !== null) mutate.current({ analytics_consent: consentOfChoice(save) });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [customerId, api, queryClient]);

  return (answer) => {
    if (customerId !== null) mutation.mutate({ analytics_consent: consentOfChoice(answer) });
  };
}

/** Once allowed: the tag's script (once per page), then a page view for each route the router settles on. */
function useTag(tag: string, scriptUrl: string, granted: boolean): void {
  const router = useRouter();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    const disableFlag = `ga-disable-${tag}`;
    const flags = window as unknown as Record<string, unknown>;
    if (!granted) {
      // Withdrawn after the script loaded: Google's tag stops sending; nothing more is pushed here.
      if (window.gtag) flags[disableFlag] = true;
      lastSent.current = null;
      return;
    }
    delete flags[disableFlag];
    loadTag(tag, analyticsScriptSource(scriptUrl, tag));
    const sendPageView = () => {
      const view = pageViewFor(window.location, document.title, lastSent.current);
      if (!view) return;
      lastSent.current = view.page_path;
      window.gtag?.('event', 'page_view', { ...view, send_to: tag });
    };
    sendPageView();
    return router.subscribe('onResolved', sendPageView);
  }, [tag, scriptUrl, granted, router]);
}

function loadTag(tag: string, source: string): void {
  if (document.querySelector('script[data-analytics-tag]')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    // biome-ignore lint/complexity/noArguments: the tag's documented calling convention
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent for each route change below, not by the tag on its own.
  window.gtag('config', tag, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = source;
  script.dataset.analyticsTag = tag;
  document.head.append(script);
}

const BANNER_MARGIN = 16;

/** Small and at the page's foot: the page stays usable while it asks. */
function ConsentBanner(props: { focus: boolean; onAnswer: (answer: 'granted' | 'denied') => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the footer's link: the focus moves to it, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (props.focus) heading.current?.focus();
  }, [props.focus]);
  const room = useBannerRoom();
  return (
    <>
      <Paper
        ref={room.banner}
        component="section"
        role="region"
        aria-labelledby={headingId}
        elevation={6}
        sx={{
          position: 'fixed',
          insetBlockEnd: BANNER_MARGIN,
          insetInlineStart: BANNER_MARGIN,
          insetInlineEnd: { xs: BANNER_MARGIN, sm: 'auto' },
          maxWidth: 480,
          p: 2,
          zIndex: (theme) => theme.zIndex.snackbar,
        }}
      >
        <Typography
          id={headingId}
          ref={heading}
          tabIndex={-1}
          variant="subtitle1"
          component="h2"
          sx={{ outline: 'none' }}
        >
          <Trans>Analytics</Trans>
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Trans>
            May this store count your visits to learn how its pages are used? Nothing is sent unless you allow
            it, and you can change your answer at any time from the page’s footer.
          </Trans>{' '}
          <RouterLink to="/policies/$" params={{ _splat: 'privacy' }}>
            {t`Privacy policy`}
          </RouterLink>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button variant="contained" onClick={() => props.onAnswer('granted')}>
            <Trans>Allow analytics</Trans>
          </Button>
          <Button variant="outlined" onClick={() => props.onAnswer('denied')}>
            <Trans>Decline</Trans>
          </Button>
        </Box>
      </Paper>
      {/* Room at the page's end as tall as the banner: scrolled down, nothing stays under it. */}
      <Box aria-hidden data-testid="analytics-banner-room" sx={{ height: room.height }} />
    </>
  );
}

/** The banner's height with its margin, kept as it changes (a narrow phone wraps its text). */
function useBannerRoom() {
  const banner = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight + 2 * BANNER_MARGIN);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { banner, height };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isSignedIn } from '../../../machines/auth/session.machine.ts';
import { preferencesQueries } from '../../api/queries/preferences.ts';
import { useAppSystem, useLanguage, useSession } from '../../app/AppSystemContext.tsx';
import { useThemeMode } from '../../app/providers/ThemeModeContext.tsx';
import { preferencesToApply } from './rules/preferencesToApply.ts';

/**
 * Signing in on this page (not a session restored at load) brings the customer's saved language
 * and theme mode to this browser: the theme at once, a new language with its reload (SPEC
 * section 4). Renders nothing.
 */
export function PreferencesSync() {
  const { api, language } = useAppSystem();
  const queryClient = useQueryClient();
  const theme = useThemeMode();
  const customerId = useSession((snapshot) =>
    isSignedIn(snapshot) ? (snapshot.context.user?.id ?? null) : null,
  );
  const current = useLanguage((snapshot) => snapshot.context.current);
  const offered = useLanguage((snapshot) => snapshot.context.languages)
    .filter((entry) => entry.status === 1)
    .map((entry) => entry.language_code)
    .join(',');
  // Who was signed in when this page loaded, or last: only a change to a customer applies.
  const seen = useRef<string | null | undefined>(undefined);
  const here = useRef({ current, theme: theme.mode, setMode: theme.setMode, offered });
  here.current = { current, theme: theme.mode, setMode: theme.setMode, offered };

  useEffect(() => {
    const before = seen.current;
    seen.current = customerId;
    if (before === undefined || customerId === null || before === customerId) return;
    let cancelled = false;
    void queryClient
      .fetchQuery(preferencesQueries.preferences(api))
      .then((saved) => {
        if (cancelled) return;
        const change = preferencesToApply(saved, {
          language: here.current.current,
          theme: here.current.theme,
          offered: here.current.offered.split(','),
        });
        if (change.theme) here.current.setMode(change.theme);
        if (change.language) language.send({ type: 'CHANGE_LANGUAGE', code: change.language });
      })
      // Not read: this browser keeps its own choices until the next sign-in.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [customerId, api, language, queryClient]);
  return null;
}

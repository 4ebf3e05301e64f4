import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CommunicationConsent } from '../../../contracts/policies.ts';
import { analyticsTagOf } from '../../../contracts/store.ts';
import type { CustomerPreferences, ThemeModeChoice } from '../../../contracts/ums.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { policyQueries } from '../../api/queries/policies.ts';
import { preferencesMutations, preferencesQueries } from '../../api/queries/preferences.ts';
import { useAppSystem, useLanguage, useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { useThemeMode } from '../../app/providers/ThemeModeContext.tsx';
import { setAnalyticsChoice, useAnalyticsChoice } from '../../app/storage/analyticsChoice.ts';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { choiceOfConsent } from '../../lib/analyticsConsent.ts';
import { Section } from './ProfilePage.tsx';
import { preferencesToApply } from './rules/preferencesToApply.ts';
import { notePreferencesSaved, takePreferencesSaved } from './rules/savedBeforeReload.ts';

/**
 * /preferences: the language, the theme mode and the communication consents, saved on the server
 * (so that they follow the customer to every browser) and applied here at once.
 */
export function PreferencesPage() {
  const { api } = useAppSystem();
  // The route's loader has read them; its errorComponent is the one below.
  const { data: saved } = useSuspenseQuery(preferencesQueries.preferences(api));
  return (
    <AccountLayout title={<Trans>Preferences</Trans>}>
      <PreferencesForm saved={saved} />
    </AccountLayout>
  );
}

/** The preferences could not be read: why, in the page, and Try again. */
export function PreferencesFailed(props: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <AccountLayout title={<Trans>Preferences</Trans>}>
      <LoadFailed
        error={props.error}
        fallback={t`Your preferences could not be loaded.`}
        onRetry={props.onRetry}
      />
    </AccountLayout>
  );
}

function PreferencesForm(props: { saved: CustomerPreferences }) {
  const { t } = useLingui();
  const { api, language: languageActor } = useAppSystem();
  const queryClient = useQueryClient();
  const theme = useThemeMode();
  const currentLanguage = useLanguage((snapshot) => snapshot.context.current);
  const languages = useLanguage((snapshot) => snapshot.context.languages).filter(
    (entry) => entry.status === 1,
  );
  const consentList = useQuery(policyQueries.list(api));
  // A save that changed the language reloaded the page: this page says it was saved.
  const [savedBeforeReload] = useState(() => takePreferencesSaved(window.sessionStorage));
  const [language, setLanguage] = useState(props.saved.language_code ?? currentLanguage);
  const [mode, setMode] = useState<ThemeModeChoice>(props.saved.theme_mode ?? theme.mode);
  const [consents, setConsents] = useState<Record<string, boolean>>(props.saved.consents);
  // The store's analytics tag, when it has one: the saved answer, else this browser's (null: not asked).
  const hasAnalytics = useStoreBootstrap((snapshot) => analyticsTagOf(snapshot.context.settings) !== null);
  const localAnalytics = useAnalyticsChoice().choice;
  const [analytics, setAnalytics] = useState<boolean | null>(
    props.saved.analytics_consent ?? (localAnalytics === null ? null : localAnalytics === 'granted'),
  );
  const save = useMutation({
    ...preferencesMutations.save(api, queryClient),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueries.preferences(api).queryKey, saved);
      const analyticsChoice = choiceOfConsent(saved.analytics_consent);
      if (analyticsChoice !== null) setAnalyticsChoice(analyticsChoice);
      // Applied at once: the theme here; a new language reloads the page (SPEC section 4).
      const change = preferencesToApply(saved, {
        language: currentLanguage,
        theme: theme.mode,
        offered: languages.map((entry) => entry.language_code),
      });
      if (change.theme) theme.setMode(change.theme);
      if (change.language) {
        notePreferencesSaved(window.sessionStorage);
        languageActor.send({ type: 'CHANGE_LANGUAGE', code: change.language });
      }
    },
  });

  const consentLabels: Record<CommunicationConsent, string> = {
    order_updates_sms: t`Order updates by text message`,
    offers_email: t`Offers and news by e-mail`,
    offers_sms: t`Offers and news by text message`,
  };
  const themeLabels: Record<ThemeModeChoice, string> = {
    light: t`Light`,
    dark: t`Dark`,
    system: t`System`,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      language_code: language,
      theme_mode: mode,
      consents,
      // Sent once answered (here or in the banner): saving the other choices does not answer it.
      ...(hasAnalytics && analytics !== null ? { analytics_consent: analytics } : {}),
    });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3 }}>
      <Section title={<Trans>Display</Trans>}>
        <TextField
          select
          label={t`Language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ maxWidth: 320 }}
        >
          {languages.map((entry) => (
            <option
              key={entry.language_code}
              value={entry.language_code}
              lang={entry.language_code.replace('_', '-')}
            >
              {entry.language_name}
            </option>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="theme-mode-label">
            <Trans>Theme</Trans>
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="theme-mode-label"
            value={mode}
            onChange={(event) => setMode(event.target.value as ThemeModeChoice)}
          >
            {(['light', 'dark', 'system'] as const).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={themeLabels[value]} />
            ))}
          </RadioGroup>
        </FormControl>
      </Section>
      <Section title={<Trans>Communications</Trans>}>
        <FormControl component="fieldset">
          <FormLabel component="legend">
            <Trans>What we may send you</Trans>
          </FormLabel>
          <FormGroup>
            {(consentList.data?.consents ?? []).map((consent) => (
              <FormControlLabel
                key={consent.key}
                control={
                  <Checkbox
                    checked={consents[consent.key] === true}
                    onChange={(event) => setConsents({ ...consents, [consent.key]: event.target.checked })}
                  />
                }
                label={consentLabels[consent.key]}
              />
            ))}
          </FormGroup>
        </FormControl>
        {hasAnalytics && (
          <FormControlLabel
            control={
              <Checkbox
                checked={analytics === true}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
            }
            label={t`Allow analytics: this store may count my visits to learn how its pages are used`}
          />
        )}
        <Typography variant="body2">
          <Trans>
            How we use your details:{' '}
            <RouterLink to="/policies/$" params={{ _splat: 'privacy' }}>
              privacy policy
            </RouterLink>
            .
          </Trans>
        </Typography>
      </Section>
      <Box role="status" aria-live="polite">
        {save.isSuccess || (savedBeforeReload && save.isIdle) ? (
          <Alert severity="success">
            <Trans>Your preferences have been saved.</Trans>
          </Alert>
        ) : null}
      </Box>
      <FlowErrorAlert
        error={save.error ? toFlowError(save.error) : null}
        fallback={t`Your preferences could not be saved. Please try again.`}
      />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          <Trans>Save preferences</Trans>
        </Button>
      </Box>
    </Box>
  );
}

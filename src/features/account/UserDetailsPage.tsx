import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { CustomerProfile } from '../../../contracts/ums.ts';
import { selectChangePasswordScreen } from '../../../machines/account/changePassword.machine.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { PhoneNumber } from '../../components/PhoneNumber.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { NamesForm, Section } from './ProfilePage.tsx';
import { profileQueries } from './queries/profile.ts';

/**
 * /userDetails: the customer's details as the store keeps them (the name editable here; the e-mail
 * and phone, which need a code, on /myProfile), and the change of password.
 */
export function UserDetailsPage() {
  const { api } = useAppSystem();
  // The route's loader has read them; its errorComponent is the one below.
  const { data: profile } = useSuspenseQuery(profileQueries.profile(api));
  return (
    <DetailsFrame>
      <Details profile={profile} />
    </DetailsFrame>
  );
}

/** The details could not be read: why, in their place, and Try again; the password can still be changed. */
export function UserDetailsFailed(props: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <DetailsFrame>
      <LoadFailed
        error={props.error}
        fallback={t`Your details could not be loaded.`}
        onRetry={props.onRetry}
      />
    </DetailsFrame>
  );
}

/** The page's frame: the details (or why they are missing), then the change of password. */
function DetailsFrame(props: { children: ReactNode }) {
  return (
    <AccountLayout title={<Trans>User details</Trans>}>
      {props.children}
      <Section title={<Trans>Change password</Trans>}>
        <ChangePasswordForm />
      </Section>
    </AccountLayout>
  );
}

function Details(props: { profile: CustomerProfile }) {
  const { t } = useLingui();
  const { email, phone } = props.profile;
  const rows = [
    { label: t`E-mail address`, value: email },
    { label: t`Phone number`, value: phone === null ? null : <PhoneNumber>{phone}</PhoneNumber> },
  ];
  return (
    <Section title={<Trans>Your details</Trans>}>
      <NamesForm profile={props.profile} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value ?? t`Not given`}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2">
        <Trans>
          The e-mail address and phone number are confirmed with a code: change them on{' '}
          <RouterLink to="/myProfile">My profile</RouterLink>.
        </Trans>
      </Typography>
    </Section>
  );
}

function ChangePasswordForm() {
  const { t } = useLingui();
  // The page's flow, which the storefront runs while /userDetails is open.
  const actor = useSystemActor('changePassword');
  const screen = useSelector(actor, (snapshot) =>
    snapshot ? selectChangePasswordScreen(snapshot) : 'editing',
  );
  const error = useSelector(actor, (snapshot) => snapshot?.context.error ?? null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const problems = useInputProblemTexts(error);
  useFocusFirstProblem(error, [
    ['password', currentRef],
    ['newPassword', nextRef],
  ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    actor?.send({ type: 'SUBMIT', currentPassword: current, newPassword: next, newPasswordAgain: again });
  }

  // Once changed, the form is emptied for another change (what was typed stays after a refusal).
  useEffect(() => {
    if (screen !== 'changed') return;
    setCurrent('');
    setNext('');
    setAgain('');
  }, [screen]);

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Box role="status" aria-live="polite">
        {screen === 'changed' ? (
          <Alert severity="success">
            <Trans>Your password has been changed. Your other sessions were signed out.</Trans>
          </Alert>
        ) : null}
      </Box>
      <FlowErrorAlert error={error} fallback={t`Your password could not be changed. Please try again.`} />
      <PasswordField
        label={t`Current password`}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        problem={problems.password}
        inputRef={currentRef}
      />
      <PasswordField
        label={t`New password`}
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        helperText={t`At least 8 characters, with a letter and a digit.`}
        problem={problems.newPassword}
        inputRef={nextRef}
      />
      <PasswordField
        label={t`Repeat the new password`}
        value={again}
        onChange={setAgain}
        autoComplete="new-password"
      />
      <Box>
        <Button type="submit" variant="contained" loading={screen === 'saving'}>
          <Trans>Change password</Trans>
        </Button>
      </Box>
    </Box>
  );
}

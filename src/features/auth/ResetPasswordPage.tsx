import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type passwordResetMachine,
  selectPasswordResetScreen,
} from '../../../machines/auth/passwordReset.machine.ts';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { Loader } from '../../components/Loader.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/** The page a reset link opens (/resetPassword?token=…): the passwordReset flow checks the link first. */
export function ResetPasswordPage() {
  const reset = useSystemActor('passwordReset');
  return (
    <AuthLayout title={<Trans>Choose a new password</Trans>}>
      {reset ? <ResetSteps actor={reset} /> : <Loader />}
    </AuthLayout>
  );
}

function ResetSteps(props: { actor: ActorRefFrom<typeof passwordResetMachine> }) {
  const { t } = useLingui();
  const { actor } = props;
  const screen = useSelector(actor, selectPasswordResetScreen);
  const { email, error } = useSelector(actor, (snapshot) => snapshot.context);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = useInputProblemTexts(error);
  useFocusFirstProblem(error, [['newPassword', passwordRef]]);

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', password, passwordAgain: repeated });
  }

  if (screen === 'checkingLink') return <Loader />;
  if (screen === 'linkInvalid') {
    return (
      <>
        <FlowErrorAlert error={error} fallback={t`This link can no longer be used.`} />
        <Button component={RouterLink} to="/forgotPassword" variant="contained">
          <Trans>Ask for a new link</Trans>
        </Button>
      </>
    );
  }
  if (screen === 'changed') {
    return (
      <>
        <Alert severity="success" role="status">
          <Trans>Your password has been changed. Sign in with your new password.</Trans>
        </Alert>
        <Button component={RouterLink} to="/signin" variant="contained">
          <Trans>Sign in</Trans>
        </Button>
      </>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        <Trans>For {email}</Trans>
      </Typography>
      <FlowErrorAlert error={error} />
      <PasswordField
        label={t`New password`}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        helperText={t`At least 8 characters, with a letter and a digit.`}
        problem={problems.newPassword}
        inputRef={passwordRef}
      />
      <PasswordField
        label={t`Repeat the new password`}
        value={repeated}
        onChange={setRepeated}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={screen === 'saving'}>
        <Trans>Change password</Trans>
      </Button>
    </Box>
  );
}

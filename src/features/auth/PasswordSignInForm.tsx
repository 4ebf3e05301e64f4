import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import type { PasswordCredentials } from '../../../machines/auth/signIn.types.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useRecaptchaChallenge } from './RecaptchaChallenge.tsx';
import { useSignInDraft } from './signInDraft.ts';

/**
 * Sign in with a password; what the flow finds missing or malformed shows next to the field. The
 * e-mail or phone is the tab's sign-in draft: a form drawn again shows what was typed (signInDraft.ts).
 */
export function PasswordSignInForm(props: {
  error: FlowError | null;
  pending: boolean;
  onSubmit: (credentials: PasswordCredentials) => void;
}) {
  const { t } = useLingui();
  const [username, setUsername] = useSignInDraft();
  const [password, setPassword] = useState('');
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = useInputProblemTexts(props.error);
  const challenge = useRecaptchaChallenge(props.error);
  useFocusFirstProblem(props.error, [
    ['username', usernameRef],
    ['password', passwordRef],
  ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Enter pressed while the button waits (a sign-in under way, or the flow not started yet).
    if (props.pending || !challenge.ready()) return;
    props.onSubmit({ username, password, ...(challenge.token ? { recaptchaToken: challenge.token } : {}) });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <FlowErrorAlert error={props.error} />
      <TextField
        label={t`E-mail or phone`}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="username"
        required
        fullWidth
        inputRef={usernameRef}
        error={problems.username !== undefined}
        helperText={problems.username}
      />
      <PasswordField
        label={t`Password`}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        problem={problems.password}
        inputRef={passwordRef}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 2, rowGap: 0.5 }}>
        <RouterLink to="/forgotPassword" variant="body2">
          <Trans>Forgot your password?</Trans>
        </RouterLink>
        {/* After repeated wrong passwords a new device is locked out (the right password is then
            refused as wrong): the way to unlock it is here, where the shopper is stuck. */}
        <RouterLink to="/unlock" variant="body2">
          <Trans>Account locked?</Trans>
        </RouterLink>
      </Box>
      {challenge.element}
      <Button type="submit" variant="contained" size="large" loading={props.pending}>
        <Trans>Sign in</Trans>
      </Button>
    </Box>
  );
}

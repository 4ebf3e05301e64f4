import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type forgotPasswordMachine,
  selectForgotPasswordScreen,
} from '../../../machines/auth/forgotPassword.machine.ts';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { Loader } from '../../components/Loader.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/** Ask for a reset link: the forgotPassword flow checks the e-mail address before sending. */
export function ForgotPasswordPage() {
  const flow = useSystemActor('forgotPassword');
  return (
    <AuthLayout
      title={<Trans>Reset your password</Trans>}
      footer={
        <RouterLink to="/signin">
          <Trans>Back to sign in</Trans>
        </RouterLink>
      }
    >
      {flow ? <ForgotPasswordForm actor={flow} /> : <Loader />}
    </AuthLayout>
  );
}

function ForgotPasswordForm(props: { actor: ActorRefFrom<typeof forgotPasswordMachine> }) {
  const { t } = useLingui();
  const { actor } = props;
  const screen = useSelector(actor, selectForgotPasswordScreen);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const problems = useInputProblemTexts(error);
  useFocusFirstProblem(error, [['email', emailRef]]);

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'SEND', email });
  }

  if (screen === 'sent') {
    return (
      <Alert severity="success" role="status">
        <Trans>If an account uses this e-mail address, we have sent it a link to reset the password.</Trans>
      </Alert>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <FlowErrorAlert error={error} />
      <TextField
        label={t`E-mail address`}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="email"
        required
        fullWidth
        inputRef={emailRef}
        error={problems.email !== undefined}
        helperText={problems.email}
      />
      <Button type="submit" variant="contained" size="large" loading={screen === 'sending'}>
        <Trans>Send the link</Trans>
      </Button>
    </Box>
  );
}

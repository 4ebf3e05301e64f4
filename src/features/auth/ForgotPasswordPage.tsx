import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toFlowError } from '../../../machines/flowError.ts';
import { authMutations } from '../../api/queries/auth.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const [email, setEmail] = useState('');
  const send = useMutation(authMutations.sendResetLink(api));

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(email);
  }

  return (
    <AuthLayout
      title={<Trans>Reset your password</Trans>}
      footer={
        <RouterLink to="/signin">
          <Trans>Back to sign in</Trans>
        </RouterLink>
      }
    >
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          <Trans>If an account uses this e-mail address, we have sent it a link to reset the password.</Trans>
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <FlowErrorAlert error={send.error ? toFlowError(send.error) : null} />
          <TextField
            label={t`E-mail address`}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" loading={send.isPending}>
            <Trans>Send the link</Trans>
          </Button>
        </Box>
      )}
    </AuthLayout>
  );
}

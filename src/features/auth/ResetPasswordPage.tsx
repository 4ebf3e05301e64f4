import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { resetPassword } from '../../api/auth.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { FormError } from './FormError.tsx';
import { PasswordField } from './PasswordField.tsx';

/** The page a reset link opens: the route has already checked the token and found its e-mail. */
export function ResetPasswordPage(props: { token: string; email: string }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useMutation({ mutationFn: () => resetPassword(api, { token: props.token, password }) });
  const email = props.email;

  function submit(event: FormEvent) {
    event.preventDefault();
    const same = password === repeated;
    setMismatch(!same);
    if (same) reset.mutate();
  }

  return (
    <AuthLayout title={<Trans>Choose a new password</Trans>}>
      {reset.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            <Trans>Your password has been changed. Sign in with your new password.</Trans>
          </Alert>
          <Button component={RouterLink} to="/signin" variant="contained">
            <Trans>Sign in</Trans>
          </Button>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            <Trans>For {email}</Trans>
          </Typography>
          <FormError error={mismatch ? t`The two passwords are not the same.` : reset.error} />
          <PasswordField
            label={t`New password`}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            helperText={t`At least 8 characters, with a letter and a digit.`}
          />
          <PasswordField
            label={t`Repeat the new password`}
            value={repeated}
            onChange={setRepeated}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Box>
      )}
    </AuthLayout>
  );
}

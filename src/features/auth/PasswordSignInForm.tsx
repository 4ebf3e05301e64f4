import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { login } from '../../api/auth.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { FormError } from './FormError.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useSignInSuccess } from './useSignInSuccess.ts';

export function PasswordSignInForm() {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const signedIn = useSignInSuccess();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => login(api, { username: username.trim(), password }),
    onSuccess: signedIn,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate();
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <FormError error={signIn.error} />
      <TextField
        label={t`E-mail or phone`}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="username"
        required
        fullWidth
      />
      <PasswordField
        label={t`Password`}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <RouterLink to="/forgotPassword" variant="body2" sx={{ justifySelf: 'end' }}>
        <Trans>Forgot your password?</Trans>
      </RouterLink>
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
        <Trans>Sign in</Trans>
      </Button>
    </Box>
  );
}

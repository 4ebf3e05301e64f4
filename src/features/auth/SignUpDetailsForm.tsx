import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { signUp } from '../../api/auth.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { collapseWhitespace } from '../../lib/collapseWhitespace.ts';
import { FormError } from './FormError.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useSignInSuccess } from './useSignInSuccess.ts';

export function SignUpDetailsForm(props: { signupToken: string }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const signedIn = useSignInSuccess();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const create = useMutation({
    mutationFn: () =>
      signUp(api, {
        signup_token: props.signupToken,
        first_name: collapseWhitespace(firstName),
        last_name: collapseWhitespace(lastName),
        password,
      }),
    onSuccess: signedIn,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate();
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        <Trans>Your e-mail or phone is verified. Tell us your name and choose a password.</Trans>
      </Typography>
      <FormError error={create.error} />
      <TextField
        label={t`First name`}
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
        autoComplete="given-name"
        required
        fullWidth
      />
      <TextField
        label={t`Last name`}
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
        autoComplete="family-name"
        required
        fullWidth
      />
      <PasswordField
        label={t`Password`}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        helperText={t`At least 8 characters, with a letter and a digit.`}
      />
      <Button type="submit" variant="contained" size="large" loading={create.isPending}>
        <Trans>Create account</Trans>
      </Button>
    </Box>
  );
}

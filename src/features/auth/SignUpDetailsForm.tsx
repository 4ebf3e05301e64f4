import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import type { SignUpDetails } from '../../../machines/auth/signUp.types.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { collapseWhitespace } from '../../lib/collapseWhitespace.ts';
import { useRecaptchaChallenge } from './RecaptchaChallenge.tsx';

/**
 * The second step of sign-up: the customer's name and password. What was typed survives a failure;
 * what the flow finds wrong shows next to each field, and the first of them takes the focus.
 */
export function SignUpDetailsForm(props: {
  error: FlowError | null;
  pending: boolean;
  onSubmit: (details: SignUpDetails) => void;
}) {
  const { t } = useLingui();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = useInputProblemTexts(props.error);
  const challenge = useRecaptchaChallenge(props.error);
  useFocusFirstProblem(props.error, [
    ['firstName', firstNameRef],
    ['lastName', lastNameRef],
    ['newPassword', passwordRef],
  ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!challenge.ready()) return;
    props.onSubmit({
      firstName: collapseWhitespace(firstName),
      lastName: collapseWhitespace(lastName),
      password,
      ...(challenge.token ? { recaptchaToken: challenge.token } : {}),
    });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        <Trans>Your e-mail or phone is verified. Tell us your name and choose a password.</Trans>
      </Typography>
      <FlowErrorAlert error={props.error} />
      <TextField
        label={t`First name`}
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
        autoComplete="given-name"
        required
        fullWidth
        inputRef={firstNameRef}
        error={problems.firstName !== undefined}
        helperText={problems.firstName}
      />
      <TextField
        label={t`Last name`}
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
        autoComplete="family-name"
        required
        fullWidth
        inputRef={lastNameRef}
        error={problems.lastName !== undefined}
        helperText={problems.lastName}
      />
      <PasswordField
        label={t`Password`}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        helperText={t`At least 8 characters, with a letter and a digit.`}
        problem={problems.newPassword}
        inputRef={passwordRef}
      />
      {challenge.element}
      <Button type="submit" variant="contained" size="large" loading={props.pending}>
        <Trans>Create account</Trans>
      </Button>
    </Box>
  );
}

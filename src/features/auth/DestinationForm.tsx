import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import {
  type OtpChannel,
  type OtpGenerateRequest,
  type OtpPurpose,
  PHONE_EXTENSION,
  PHONE_NUMBER_DIGITS,
} from '../../../contracts/ums.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import { DigitsField } from '../../components/DigitsField.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { type Challenge, useRecaptchaChallenge } from './RecaptchaChallenge.tsx';

type DestinationFormProps = {
  purpose: OtpPurpose;
  initial: OtpGenerateRequest | null;
  /** Why the last attempt to send failed, when it did. */
  error: FlowError | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (request: OtpGenerateRequest) => void;
};

/**
 * The destination form with the store's reCAPTCHA (the sign-in code's request, checked by the server
 * as a password sign-in is): nothing more when the store has it off; otherwise nothing is sent before
 * the challenge is passed, and its token goes with the request.
 */
export function ChallengedDestinationForm(props: DestinationFormProps) {
  const challenge = useRecaptchaChallenge(props.error);
  return <DestinationForm {...props} challenge={challenge} />;
}

/**
 * Where the one-time code goes: an e-mail address or a phone number. The flow checks it before
 * sending; what it finds wrong shows next to the field, which takes the focus.
 */
export function DestinationForm(props: DestinationFormProps & { challenge?: Challenge }) {
  const { t } = useLingui();
  const [channel, setChannel] = useState<OtpChannel>(props.initial?.channel ?? 'email');
  const [email, setEmail] = useState(props.initial?.email ?? '');
  const [phone, setPhone] = useState(props.initial?.phone_number ?? '');
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const problems = useInputProblemTexts(props.error);
  useFocusFirstProblem(props.error, [
    ['email', emailRef],
    ['phoneNumber', phoneRef],
  ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { challenge } = props;
    if (challenge && !challenge.ready()) return;
    const token = challenge?.token ? { recaptcha_token: challenge.token } : {};
    props.onSubmit(
      channel === 'email'
        ? { purpose: props.purpose, channel, email: email.trim(), ...token }
        : {
            purpose: props.purpose,
            channel,
            phone_extension: PHONE_EXTENSION,
            phone_number: phone,
            ...token,
          },
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <RadioGroup
        row
        aria-label={t`Send the code by`}
        value={channel}
        onChange={(event) => setChannel(event.target.value as OtpChannel)}
      >
        <FormControlLabel value="email" control={<Radio />} label={t`E-mail`} />
        <FormControlLabel value="phone" control={<Radio />} label={t`Phone`} />
      </RadioGroup>
      {channel === 'email' ? (
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
      ) : (
        <DigitsField
          label={t`Phone number`}
          value={phone}
          onChange={setPhone}
          maxDigits={PHONE_NUMBER_DIGITS}
          autoComplete="tel-national"
          required
          fullWidth
          inputRef={phoneRef}
          error={problems.phoneNumber !== undefined}
          helperText={problems.phoneNumber}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{PHONE_EXTENSION}</InputAdornment> },
          }}
        />
      )}
      {props.challenge?.element}
      <Button type="submit" variant="contained" size="large" loading={props.pending}>
        {props.submitLabel}
      </Button>
    </Box>
  );
}

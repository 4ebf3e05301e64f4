import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CustomerProfile, OtpChannel, OtpGenerateRequest } from '../../../contracts/ums.ts';
import { PHONE_EXTENSION } from '../../../contracts/ums.ts';
import { selectContactChangeScreen } from '../../../machines/account/contactChange.machine.ts';
import {
  type otpVerificationMachine,
  selectCanChangeDestination,
  selectOtpStep,
} from '../../../machines/auth/otpVerification.machine.ts';
import type { OtpStep } from '../../../machines/auth/otpVerification.types.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import { nationalNumberDigits } from '../../../machines/shared/inputRules.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { CodeForm } from '../../components/CodeForm.tsx';
import { DigitsField } from '../../components/DigitsField.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import {
  useFocusFirstProblem,
  useInputProblemTexts,
  usePhoneNumberHint,
} from '../../components/inputProblems.ts';
import { PhoneNumber } from '../../components/PhoneNumber.tsx';
import { profileQueries } from './queries/profile.ts';

/**
 * The e-mail and phone rows of /myProfile: each can be changed, the new address confirmed with a
 * code sent to it (the contactChange flow the storefront runs while the page is open, and its
 * otpVerification child). The rows show at once; the buttons work once the flow runs.
 */
export function ContactChange(props: { profile: CustomerProfile }) {
  const { t } = useLingui();
  const { profile } = props;
  const actor = useSystemActor('contactChange');
  const screen = useSelector(actor, (snapshot) => (snapshot ? selectContactChangeScreen(snapshot) : 'idle'));
  const { channel, changed } = useSelector(actor, (snapshot) => snapshot?.context) ?? {
    channel: null,
    changed: null,
  };
  const otp = useSystemActor('otpVerification');

  const phone = profile.phone;
  const rows: { channel: OtpChannel; label: string; value: ReactNode; change: string }[] = [
    { channel: 'email', label: t`E-mail address`, value: profile.email, change: t`Change e-mail address` },
    {
      channel: 'phone',
      label: t`Phone number`,
      value: phone === null ? null : <PhoneNumber>{phone}</PhoneNumber>,
      change: t`Change phone number`,
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="status" aria-live="polite">
        {screen === 'changed' && changed ? (
          <Alert severity="success" onClose={() => actor?.send({ type: 'DISMISS' })} closeText={t`Close`}>
            {channel === 'email' ? (
              <Trans>Your e-mail address has been changed.</Trans>
            ) : (
              <Trans>Your phone number has been changed.</Trans>
            )}
          </Alert>
        ) : null}
      </Box>
      {rows.map((row) => (
        <Box key={row.channel} sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{row.value ?? t`Not given`}</Typography>
            </Box>
            {screen === 'changing' && channel === row.channel ? null : (
              <Button
                variant="outlined"
                onClick={() => actor?.send({ type: 'CHANGE', channel: row.channel })}
              >
                {row.change}
              </Button>
            )}
          </Box>
          {screen === 'changing' && channel === row.channel && otp ? (
            <ContactCodeFlow
              actor={otp}
              channel={row.channel}
              onCancel={() => actor?.send({ type: 'CANCEL' })}
            />
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

function ContactCodeFlow(props: {
  actor: ActorRefFrom<typeof otpVerificationMachine>;
  channel: OtpChannel;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { actor } = props;
  const step = useSelector(actor, selectOtpStep);
  const canChangeDestination = useSelector(actor, selectCanChangeDestination);
  const { challenge, error, request } = useSelector(actor, (snapshot) => snapshot.context);
  const fallbacks: Record<OtpStep, string> = {
    send: t`We could not send the code. Please try again.`,
    resend: t`We could not send a new code. Please try again.`,
    verify: t`We could not check the code. Please try again.`,
  };
  return (
    <Box
      sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      role="group"
      aria-label={props.channel === 'email' ? t`New e-mail address` : t`New phone number`}
    >
      <FlowErrorAlert error={error?.problem ?? null} fallback={error ? fallbacks[error.step] : undefined} />
      {step === 'destination' || step === 'sending' ? (
        <NewContactForm
          channel={props.channel}
          initial={request}
          error={error?.step === 'send' ? error.problem : null}
          pending={step === 'sending'}
          onSubmit={(next) => actor.send({ type: 'SEND', request: next })}
        />
      ) : challenge ? (
        <CodeForm
          challenge={challenge}
          canResend={step === 'codeResendable'}
          verifying={step === 'verifying' || step === 'verified'}
          resending={step === 'resending'}
          onVerify={(code) => actor.send({ type: 'VERIFY', otp: code })}
          onResend={() => actor.send({ type: 'RESEND' })}
          onChangeDestination={
            canChangeDestination ? () => actor.send({ type: 'CHANGE_DESTINATION' }) : undefined
          }
        />
      ) : null}
      <Box>
        <Button onClick={props.onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </Box>
    </Box>
  );
}

/** The new e-mail, or the new phone with its country code (+91 unless another is chosen). */
function NewContactForm(props: {
  channel: OtpChannel;
  initial: OtpGenerateRequest | null;
  error: FlowError | null;
  pending: boolean;
  onSubmit: (request: OtpGenerateRequest) => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useAppSystem();
  const codes = useQuery(profileQueries.countryCodes(api));
  const [email, setEmail] = useState(props.initial?.email ?? '');
  const [extension, setExtension] = useState(props.initial?.phone_extension ?? PHONE_EXTENSION);
  const [number, setNumber] = useState(props.initial?.phone_number ?? '');
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const problems = useInputProblemTexts(props.error, extension);
  const digits = nationalNumberDigits(extension);
  const phoneHint = usePhoneNumberHint(extension);
  useFocusFirstProblem(props.error, [
    ['email', emailRef],
    ['phoneNumber', phoneRef],
  ]);
  const regionNames = new Intl.DisplayNames([i18n.locale.replace('_', '-')], { type: 'region' });
  const options = codes.data?.country_codes ?? [{ iso: 'IN', name: 'India', dial_code: PHONE_EXTENSION }];

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit(
      props.channel === 'email'
        ? { purpose: 'contact', channel: 'email', email: email.trim() }
        : { purpose: 'contact', channel: 'phone', phone_extension: extension, phone_number: number },
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {props.channel === 'email' ? (
        <TextField
          label={t`New e-mail address`}
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
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 14rem) 1fr' } }}>
          <TextField
            select
            label={t`Country code`}
            value={extension}
            onChange={(event) => setExtension(event.target.value)}
            slotProps={{ select: { native: true } }}
          >
            {options.map((code) => (
              <option key={code.iso} value={code.dial_code}>
                {`${regionNames.of(code.iso) ?? code.name} (${code.dial_code})`}
              </option>
            ))}
          </TextField>
          <DigitsField
            label={t`New phone number`}
            value={number}
            onChange={setNumber}
            maxDigits={digits.max}
            autoComplete="tel-national"
            required
            fullWidth
            inputRef={phoneRef}
            error={problems.phoneNumber !== undefined}
            // The rule of the chosen country code, until a problem with it takes its place.
            helperText={problems.phoneNumber ?? phoneHint}
          />
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" loading={props.pending}>
          <Trans>Send the code</Trans>
        </Button>
      </Box>
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { OTP_LENGTH, type UnlockMethod } from '../../../contracts/ums.ts';
import {
  type accountUnlockMachine,
  selectCanResend,
  selectUnlockScreen,
} from '../../../machines/auth/accountUnlock.machine.ts';
import type { ResendWait } from '../../../machines/auth/accountUnlock.types.ts';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { DigitsField } from '../../components/DigitsField.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { Loader } from '../../components/Loader.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useCountdown } from '../../components/useCountdown.ts';
import { formatMmSs } from '../../lib/mmss.ts';
import { AuthLayout } from './AuthLayout.tsx';

type UnlockActor = ActorRefFrom<typeof accountUnlockMachine>;

/**
 * /unlock: unlock password sign-in on new devices after repeated wrong passwords (the accountUnlock
 * flow, which the storefront runs while this page is open). Opened from the e-mailed link
 * (?token=…) it unlocks at once; otherwise it asks for the e-mail or phone and a method the store
 * allows, then waits for the link or takes the code.
 */
export function UnlockPage() {
  const actor = useSystemActor('accountUnlock');
  return (
    <AuthLayout title={<Trans>Unlock your account</Trans>}>
      {actor ? <UnlockSteps actor={actor} /> : <Loader />}
    </AuthLayout>
  );
}

function UnlockSteps(props: { actor: UnlockActor }) {
  const { t } = useLingui();
  const { actor } = props;
  const screen = useSelector(actor, selectUnlockScreen);
  const { error, request, wait } = useSelector(actor, (snapshot) => snapshot.context);
  const canResend = useSelector(actor, selectCanResend);

  switch (screen) {
    case 'loading':
    case 'redeeming':
      return <Loader />;
    case 'loadFailed':
      return (
        <LoadFailed
          flowError={error}
          fallback={t`The unlock options could not be loaded.`}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      );
    case 'linkFailed':
      return (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <FlowErrorAlert error={error} fallback={t`This unlock link can no longer be used.`} />
          <Button variant="contained" onClick={() => actor.send({ type: 'START_OVER' })}>
            <Trans>Ask for a new link or code</Trans>
          </Button>
        </Box>
      );
    case 'unlocked':
      return (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Alert severity="success" role="status">
            <Trans>Your account is unlocked. You can sign in again.</Trans>
          </Alert>
          <Button component={RouterLink} to="/signin" variant="contained">
            <Trans>Sign in</Trans>
          </Button>
        </Box>
      );
    case 'form':
    case 'sending':
      return <UnlockForm actor={actor} pending={screen === 'sending'} />;
    default: {
      const destination = request?.destination ?? '';
      const resendsLeft = request?.resends_left ?? 0;
      const resending = screen === 'resending';
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FlowErrorAlert error={error} fallback={t`We could not do that. Please try again.`} />
          {request?.method === 'email_link' ? (
            <Typography role="status">
              <Trans>
                If this account is locked, we sent an unlock link to {destination}. Open it on this or any
                device.
              </Trans>
            </Typography>
          ) : (
            <UnlockCodeForm
              destination={destination}
              verifying={screen === 'verifying'}
              onVerify={(otp) => actor.send({ type: 'VERIFY', otp })}
            />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
            <Button onClick={() => actor.send({ type: 'START_OVER' })} disabled={resending}>
              <Trans>Start again</Trans>
            </Button>
            <ResendButton
              resendsLeft={resendsLeft}
              canResend={canResend}
              wait={wait}
              resending={resending}
              onResend={() => actor.send({ type: 'RESEND' })}
            />
          </Box>
        </Box>
      );
    }
  }
}

/** "Send it again" once the machine's countdown is over; until then the time left (mm:ss). */
function ResendButton(props: {
  resendsLeft: number;
  canResend: boolean;
  wait: ResendWait | null;
  resending: boolean;
  onResend: () => void;
}) {
  const left = formatMmSs(useCountdown(props.wait?.seconds ?? 0, props.wait));
  let label = <Trans>Send it again</Trans>;
  if (props.resendsLeft === 0) label = <Trans>No more resends</Trans>;
  else if (props.wait !== null) label = <Trans>Send it again in {left}</Trans>;
  return (
    <Button onClick={props.onResend} disabled={!props.canResend} loading={props.resending}>
      {label}
    </Button>
  );
}

function UnlockForm(props: { actor: UnlockActor; pending: boolean }) {
  const { t } = useLingui();
  const { actor } = props;
  const {
    username,
    configuration,
    error,
    method: chosen,
  } = useSelector(actor, (snapshot) => snapshot.context);
  const methods = configuration?.methods ?? [];
  const [typed, setTyped] = useState(username);
  const [method, setMethod] = useState<UnlockMethod>(chosen ?? methods[0] ?? 'email_link');
  const usernameRef = useRef<HTMLInputElement>(null);
  const problems = useInputProblemTexts(error);
  useFocusFirstProblem(error, [['username', usernameRef]]);
  const labels: Record<UnlockMethod, string> = {
    email_link: t`E-mail me an unlock link`,
    otp: t`Send me a one-time code`,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'SEND', method, username: typed });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        <Trans>
          After too many wrong passwords, signing in with a password is paused on devices you have not signed
          in on before. Your own devices and sign-in codes still work. Tell us where to send what unlocks it.
        </Trans>
      </Typography>
      <FlowErrorAlert error={error} />
      <TextField
        label={t`E-mail or phone`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="username"
        required
        fullWidth
        inputRef={usernameRef}
        error={problems.username !== undefined}
        helperText={problems.username}
      />
      {methods.length > 1 ? (
        <RadioGroup
          aria-label={t`How to unlock`}
          value={method}
          onChange={(event) => setMethod(event.target.value as UnlockMethod)}
        >
          {methods.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={labels[option]} />
          ))}
        </RadioGroup>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={props.pending}>
        {method === 'otp' ? <Trans>Send the code</Trans> : <Trans>Send the link</Trans>}
      </Button>
    </Box>
  );
}

function UnlockCodeForm(props: { destination: string; verifying: boolean; onVerify: (otp: string) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const destination = props.destination;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        props.onVerify(code);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography>
        <Trans>If this account is locked, we sent a 6-digit code to {destination}.</Trans>
      </Typography>
      <DigitsField
        label={t`One-time code`}
        value={code}
        onChange={setCode}
        maxDigits={OTP_LENGTH}
        autoComplete="one-time-code"
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={props.verifying}>
        <Trans>Unlock</Trans>
      </Button>
    </Box>
  );
}

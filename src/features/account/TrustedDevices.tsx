import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { TrustedDevice } from '../../../contracts/ums.ts';
import {
  type deviceRemovalMachine,
  removalCodeRequest,
  selectDeviceRemovalScreen,
} from '../../../machines/account/deviceRemoval.machine.ts';
import {
  type otpVerificationMachine,
  selectCanChangeDestination,
  selectOtpStep,
} from '../../../machines/auth/otpVerification.machine.ts';
import type { OtpStep } from '../../../machines/auth/otpVerification.types.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { CodeForm } from '../../components/CodeForm.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { accountQueries } from './queries/account.ts';
import { profileQueries } from './queries/profile.ts';
import { useSignInLabels } from './useSignInLabels.ts';

type RemovalActor = ActorRefFrom<typeof deviceRemovalMachine>;

/**
 * The trusted devices on /activeSessions: the browsers the customer has signed in on, first and
 * last seen. Removing one (not this one) is confirmed with a code sent to the account's own address
 * (the deviceRemoval flow, which the storefront runs while the page is open, and its
 * otpVerification child); it signs that device out at once.
 */
export function TrustedDevices() {
  const { t } = useLingui();
  // The page's flow, which the storefront runs while /activeSessions is open, and its code child.
  const actor = useSystemActor('deviceRemoval');
  const otp = useSystemActor('otpVerification');
  const screen = useSelector(actor, (snapshot) => (snapshot ? selectDeviceRemovalScreen(snapshot) : 'idle'));
  const removed = useSelector(actor, (snapshot) => snapshot?.context.removed ?? null);

  return (
    <Box component="section" aria-labelledby="trusted-devices" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="trusted-devices" component="h2" variant="h6">
        <Trans>Trusted devices</Trans>
      </Typography>
      <Typography color="text.secondary">
        <Trans>
          The browsers you have signed in on. Removing one signs it out; we send you a code to confirm.
        </Trans>
      </Typography>
      <Box role="status" aria-live="polite">
        {screen === 'removed' && removed ? (
          <Alert severity="success" onClose={() => actor?.send({ type: 'DISMISS' })} closeText={t`Close`}>
            <Trans>The device was removed and signed out.</Trans>
          </Alert>
        ) : null}
      </Box>
      {/* The list reads itself in this place, its skeleton first; a failure shows here too. */}
      <QueryBoundary
        pending={
          <Box role="status" aria-label={t`Loading your devices`}>
            <Skeleton variant="rounded" height={72} />
          </Box>
        }
        failed={({ error, retry }) => (
          <LoadFailed error={error} fallback={t`Your devices could not be loaded.`} onRetry={retry} />
        )}
      >
        <DeviceList actor={actor} otp={otp} />
      </QueryBoundary>
    </Box>
  );
}

/** The trusted devices, this one marked, with Remove on the others (and the removal's code under one). */
function DeviceList(props: {
  actor: RemovalActor | undefined;
  otp: ActorRefFrom<typeof otpVerificationMachine> | undefined;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const labels = useSignInLabels();
  const { data: devices } = useSuspenseQuery(accountQueries.devices(api));
  const profile = useQuery(profileQueries.profile(api));
  const { actor, otp } = props;
  const screen = useSelector(actor, (snapshot) => (snapshot ? selectDeviceRemovalScreen(snapshot) : 'idle'));
  const removing = useSelector(actor, (snapshot) => snapshot?.context.device ?? null);
  return (
    <Box
      component="ul"
      aria-label={t`Trusted devices`}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {devices.items.map((device) => {
        const name = labels.device(device);
        const confirming = screen === 'confirming' && removing?.id === device.id;
        return (
          <Paper component="li" key={device.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Box sx={{ display: 'grid', gap: 0.5, flex: '1 1 240px', minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                  {device.current ? <Chip size="small" color="primary" label={t`This device`} /> : null}
                </Box>
                <Typography variant="body2">
                  <Trans>
                    First seen{' '}
                    <time dateTime={device.first_seen_at}>{labels.when(device.first_seen_at)}</time> · Last
                    seen <time dateTime={device.last_seen_at}>{labels.when(device.last_seen_at)}</time>
                  </Trans>
                </Typography>
              </Box>
              {device.current || confirming || !profile.data || !actor ? null : (
                <Button
                  variant="outlined"
                  color="error"
                  aria-label={t`Remove the device ${name}`}
                  onClick={() =>
                    actor.send({
                      type: 'REMOVE',
                      device,
                      request: removalCodeRequest(profile.data, device),
                    })
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              )}
            </Box>
            {confirming && actor && otp ? (
              <RemovalCode actor={actor} otp={otp} device={device} name={name} />
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}

function RemovalCode(props: {
  actor: RemovalActor;
  otp: ActorRefFrom<typeof otpVerificationMachine>;
  device: TrustedDevice;
  name: string;
}) {
  const { t } = useLingui();
  const { actor, otp, name } = props;
  const request = useSelector(actor, (snapshot) => snapshot.context.request);
  const step = useSelector(otp, selectOtpStep);
  // The code goes to the account's own address: the child offers no other (fixedDestination).
  const canChangeDestination = useSelector(otp, selectCanChangeDestination);
  const { challenge, error } = useSelector(otp, (snapshot) => snapshot.context);
  const fallbacks: Record<OtpStep, string> = {
    send: t`We could not send the code. Please try again.`,
    resend: t`We could not send a new code. Please try again.`,
    verify: t`We could not check the code. Please try again.`,
  };
  return (
    <Box
      role="group"
      aria-label={t`Confirm the removal of ${name}`}
      sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <FlowErrorAlert error={error?.problem ?? null} fallback={error ? fallbacks[error.step] : undefined} />
      {step === 'destination' || step === 'sending' ? (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>
            <Trans>To confirm, we send a one-time code to your account’s e-mail address or phone.</Trans>
          </Typography>
          <Button
            variant="contained"
            loading={step === 'sending'}
            onClick={() => (request ? otp.send({ type: 'SEND', request }) : undefined)}
          >
            <Trans>Send the code</Trans>
          </Button>
        </Box>
      ) : challenge ? (
        <CodeForm
          challenge={challenge}
          canResend={step === 'codeResendable'}
          verifying={step === 'verifying' || step === 'verified'}
          resending={step === 'resending'}
          onVerify={(code) => otp.send({ type: 'VERIFY', otp: code })}
          onResend={() => otp.send({ type: 'RESEND' })}
          onChangeDestination={
            canChangeDestination ? () => otp.send({ type: 'CHANGE_DESTINATION' }) : undefined
          }
        />
      ) : null}
      <Box>
        <Button onClick={() => actor.send({ type: 'CANCEL' })}>
          <Trans>Cancel</Trans>
        </Button>
      </Box>
    </Box>
  );
}

import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OtpPurpose } from '../../../contracts/ums.ts';
import {
  type otpVerificationMachine,
  selectCanChangeDestination,
  selectOtpStep,
} from '../../../machines/auth/otpVerification.machine.ts';
import type { OtpStep } from '../../../machines/auth/otpVerification.types.ts';
import { CodeForm } from '../../components/CodeForm.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { ChallengedDestinationForm, DestinationForm } from './DestinationForm.tsx';

/**
 * Send a code to an e-mail or phone, then check it: renders the otpVerification child, sends its
 * events. With `recaptcha` (the sign-in code) the request carries the store's challenge when it is on.
 */
export function OtpFlow(props: {
  actor: ActorRefFrom<typeof otpVerificationMachine>;
  purpose: OtpPurpose;
  submitLabel: string;
  recaptcha?: boolean;
}) {
  const { t } = useLingui();
  const { actor } = props;
  const screen = useSelector(actor, selectOtpStep);
  const canChangeDestination = useSelector(actor, selectCanChangeDestination);
  const { challenge, error, request } = useSelector(actor, (snapshot) => snapshot.context);
  const Destination = props.recaptcha ? ChallengedDestinationForm : DestinationForm;
  const fallbacks: Record<OtpStep, string> = {
    send: t`We could not send the code. Please try again.`,
    resend: t`We could not send a new code. Please try again.`,
    verify: t`We could not check the code. Please try again.`,
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FlowErrorAlert error={error?.problem ?? null} fallback={error ? fallbacks[error.step] : undefined} />
      {screen === 'destination' || screen === 'sending' ? (
        <Destination
          purpose={props.purpose}
          initial={request}
          error={error?.step === 'send' ? error.problem : null}
          pending={screen === 'sending'}
          submitLabel={props.submitLabel}
          onSubmit={(next) => actor.send({ type: 'SEND', request: next })}
        />
      ) : challenge ? (
        <CodeForm
          challenge={challenge}
          canResend={screen === 'codeResendable'}
          verifying={screen === 'verifying' || screen === 'verified'}
          resending={screen === 'resending'}
          onVerify={(otp) => actor.send({ type: 'VERIFY', otp })}
          onResend={() => actor.send({ type: 'RESEND' })}
          onChangeDestination={
            canChangeDestination ? () => actor.send({ type: 'CHANGE_DESTINATION' }) : undefined
          }
        />
      ) : null}
    </Box>
  );
}

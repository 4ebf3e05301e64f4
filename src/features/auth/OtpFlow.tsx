import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { OtpPurpose } from '../../../contracts/ums.ts';
import { useOtpVerification } from '../../app/useOtpVerification.ts';
import { CodeForm } from './CodeForm.tsx';
import { DestinationForm } from './DestinationForm.tsx';
import { FormError } from './FormError.tsx';

type VerifiedResult = NonNullable<ReturnType<typeof useOtpVerification>[0]['context']['result']>;

/** Send a code to an e-mail or phone, then check it; renders the machine's state, sends its events. */
export function OtpFlow(props: {
  purpose: OtpPurpose;
  submitLabel: string;
  onVerified: (result: VerifiedResult) => void;
}) {
  const { t } = useLingui();
  const [state, send] = useOtpVerification(props.purpose);
  const { challenge, error, request, result } = state.context;

  // Hand the result over once, when the machine reaches its final state.
  const handedOver = useRef(false);
  const onVerified = props.onVerified;
  useEffect(() => {
    if (state.matches('verified') && result && !handedOver.current) {
      handedOver.current = true;
      onVerified(result);
    }
  }, [state, result, onVerified]);

  const errorText =
    error === 'otp_invalid_format'
      ? t`Enter the 6-digit code.`
      : error === 'otp_send_failed'
        ? t`We could not send the code. Please try again.`
        : error;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormError error={errorText} />
      {state.matches('editing') || state.matches('sending') ? (
        <DestinationForm
          purpose={props.purpose}
          initial={request}
          pending={state.matches('sending')}
          submitLabel={props.submitLabel}
          onSubmit={(next) => send({ type: 'SEND', request: next })}
        />
      ) : challenge ? (
        <CodeForm
          challenge={challenge}
          canResend={state.matches({ codeSent: 'resendable' })}
          verifying={state.matches('verifying') || state.matches('verified')}
          resending={state.matches('resending')}
          onVerify={(otp) => send({ type: 'VERIFY', otp })}
          onResend={() => send({ type: 'RESEND' })}
          onChangeDestination={() => send({ type: 'CHANGE_DESTINATION' })}
        />
      ) : null}
    </Box>
  );
}

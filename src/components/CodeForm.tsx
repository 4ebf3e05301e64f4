import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { OTP_LENGTH, type OtpChallenge } from '../../contracts/ums.ts';
import { formatMmSs } from '../lib/mmss.ts';
import { DigitsField } from './DigitsField.tsx';
import { useCountdown } from './useCountdown.ts';

/**
 * Enter the code that was sent; ask for a new one once the wait is over, or change the address
 * (only offered with onChangeDestination: a flow whose address is fixed gives none).
 */
export function CodeForm(props: {
  challenge: OtpChallenge;
  canResend: boolean;
  verifying: boolean;
  resending: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeDestination?: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const wait = formatMmSs(useCountdown(props.challenge.resend_in, props.challenge));
  const destination = props.challenge.destination;

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onVerify(code);
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        <Trans>We sent a 6-digit code to {destination}.</Trans>
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
        <Trans>Verify</Trans>
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        {props.onChangeDestination ? (
          <Button onClick={props.onChangeDestination}>
            <Trans>Use another e-mail or phone</Trans>
          </Button>
        ) : null}
        <Button onClick={props.onResend} disabled={!props.canResend} loading={props.resending}>
          {props.canResend ? <Trans>Send a new code</Trans> : <Trans>New code in {wait}</Trans>}
        </Button>
      </Box>
    </Box>
  );
}

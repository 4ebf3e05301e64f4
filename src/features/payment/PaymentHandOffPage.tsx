import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { PaymentHandOff } from '../../../contracts/checkout.ts';
import { forgetPaymentHandOff } from '../../app/paymentHandOffState.ts';
import { handOffFields } from '../../lib/paymentHandOff.ts';

/**
 * Posts the provider's signed form as soon as the page shows (SPEC section 2): the fields are hidden;
 * the button is there for a browser that holds the automatic post back.
 */
export function PaymentHandOffPage(props: { handOff: PaymentHandOff }) {
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    forgetPaymentHandOff();
    form.current?.submit();
  }, []);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Box
        ref={form}
        component="form"
        method="POST"
        action={props.handOff.payment_gateway_url}
        sx={{ display: 'grid', gap: 3, justifyItems: 'center', textAlign: 'center' }}
      >
        <CircularProgress aria-hidden />
        <Typography component="h1" variant="h5" role="status">
          <Trans>Taking you to the secure payment page…</Trans>
        </Typography>
        {handOffFields(props.handOff).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="outlined">
          <Trans>Continue to payment</Trans>
        </Button>
      </Box>
    </Container>
  );
}

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { PaymentHandOff } from '../../../contracts/checkout.ts';
import { handOffFields } from '../../lib/paymentHandOff.ts';

/**
 * Posts the provider's signed form as soon as the page shows (SPEC section 2): the fields are hidden;
 * the button is there for a browser that holds the automatic post back.
 */
export function PaymentHandOffPage(props: { handOff: PaymentHandOff }) {
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    form.current?.submit();
  }, []);
  // Back from the provider may restore this page as it was left (the back-forward cache): its form
  // was posted, so there is nothing to pay here any more (SPEC section 8).
  useEffect(() => {
    const leaveIfRestored = (event: PageTransitionEvent) => {
      if (event.persisted) void navigate({ to: '/', replace: true });
    };
    window.addEventListener('pageshow', leaveIfRestored);
    return () => window.removeEventListener('pageshow', leaveIfRestored);
  }, [navigate]);
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

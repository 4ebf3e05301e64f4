import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { MAX_COUPON_CODE_LENGTH } from '../../../contracts/checkout.ts';
import { useFormatMoney } from '../../components/useMoney.ts';
import { blocksSpaceKey, withoutWhitespace } from '../../lib/keyFilters.ts';
import { type CheckoutActor, useCheckout } from './useCheckout.ts';

/**
 * Coupons: the store's list (each applicable or not to this order), a code typed in (no spaces),
 * the applied coupon and its removal. The checkout validates a code before applying it; a code
 * that does not apply stays in the field with the store's reason.
 */
export function CouponSection(props: { actor: CheckoutActor; busy: boolean }) {
  const { t } = useLingui();
  const { actor, busy } = props;
  const format = useFormatMoney();
  const coupons = useCheckout(actor, (snapshot) => snapshot.context.coupons);
  const applied = useCheckout(actor, (snapshot) => snapshot.context.checkout?.coupon ?? null);
  const validation = useCheckout(actor, (snapshot) => snapshot.context.couponValidation);
  const [code, setCode] = useState('');
  const appliedCode = applied?.coupon_code ?? null;
  const saving = format(applied?.discount ?? 0);
  // Once a coupon is applied, the field is cleared for another.
  useEffect(() => {
    if (appliedCode !== null) setCode('');
  }, [appliedCode]);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (code !== '' && !busy) actor.send({ type: 'APPLY_COUPON', code });
  }

  const refused = validation !== null && !validation.is_valid ? validation : null;
  return (
    <Box component="section" aria-labelledby="coupons-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="coupons-heading" component="h3" variant="h6">
        <Trans>Coupons</Trans>
      </Typography>
      {applied && (
        <Alert
          severity="success"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={busy}
              onClick={() => actor.send({ type: 'REMOVE_COUPON' })}
              aria-label={t`Remove the coupon ${appliedCode}`}
            >
              <Trans>Remove</Trans>
            </Button>
          }
        >
          {t`Coupon ${appliedCode} applied: you save ${saving}.`}
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={apply}
        sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap' }}
      >
        <TextField
          label={t`Coupon code`}
          value={code}
          size="small"
          onChange={(event) =>
            setCode(withoutWhitespace(event.target.value).slice(0, MAX_COUPON_CODE_LENGTH))
          }
          onKeyDown={(event) => {
            if (blocksSpaceKey(event)) event.preventDefault();
          }}
          autoComplete="off"
          error={refused !== null}
          helperText={refused ? refused.message : undefined}
          slotProps={{ htmlInput: { maxLength: MAX_COUPON_CODE_LENGTH, dir: 'ltr' } }}
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="outlined" disabled={code === ''} loading={busy && code !== ''}>
          <Trans>Apply</Trans>
        </Button>
      </Box>
      {coupons.length > 0 && (
        <Box
          component="ul"
          aria-label={t`Available coupons`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {coupons.map((coupon) => {
            const couponCode = coupon.coupon_code;
            const isApplied = couponCode === appliedCode;
            return (
              <Paper
                key={couponCode}
                component="li"
                variant="outlined"
                sx={{
                  p: 1.5,
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }} dir="ltr" component="bdi">
                    {couponCode}
                  </Typography>
                  {/* The store writes descriptions in its own language: laid out in that text's direction. */}
                  <Typography variant="body2" color="text.secondary" dir="auto">
                    {coupon.description}
                  </Typography>
                  {coupon.is_applicable === false && (
                    <Typography variant="body2" color="text.secondary">
                      <Trans>Does not apply to this order</Trans>
                    </Typography>
                  )}
                </Box>
                <Button
                  size="small"
                  disabled={busy || isApplied || coupon.is_applicable === false}
                  aria-label={t`Apply the coupon ${couponCode}`}
                  onClick={() => actor.send({ type: 'APPLY_COUPON', code: couponCode })}
                >
                  {isApplied ? <Trans>Applied</Trans> : <Trans>Apply</Trans>}
                </Button>
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

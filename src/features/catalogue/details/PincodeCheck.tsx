import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PINCODE_LENGTH } from '../../../../contracts/pbs.ts';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { readStorage } from '../../../app/storage/storageKeys.ts';
import { DigitsField } from '../../../components/DigitsField.tsx';
import {
  isCompletePincode,
  type PincodeOutcome,
  pincodeOutcome,
  storedPincode,
} from '../rules/pincodeCheck.ts';

/** SPEC section 3: the shopper's chosen pincode and address, kept by the address screens. */
const USER_PINCODE_KEY = 'user_pincode';

/**
 * Whether the product is delivered to a pincode: a six-digit field (digits only) and "Check".
 * The answer is announced: the delivery time, "not delivered", or the store's own message when it
 * refuses the pincode (400). Starts with the shopper's saved pincode, if any.
 */
export function PincodeCheck(props: { productId: number }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const formId = useId();
  const [pincode, setPincode] = useState(() => storedPincode(readStorage(USER_PINCODE_KEY)) ?? '');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const check = useQuery({
    ...catalogueQueries.pincodeCheck(api, props.productId, submitted ?? ''),
    enabled: submitted !== null,
  });
  const outcome: PincodeOutcome | null =
    submitted === null || check.isFetching ? null : pincodeOutcome(check.data, check.error);
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${formId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isCompletePincode(pincode)) {
          setIncomplete(true);
          return;
        }
        setIncomplete(false);
        if (pincode === submitted) void check.refetch();
        else setSubmitted(pincode);
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id={`${formId}-heading`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <Trans>Delivery</Trans>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <DigitsField
          label={t`Pincode`}
          value={pincode}
          onChange={(digits) => {
            setPincode(digits);
            if (incomplete && isCompletePincode(digits)) setIncomplete(false);
          }}
          maxDigits={PINCODE_LENGTH}
          size="small"
          autoComplete="postal-code"
          error={incomplete}
          helperText={incomplete ? t`Enter a 6-digit pincode.` : undefined}
          sx={{ width: 160 }}
        />
        <Button
          type="submit"
          variant="outlined"
          color="secondary"
          loading={check.isFetching}
          sx={{ minHeight: 40 }}
        >
          <Trans>Check</Trans>
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 24 }}>
        {outcome && <OutcomeMessage outcome={outcome} />}
      </Box>
    </Box>
  );
}

function OutcomeMessage(props: { outcome: PincodeOutcome }) {
  const { t } = useLingui();
  const { outcome } = props;
  switch (outcome.kind) {
    case 'deliverable': {
      const { pincode, days } = outcome;
      const text =
        days === null
          ? t`Delivered to ${pincode}`
          : t({
              message: plural(days, {
                one: `Delivered to ${pincode} in # day`,
                other: `Delivered to ${pincode} in # days`,
              }),
            });
      return <Typography color="success.main">{text}</Typography>;
    }
    case 'not_deliverable': {
      const { pincode } = outcome;
      return <Typography color="error">{t`Not delivered to ${pincode}`}</Typography>;
    }
    case 'rejected':
      return <Typography color="error">{outcome.message}</Typography>;
    case 'unreachable':
      return (
        <Typography color="error">{t`We could not reach the store. Check your connection and try again.`}</Typography>
      );
    default:
      return <Typography color="error">{t`We could not check this pincode. Please try again.`}</Typography>;
  }
}

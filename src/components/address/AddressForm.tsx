import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_PINCODE_LENGTH,
  ADDRESS_TYPES,
  type AddressInput,
  type AddressType,
  PHONE_EXTENSION,
  PHONE_NUMBER_LENGTH,
} from '../../../contracts/address.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import {
  type AddressFormField,
  type AddressFormProblems,
  type AddressFormValues,
  type AddressTextField,
  addressFormProblems,
  firstProblemField,
  toAddressInput,
} from '../../lib/addressForm.ts';
import { DigitsField } from '../DigitsField.tsx';
import { FlowErrorAlert } from '../FlowErrorAlert.tsx';
import { useAddressProblemTexts, useAddressTypeLabel } from './addressTexts.ts';

/**
 * Adds or edits an address. What was typed stays in the form whatever happens to the request: a
 * refusal (the server's reason) or no answer shows above the fields and the shopper sends again.
 * Problems found before sending show next to their field, and the first takes the focus. The
 * phone and pincode take digits only (no spaces); the phone's +91 is fixed.
 */
export function AddressForm(props: {
  initial: AddressFormValues;
  /** Defaults this address already holds: they move only by making another address the default. */
  heldDefaults?: { delivery: boolean; billing: boolean };
  submitLabel: string;
  pending: boolean;
  /** Why the last request failed; null when nothing did. */
  error: FlowError | null;
  onSubmit: (address: AddressInput) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(props.initial);
  const [shown, setShown] = useState<AddressFormProblems | null>(null);
  const refs = useRef(new Map<AddressFormField, HTMLInputElement>());
  const typeLabel = useAddressTypeLabel();
  // Once the shopper has tried to send, the reasons follow what they type.
  const problems = shown ? addressFormProblems(values) : {};
  const texts = useAddressProblemTexts(problems);

  function set<K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.pending) return;
    const found = addressFormProblems(values);
    const first = firstProblemField(found);
    setShown(found);
    if (first) {
      refs.current.get(first)?.focus();
      return;
    }
    props.onSubmit(toAddressInput(values));
  }

  const inputRef =
    (field: AddressFormField): ((element: HTMLInputElement | null) => void) =>
    (element) => {
      if (element) refs.current.set(field, element);
      else refs.current.delete(field);
    };

  const text = (field: AddressTextField, label: string, autoComplete: string, required: boolean) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      inputRef={inputRef(field)}
      error={texts[field] !== undefined}
      helperText={texts[field]}
      // A hard stop well past the bound (spaces collapse before it counts); the reason shows below it.
      slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH[field] * 2 } }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <FlowErrorAlert error={props.error} fallback={t`The address could not be saved. Please try again.`} />
      {text('full_name', t`Full name`, 'name', true)}
      <DigitsField
        label={t`Phone number`}
        value={values.phone_number}
        onChange={(digits) => set('phone_number', digits)}
        maxDigits={PHONE_NUMBER_LENGTH}
        autoComplete="tel-national"
        required
        fullWidth
        inputRef={inputRef('phone_number')}
        error={texts.phone_number !== undefined}
        helperText={texts.phone_number}
        slotProps={{
          htmlInput: { dir: 'ltr' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <bdi>{PHONE_EXTENSION}</bdi>
              </InputAdornment>
            ),
          },
        }}
      />
      {text('address_line_1', t`Address line 1`, 'address-line1', true)}
      {text('address_line_2', t`Address line 2 (optional)`, 'address-line2', false)}
      {text('landmark', t`Landmark (optional)`, 'off', false)}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('city', t`City`, 'address-level2', true)}
        {text('state', t`State`, 'address-level1', true)}
        <DigitsField
          label={t`Pincode`}
          value={values.pincode}
          onChange={(digits) => set('pincode', digits)}
          maxDigits={ADDRESS_PINCODE_LENGTH}
          autoComplete="postal-code"
          required
          fullWidth
          inputRef={inputRef('pincode')}
          error={texts.pincode !== undefined}
          helperText={texts.pincode}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {text('country', t`Country`, 'country-name', false)}
      </Box>
      <FormControl>
        <FormLabel id="address-type-label">
          <Trans>Address type</Trans>
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="address-type-label"
          value={values.address_type}
          onChange={(event) =>
            set('address_type', ADDRESS_TYPES.find((type) => type === event.target.value) ?? 'home')
          }
        >
          {ADDRESS_TYPES.map((type: AddressType) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={typeLabel(type)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'grid' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.is_default_delivery}
              disabled={props.heldDefaults?.delivery}
              onChange={(event) => set('is_default_delivery', event.target.checked)}
            />
          }
          label={t`Default delivery address`}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={values.is_default_billing}
              disabled={props.heldDefaults?.billing}
              onChange={(event) => set('is_default_billing', event.target.checked)}
            />
          }
          label={t`Default billing address`}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={props.onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={props.pending}>
          {props.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

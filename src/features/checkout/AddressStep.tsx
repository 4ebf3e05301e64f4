import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AddressInput, CustomerAddress } from '../../../contracts/address.ts';
import { canContinue } from '../../../machines/checkout/checkout.machine.ts';
import { AddressDetails } from '../../components/address/AddressCard.tsx';
import { AddressFormDialog } from '../../components/address/AddressFormDialog.tsx';
import { CLEAR_OF_ASK_AI } from '../../components/clearOfAskAi.ts';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { addressFormOf, addressOneLine, emptyAddressForm } from '../../lib/addressForm.ts';
import { type CheckoutActor, useCheckout } from './useCheckout.ts';

type Editing = { kind: 'add' } | { kind: 'edit'; address: CustomerAddress };

/**
 * Step 1: the delivery and the billing address, picked from the customer's addresses (added or
 * edited here too), and whether the store delivers to the delivery pincode.
 */
export function AddressStep(props: { actor: CheckoutActor; busy: boolean }) {
  const { t } = useLingui();
  const { actor, busy } = props;
  const addresses = useCheckout(actor, (snapshot) => snapshot.context.addresses);
  const chosen = useCheckout(actor, (snapshot) => snapshot.context.checkout?.address ?? null);
  const check = useCheckout(actor, (snapshot) => snapshot.context.checkout?.pincode_check ?? null);
  const items = useCheckout(actor, (snapshot) => snapshot.context.checkout?.checkout_items ?? []);
  const draft = useCheckout(actor, (snapshot) => snapshot.context.addressDraft);
  const error = useCheckout(actor, (snapshot) => snapshot.context.error);
  const mayContinue = useCheckout(actor, canContinue);
  const [editing, setEditing] = useState<Editing | null>(null);
  const saving = draft !== null && busy;

  // The dialog closes once the checkout took the address (its draft is gone); a refusal keeps it open.
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent && draft === null) {
      setSent(false);
      setEditing(null);
    }
  }, [sent, draft]);

  function save(address: AddressInput) {
    if (!editing) return;
    setSent(true);
    if (editing.kind === 'add') actor.send({ type: 'ADD_ADDRESS', address });
    else actor.send({ type: 'EDIT_ADDRESS', addressId: editing.address.address_id, address });
  }

  const undeliverable = items.filter((item) => check?.undeliverable_item_ids.includes(item.checkout_item_id));
  const pincode = check?.pincode ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FlowErrorAlert error={draft === null ? error : null} />
      {addresses.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>
            <Trans>Add the address to deliver to.</Trans>
          </Typography>
          <Button variant="contained" onClick={() => setEditing({ kind: 'add' })}>
            <Trans>Add an address</Trans>
          </Button>
        </Paper>
      ) : (
        <>
          <AddressChoice
            heading={t`Delivery address`}
            name="delivery"
            addresses={addresses}
            chosen={chosen?.delivery ?? null}
            disabled={busy}
            onChoose={(addressId) => actor.send({ type: 'SELECT_DELIVERY', addressId })}
            onEdit={(address) => setEditing({ kind: 'edit', address })}
          />
          {check?.serviceable === true && (
            <Alert severity="success" role="status">
              <Trans>We deliver to pincode {pincode}.</Trans>
            </Alert>
          )}
          {check?.serviceable === false && (
            <Alert severity="warning" role="status">
              <Trans>
                We do not deliver everything to pincode {pincode}. Choose another delivery address.
              </Trans>
              {undeliverable.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, ps: 3 }}>
                  {undeliverable.map((item) => (
                    <li key={item.checkout_item_id}>{item.product_name}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          <AddressChoice
            heading={t`Billing address`}
            name="billing"
            addresses={addresses}
            chosen={chosen?.billing ?? null}
            disabled={busy || chosen?.delivery == null}
            onChoose={(addressId) => actor.send({ type: 'SELECT_BILLING', addressId })}
          />
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              ...CLEAR_OF_ASK_AI,
            }}
          >
            <Button onClick={() => setEditing({ kind: 'add' })} disabled={busy}>
              <Trans>Add an address</Trans>
            </Button>
            <Button
              variant="contained"
              size="large"
              disabled={!mayContinue}
              onClick={() => actor.send({ type: 'CONTINUE' })}
            >
              <Trans>Continue</Trans>
            </Button>
          </Box>
        </>
      )}
      {editing && (
        <AddressFormDialog
          open
          title={editing.kind === 'add' ? t`Add an address` : t`Edit the address`}
          submitLabel={editing.kind === 'add' ? t`Save the address` : t`Save the changes`}
          initial={
            editing.kind === 'add' ? emptyAddressForm(addresses.length === 0) : addressFormOf(editing.address)
          }
          heldDefaults={
            editing.kind === 'edit'
              ? { delivery: editing.address.is_default_delivery, billing: editing.address.is_default_billing }
              : undefined
          }
          pending={saving}
          error={draft !== null && !busy ? error : null}
          onSubmit={save}
          onClose={() => {
            setSent(false);
            setEditing(null);
          }}
        />
      )}
    </Box>
  );
}

/** One of the two address choices: a radio per address, with its Edit button. */
function AddressChoice(props: {
  heading: string;
  name: string;
  addresses: readonly CustomerAddress[];
  chosen: number | null;
  disabled: boolean;
  onChoose: (addressId: number) => void;
  /** The delivery choice offers Edit; the billing choice lists the same addresses without it. */
  onEdit?: (address: CustomerAddress) => void;
}) {
  const { t } = useLingui();
  const { onEdit } = props;
  const headingId = `${props.name}-address-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="h6">
        {props.heading}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={headingId}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {props.addresses.map((address) => {
          const where = addressOneLine(address);
          const selected = props.chosen === address.address_id;
          const labelId = `${props.name}-address-${address.address_id}`;
          return (
            <Paper
              key={address.address_id}
              variant="outlined"
              sx={{
                p: 1.5,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: 1,
                borderColor: selected ? 'primary.main' : undefined,
                borderWidth: selected ? 2 : undefined,
              }}
            >
              <Radio
                checked={selected}
                name={props.name}
                value={address.address_id}
                disabled={props.disabled}
                onChange={() => props.onChoose(address.address_id)}
                slotProps={{ input: { 'aria-labelledby': labelId } }}
                sx={{ alignSelf: 'start' }}
              />
              <Box sx={{ minWidth: 0, display: 'grid', gap: 1 }}>
                <VisuallyHidden id={labelId}>
                  {address.full_name}, {where}
                </VisuallyHidden>
                <AddressDetails address={address} headingLevel="h4" />
                {onEdit && (
                  <Box>
                    <Button
                      size="small"
                      disabled={props.disabled}
                      aria-label={t`Edit the address ${where}`}
                      onClick={() => onEdit(address)}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                  </Box>
                )}
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

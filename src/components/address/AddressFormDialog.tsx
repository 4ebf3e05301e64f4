import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AddressInput } from '../../../contracts/address.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import type { AddressFormValues } from '../../lib/addressForm.ts';
import { AddressForm } from './AddressForm.tsx';

/** The address form in a dialog (full screen on a phone); Escape or Cancel closes it. */
export function AddressFormDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: AddressFormValues;
  heldDefaults?: { delivery: boolean; billing: boolean };
  pending: boolean;
  error: FlowError | null;
  onSubmit: (address: AddressInput) => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={() => {
        if (!props.pending) props.onClose();
      }}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="address-dialog-title"
    >
      <DialogTitle id="address-dialog-title">{props.title}</DialogTitle>
      <DialogContent>
        <AddressForm
          initial={props.initial}
          heldDefaults={props.heldDefaults}
          submitLabel={props.submitLabel}
          pending={props.pending}
          error={props.error}
          onSubmit={props.onSubmit}
          onCancel={props.onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

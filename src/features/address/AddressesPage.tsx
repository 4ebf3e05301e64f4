import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { type CustomerAddress, MAX_ADDRESSES } from '../../../contracts/address.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AddressDetails } from '../../components/address/AddressCard.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { addressOneLine, withDefault } from '../../lib/addressForm.ts';
import { addressMutations, addressQueries } from './queries.ts';
import { useAddressEditor } from './useAddressEditor.tsx';

/**
 * /customerAddress: the customer's addresses, oldest first. Add, edit and delete one; make one the
 * default delivery or billing address. A pincode the store does not deliver to is flagged.
 */
export function AddressesPage() {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  // The route's loader has read them: its pendingComponent and errorComponent are below.
  const { data: list } = useSuspenseQuery(addressQueries.list(api));
  const editor = useAddressEditor();
  const makeDefault = useMutation(addressMutations.edit(api, queryClient));
  const remove = useMutation(addressMutations.remove(api, queryClient));
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted card took the button that opened the dialog with it: the focus goes to the heading.
  const focusHeadingAfterDialog = useRef(false);
  const addresses = list.addresses;
  const full = addresses.length >= MAX_ADDRESSES;
  const busy = makeDefault.isPending || remove.isPending;
  const failure = makeDefault.error ?? remove.error;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.address_id, {
      onSuccess: () => {
        focusHeadingAfterDialog.current = true;
      },
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <AddressesFrame
      headingRef={headingRef}
      action={
        <Button variant="contained" disabled={full} onClick={() => editor.openAdd(addresses.length === 0)}>
          <Trans>Add an address</Trans>
        </Button>
      }
    >
      {full && (
        <Typography color="text.secondary">
          <Trans>You can keep up to {MAX_ADDRESSES} addresses. Delete one to add another.</Trans>
        </Typography>
      )}
      <FlowErrorAlert
        error={failure ? toFlowError(failure) : null}
        fallback={t`The address could not be changed. Please try again.`}
      />
      {addresses.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography component="h2" variant="h6">
            <Trans>You have no saved addresses yet</Trans>
          </Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {addresses.map((address) => {
            const where = addressOneLine(address);
            const headingId = `address-${address.address_id}`;
            return (
              <Paper
                key={address.address_id}
                component="li"
                variant="outlined"
                aria-labelledby={headingId}
                sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'space-between' }}
              >
                <AddressDetails address={address} headingId={headingId} />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    aria-label={t`Edit the address ${where}`}
                    onClick={() => editor.openEdit(address)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={t`Delete the address ${where}`}
                    onClick={() => setDeleting(address)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                  {!address.is_default_delivery && (
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={t`Make ${where} the default delivery address`}
                      onClick={() =>
                        makeDefault.mutate({
                          addressId: address.address_id,
                          address: withDefault(address, 'delivery'),
                        })
                      }
                    >
                      <Trans>Make default delivery</Trans>
                    </Button>
                  )}
                  {!address.is_default_billing && (
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={t`Make ${where} the default billing address`}
                      onClick={() =>
                        makeDefault.mutate({
                          addressId: address.address_id,
                          address: withDefault(address, 'billing'),
                        })
                      }
                    >
                      <Trans>Make default billing</Trans>
                    </Button>
                  )}
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}
      {editor.dialog}
      <Dialog
        open={deleting !== null}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
        aria-labelledby="delete-address-title"
        slotProps={{
          transition: {
            onExited: () => {
              if (!focusHeadingAfterDialog.current) return;
              focusHeadingAfterDialog.current = false;
              headingRef.current?.focus();
            },
          },
        }}
      >
        <DialogTitle id="delete-address-title">
          <Trans>Delete this address?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{deleting ? addressOneLine(deleting) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={remove.isPending}>
            <Trans>Keep it</Trans>
          </Button>
          <Button color="error" variant="contained" loading={remove.isPending} onClick={confirmDelete}>
            <Trans>Delete</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </AddressesFrame>
  );
}

/** The address book's frame: its heading (and, once the list is read, the Add button), its content. */
function AddressesFrame(props: {
  action?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Container sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography component="h1" variant="h4" ref={props.headingRef} tabIndex={-1}>
          <Trans>Addresses</Trans>
        </Typography>
        {props.action}
      </Box>
      {props.children}
    </Container>
  );
}

/** The list could not be read: why, in the page, and Try again. */
export function AddressesFailed(props: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <AddressesFrame>
      <LoadFailed
        error={props.error}
        fallback={t`Your addresses could not be loaded.`}
        onRetry={props.onRetry}
      />
    </AddressesFrame>
  );
}

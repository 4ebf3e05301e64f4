import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddressInput, CustomerAddress } from '../../../contracts/address.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AddressFormDialog } from '../../components/address/AddressFormDialog.tsx';
import { addressFormOf, emptyAddressForm } from '../../lib/addressForm.ts';
import { addressMutations } from './queries.ts';

type Editing = { kind: 'add'; first: boolean } | { kind: 'edit'; address: CustomerAddress };

/**
 * Adding and editing addresses in a dialog, for the address book and the checkout alike. The
 * dialog closes only when the address is saved; `onSaved` then gets the saved address.
 */
export function useAddressEditor(onSaved?: (address: CustomerAddress) => void) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const add = useMutation(addressMutations.add(api, queryClient));
  const edit = useMutation(addressMutations.edit(api, queryClient));
  const mutation = editing?.kind === 'edit' ? edit : add;

  function close() {
    setEditing(null);
    add.reset();
    edit.reset();
  }

  function submit(input: AddressInput) {
    const done = {
      onSuccess: (saved: CustomerAddress) => {
        close();
        onSaved?.(saved);
      },
    };
    if (editing?.kind === 'edit')
      edit.mutate({ addressId: editing.address.address_id, address: input }, done);
    else add.mutate(input, done);
  }

  const dialog =
    editing === null ? null : (
      <AddressFormDialog
        open
        title={editing.kind === 'add' ? t`Add an address` : t`Edit the address`}
        submitLabel={editing.kind === 'add' ? t`Save the address` : t`Save the changes`}
        initial={editing.kind === 'add' ? emptyAddressForm(editing.first) : addressFormOf(editing.address)}
        heldDefaults={
          editing.kind === 'edit'
            ? { delivery: editing.address.is_default_delivery, billing: editing.address.is_default_billing }
            : undefined
        }
        pending={mutation.isPending}
        error={mutation.error ? toFlowError(mutation.error) : null}
        onSubmit={submit}
        onClose={close}
      />
    );

  return {
    openAdd: (first: boolean) => setEditing({ kind: 'add', first }),
    openEdit: (address: CustomerAddress) => setEditing({ kind: 'edit', address }),
    dialog,
  };
}

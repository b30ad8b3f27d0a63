import { useState } from 'react';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { ERROR_FALLBACK, MY_ACCOUNT_PAGE_TEXTS, shippingAddressLines, SUCCESS, type Address } from '@shop/shared';
import { useScreenTexts, useTexts } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useAddresses, useDeleteAddress } from '../api/addresses';
import { AddressForm } from './address-form';
import { AddressLines } from '../../../components/ui/address-lines';

function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const name = address.title || texts.savedAddress;
  return (
    <li className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-4">
      <div className="flex items-start gap-3">
        <MapPin className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
        <div>
          <p className="font-semibold">{name}</p>
          <AddressLines address={address} className="text-sm text-ink-soft" />
        </div>
      </div>
      <div className="mt-auto flex gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={texts.editAddressOf(name)}>
          <Pencil className="size-3.5" aria-hidden />
          {texts.edit}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={texts.deleteAddressOf(name)}
          className="text-danger"
        >
          <Trash2 className="size-3.5" aria-hidden />
          {texts.delete}
        </Button>
      </div>
    </li>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/** Saved addresses: add, edit, and delete with confirmation. */
export function AddressBook() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const listError = useTexts().common.listError;
  const [deleting, setDeleting] = useState<Address | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(SUCCESS.addressDeleted);
        setDeleting(null);
      },
      onError: (error) => {
        toastError(error, ERROR_FALLBACK.account);
        setDeleting(null);
      },
    });
  };

  let content;
  if (addresses.isPending) {
    content = (
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  } else if (addresses.isError) {
    content = (
      <StateMessage tone="error">{listError(errorMessage(addresses.error, ERROR_FALLBACK.account))}</StateMessage>
    );
  } else if (addresses.data.length === 0) {
    content = <StateMessage>{texts.noAddresses}</StateMessage>;
  } else {
    content = (
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.data.map((address) => (
          <AddressCard
            key={address._id}
            address={address}
            onEdit={() => setEditing({ mode: 'edit', address })}
            onDelete={() => setDeleting(address)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{texts.addresses}</h3>
        <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
          <Plus className="size-4" aria-hidden />
          {texts.addAddress}
        </Button>
      </div>
      {content}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? texts.editAddress : texts.newAddress}
        size="lg"
      >
        {editing ? (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address._id : 'new'}
            address={editing.mode === 'edit' ? editing.address : undefined}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteAddress}
        message={
          deleting ? (
            <>
              {texts.deleteAddressConfirm}
              <span className="mt-2 block text-sm text-muted">{shippingAddressLines(deleting).join(', ')}</span>
            </>
          ) : null
        }
        confirmLabel={texts.delete}
        pendingLabel={texts.deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

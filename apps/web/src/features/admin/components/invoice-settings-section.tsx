import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ImageUp, Trash2 } from 'lucide-react';
import {
  INVOICE_SETTINGS_TEXTS,
  SIGNATORY_NAME_MAX,
  SaveInvoiceSettingsBody,
  type InvoiceImage,
  type InvoiceSettings,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { AdminSection } from '../../../components/ui/admin-section';
import { QueryList } from '../../../components/ui/admin-table';
import { toast, toastError } from '../../../lib/toast';
import {
  useInvoiceSettings,
  useRemoveInvoiceImage,
  useSaveSignatory,
  useUploadInvoiceImage,
} from '../api/invoice-settings';

const PICTURES: Record<InvoiceImage, { title: string; hint: string }> = {
  signature: { title: 'Signature', hint: 'A scan or photo of the signature, on white or transparent.' },
  logo: { title: 'Logo', hint: 'Printed at the top left of each document.' },
};

/**
 * The authorised signatory, the signature and the logo printed on invoices and credit notes. Each
 * document keeps the ones it was issued with, so a change shows on documents issued after it.
 */
export function InvoiceSettingsSection() {
  const settings = useInvoiceSettings();
  return (
    <AdminSection
      title="Invoice signature and logo"
      description="Printed on every invoice and credit note issued from now on. Documents already issued keep the ones they were issued with."
    >
      <QueryList query={settings} isEmpty={() => false} empty="">
        {(data) => (
          <div className="flex flex-col gap-6">
            <SignatoryForm key={data.signatoryName ?? ''} name={data.signatoryName} />
            <div className="grid gap-6 md:grid-cols-2">
              <PictureField kind="signature" settings={data} />
              <PictureField kind="logo" settings={data} />
            </div>
          </div>
        )}
      </QueryList>
    </AdminSection>
  );
}

function SignatoryForm({ name }: { name: string | null }) {
  const form = useForm<z.input<typeof SaveInvoiceSettingsBody>, unknown, z.output<typeof SaveInvoiceSettingsBody>>({
    resolver: zodResolver(SaveInvoiceSettingsBody),
    defaultValues: { signatoryName: name ?? '' },
  });
  const save = useSaveSignatory();
  // An empty name (none printed) is sent as an empty one, as the server takes it.
  const submit = form.handleSubmit(({ signatoryName }) =>
    save.mutate(signatoryName ?? '', {
      onSuccess: () => toast.success(INVOICE_SETTINGS_TEXTS.saved),
      onError: (failure) => toastError(failure, INVOICE_SETTINGS_TEXTS.saveFailed),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <TextField
        label="Authorised signatory"
        maxLength={SIGNATORY_NAME_MAX}
        autoComplete="name"
        hint="The name printed under the signature."
        error={form.formState.errors.signatoryName?.message}
        {...form.register('signatoryName')}
        className="w-full sm:w-80"
      />
      <Button type="submit" variant="secondary" pending={save.isPending} pendingText="Saving…" className="sm:mt-7">
        Save
      </Button>
    </form>
  );
}

function PictureField({ kind, settings }: { kind: InvoiceImage; settings: InvoiceSettings }) {
  const upload = useUploadInvoiceImage();
  const remove = useRemoveInvoiceImage();
  const url = kind === 'signature' ? settings.signatureUrl : settings.logoUrl;
  const { title, hint } = PICTURES[kind];
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => toast.success(INVOICE_SETTINGS_TEXTS.imageSaved[kind]),
        onError: (failure) => toastError(failure, INVOICE_SETTINGS_TEXTS.uploadFailed),
      },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        {url ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              remove.mutate(kind, {
                onSuccess: () => toast.success(INVOICE_SETTINGS_TEXTS.imageRemoved[kind]),
                onError: (failure) => toastError(failure, INVOICE_SETTINGS_TEXTS.removeFailed),
              })
            }
            pending={remove.isPending}
            pendingText="Removing…"
          >
            <Trash2 className="size-4" aria-hidden />
            Remove {title.toLowerCase()}
          </Button>
        ) : null}
      </div>
      <div className="flex h-28 items-center justify-center rounded-[var(--radius-control)] border border-dashed border-line-strong bg-paper p-3">
        {url ? (
          <img src={url} alt={`${title} printed on invoices`} className="max-h-full max-w-full object-contain" />
        ) : (
          <p className="text-sm text-muted">No {title.toLowerCase()} yet</p>
        )}
      </div>
      <TextField
        label={`Upload ${title.toLowerCase()}`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif"
        hint={hint}
        disabled={upload.isPending}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {upload.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
          <ImageUp className="size-4" aria-hidden /> Uploading…
        </p>
      ) : null}
    </div>
  );
}

import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ColorBody, ERROR_FALLBACK, SCREEN, SUCCESS, type Color } from '@shop/shared';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { saveColor, useCatalogueMutation } from '../api/catalogue';

type Input = z.input<typeof ColorBody>;
const blank: Input = { name: '', nameHi: '', hex: '#000000' };

/**
 * Add or edit a colour: name, optional Hindi name (the Hindi pages, alerts and mails show it; blank,
 * they show the English) and hex code, with a swatch picker beside the code.
 */
export function ColorFormModal({ open, color, onClose }: { open: boolean; color: Color | null; onClose: () => void }) {
  const form = useForm<Input, unknown, z.output<typeof ColorBody>>({
    resolver: zodResolver(ColorBody),
    defaultValues: blank,
  });
  const save = useCatalogueMutation(saveColor);
  const { reset } = form;

  useEffect(() => {
    if (open) reset(color ? { name: color.name, nameHi: color.nameHi ?? '', hex: color.hex } : blank);
  }, [open, color, reset]);

  const close = () => {
    reset(blank);
    onClose();
  };

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: color?._id, body },
      {
        onSuccess: () => {
          toast.success(color ? SUCCESS.colorUpdated : SUCCESS.colorCreated);
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if (field === 'name' || field === 'nameHi' || field === 'hex') form.setError(field, { message });
            }
          }
          toastError(error, color ? ERROR_FALLBACK.updateColor : ERROR_FALLBACK.createColor);
        },
      },
    ),
  );

  const hex = useWatch({ control: form.control, name: 'hex' });
  const swatch = /^#[0-9a-fA-F]{6}$/.test(hex ?? '') ? hex : '#000000';

  return (
    <Dialog
      open={open}
      onClose={close}
      title={color ? 'Edit Color' : 'Add Color'}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="color-form" pending={save.isPending} pendingText={SCREEN.saving}>
            Save
          </Button>
        </>
      }
    >
      <form id="color-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Name" required {...form.register('name')} error={form.formState.errors.name?.message} />
        <TextField
          label="Hindi name (optional)"
          lang="hi-IN"
          hint="Shown on the shop's Hindi pages; left blank, they show the English name."
          {...form.register('nameHi')}
          error={form.formState.errors.nameHi?.message}
        />
        <div className="flex items-end gap-3">
          <TextField
            label="Hex code"
            required
            placeholder="#1A2B3C"
            {...form.register('hex')}
            error={form.formState.errors.hex?.message}
            className="flex-1"
          />
          <label className="mb-0.5 flex flex-col items-center gap-1 text-xs text-muted">
            <input
              type="color"
              aria-label="Pick a colour"
              value={swatch}
              onChange={(event) => form.setValue('hex', event.target.value.toUpperCase(), { shouldValidate: true })}
              className="size-11 cursor-pointer rounded-[var(--radius-control)] border border-line bg-card p-1"
            />
          </label>
        </div>
      </form>
    </Dialog>
  );
}

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_FALLBACK, SCREEN, SUCCESS, type VariantImages } from '@shop/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { toast, toastError } from '../../../lib/toast';
import { saveImageSet, useCatalogueMutation } from '../api/catalogue';
import { imagesFormSchema, type ImagesFormInput } from '../forms';

export type ImagesFormState = { variantId: string; productName: string; colorName: string; set: VariantImages | null };

/**
 * Add/Edit Images: create mode when the variant has no image set yet, update mode (which replaces
 * the whole set) when it has one.
 */
export function ImagesFormModal({
  state,
  onClose,
  onDeleteAll,
}: {
  state: ImagesFormState | null;
  onClose: () => void;
  onDeleteAll: (setId: string) => void;
}) {
  const form = useForm<ImagesFormInput, unknown, ImagesFormInput>({
    resolver: zodResolver(imagesFormSchema),
    defaultValues: { images: undefined },
  });
  const save = useCatalogueMutation(saveImageSet);
  const { reset } = form;
  const set = state?.set ?? null;
  const update = Boolean(set);

  useEffect(() => {
    if (state) reset({ images: undefined });
  }, [state, reset]);

  const close = () => {
    reset({ images: undefined });
    onClose();
  };

  const submit = form.handleSubmit(({ images }) => {
    if (!state || !images) return;
    save.mutate(
      { setId: set?._id, variantId: state.variantId, files: [...images] },
      {
        onSuccess: () => {
          toast.success(update ? SUCCESS.variantImagesUpdated : SUCCESS.variantImagesCreated);
          close();
        },
        onError: (error) =>
          toastError(error, update ? ERROR_FALLBACK.updateVariantImages : ERROR_FALLBACK.createVariantImages),
      },
    );
  });

  return (
    <Dialog
      open={state !== null}
      onClose={close}
      title={update ? 'Edit Variant Images' : 'Add Variant Images'}
      size="md"
      footer={
        <>
          <Button
            variant="danger"
            className="mr-auto"
            disabled={!set || save.isPending}
            onClick={() => set && onDeleteAll(set._id)}
          >
            <Trash2 className="size-4" aria-hidden />
            Delete All Images
          </Button>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="images-form" pending={save.isPending} pendingText={SCREEN.saving}>
            Save
          </Button>
        </>
      }
    >
      <form id="images-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Product" readOnly value={state ? `${state.productName} - ${state.colorName}` : ''} />
        {set && set.images.length > 0 ? (
          <div>
            <p className="mb-2 text-sm font-medium">Current images ({set.images.length})</p>
            <ul className="flex flex-wrap gap-2">
              {set.images.map((image) => (
                <li
                  key={image.url}
                  className="size-16 overflow-hidden rounded-[var(--radius-control)] bg-paper ring-1 ring-line"
                >
                  <ResponsiveImage image={image} alt="" sizes="64px" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <TextField
          label="Images"
          type="file"
          accept="image/*"
          multiple
          required
          hint={update ? 'The chosen images replace the current ones.' : 'Choose one or more images.'}
          {...form.register('images')}
          error={form.formState.errors.images?.message}
        />
      </form>
    </Dialog>
  );
}

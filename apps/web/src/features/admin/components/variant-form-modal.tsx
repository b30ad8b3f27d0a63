import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_FALLBACK, SCREEN, SIZES, SUCCESS, type Variant } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ApiError } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { saveVariant, useAllProducts, useCatalogueMutation, useColors } from '../api/catalogue';
import {
  variantFormData,
  variantFormSchema,
  variantServerField,
  type VariantFormInput,
  type VariantFormValues,
} from '../forms';

const blank: VariantFormInput = {
  productId: '',
  colorId: '',
  sizeM: '',
  sizeL: '',
  sizeXL: '',
  sizeXXL: '',
  price: '',
  images: undefined,
};

const fromVariant = (v: Variant): VariantFormInput => ({
  productId: v.product._id,
  colorId: v.color._id,
  sizeM: String(v.quantity.M),
  sizeL: String(v.quantity.L),
  sizeXL: String(v.quantity.XL),
  sizeXXL: String(v.quantity.XXL),
  price: String(v.price),
  images: undefined,
});

/** The variant form modal: create (product and colour chosen) or edit (both read-only). */
export function VariantFormModal({
  state,
  onClose,
}: {
  state: { mode: 'create' } | { mode: 'edit'; variant: Variant } | null;
  onClose: () => void;
}) {
  const mode = state?.mode ?? 'create';
  const variant = state?.mode === 'edit' ? state.variant : null;
  const schema = useMemo(() => variantFormSchema(mode), [mode]);
  const form = useForm<VariantFormInput, unknown, VariantFormValues>({
    resolver: zodResolver(schema),
    defaultValues: blank,
  });
  const save = useCatalogueMutation(saveVariant);
  const products = useAllProducts();
  const colors = useColors();
  const { reset } = form;

  useEffect(() => {
    if (state) reset(variant ? fromVariant(variant) : blank);
  }, [state, variant, reset]);

  const chosen = useWatch({ control: form.control, name: 'images' });
  const preview = useMemo(() => {
    const file = chosen?.[0];
    return file ? URL.createObjectURL(file) : null;
  }, [chosen]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const close = () => {
    reset(blank);
    onClose();
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: variant?._id, form: variantFormData(values, mode) },
      {
        onSuccess: () => {
          toast.success(variant ? SUCCESS.variantUpdated : SUCCESS.variantCreated);
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              const own = variantServerField(field);
              if (own) form.setError(own, { message });
            }
          }
          toastError(error, variant ? ERROR_FALLBACK.updateVariant : ERROR_FALLBACK.createVariant);
        },
      },
    ),
  );

  const errors = form.formState.errors;
  const currentImage = variant?.image ?? null;

  return (
    <Dialog
      open={state !== null}
      onClose={close}
      title={variant ? 'Edit Variant' : 'Add Variant'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="variant-form" pending={save.isPending} pendingText={SCREEN.saving}>
            Save
          </Button>
        </>
      }
    >
      <form id="variant-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {variant ? (
            <>
              <SelectField label="Product" value={variant.product._id} disabled aria-readonly>
                <option value={variant.product._id}>{variant.product.name}</option>
              </SelectField>
              <SelectField label="Color" value={variant.color._id} disabled aria-readonly>
                <option value={variant.color._id}>{variant.color.name}</option>
              </SelectField>
            </>
          ) : (
            <>
              <SelectField label="Product" required {...form.register('productId')} error={errors.productId?.message}>
                <option value="">Select Product</option>
                {products.data?.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.name}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Color" required {...form.register('colorId')} error={errors.colorId?.message}>
                <option value="">Select Color</option>
                {colors.data?.colors.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
            </>
          )}
        </div>
        <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold">Stock per size</legend>
          {SIZES.map((size) => (
            <TextField
              key={size}
              label={`Size ${size}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
              {...form.register(`size${size}`)}
              error={errors[`size${size}`]?.message}
            />
          ))}
        </fieldset>
        <TextField
          label="Price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          hint="In rupees (₹)."
          {...form.register('price')}
          error={errors.price?.message}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Image"
            type="file"
            accept="image/*"
            required={!variant}
            hint={variant ? 'Leave empty to keep the current image.' : 'JPEG, PNG, WebP or AVIF.'}
            {...form.register('images')}
            error={errors.images?.message}
            className="flex-1"
          />
          {preview || currentImage ? (
            <div className="size-24 shrink-0 overflow-hidden rounded-[var(--radius-control)] bg-paper ring-1 ring-line">
              {preview ? (
                <img src={preview} alt="Chosen image" className="h-full w-full object-cover" />
              ) : (
                <ResponsiveImage image={currentImage} alt="Current image" sizes="96px" />
              )}
            </div>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

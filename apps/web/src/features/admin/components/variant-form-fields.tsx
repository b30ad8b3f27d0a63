import type { UseFormReturn } from 'react-hook-form';
import { SIZES, type Variant } from '@shop/shared';
import { SelectField, TextField } from '../../../components/ui/field';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useAllProducts, useColors } from '../api/catalogue';
import type { VariantFormInput, VariantFormValues } from '../forms';

type Form = UseFormReturn<VariantFormInput, unknown, VariantFormValues>;

/** Product and colour: chosen when creating, shown read-only when editing. */
export function ProductColorFields({ form, variant }: { form: Form; variant: Variant | null }) {
  const products = useAllProducts();
  const colors = useColors();
  const errors = form.formState.errors;
  if (variant) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Product" value={variant.product._id} disabled aria-readonly>
          <option value={variant.product._id}>{variant.product.name}</option>
        </SelectField>
        <SelectField label="Color" value={variant.color._id} disabled aria-readonly>
          <option value={variant.color._id}>{variant.color.name}</option>
        </SelectField>
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
    </div>
  );
}

/** Stock per size; under a size shoppers wait for, how many a restock will e-mail. */
export function StockFields({ form, waiting }: { form: Form; waiting: (size: string) => number }) {
  const errors = form.formState.errors;
  return (
    <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold">Stock per size</legend>
      {SIZES.map((size) => {
        const count = waiting(size);
        return (
          <TextField
            key={size}
            label={`Size ${size}`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="0"
            hint={count > 0 ? `${count} waiting: restocking e-mails them` : undefined}
            {...form.register(`size${size}`)}
            error={errors[`size${size}`]?.message}
          />
        );
      })}
    </fieldset>
  );
}

/** The main image: required when creating; a preview of the chosen file, or the current image. */
export function ImageField({
  form,
  variant,
  preview,
}: {
  form: Form;
  variant: Variant | null;
  preview: string | null;
}) {
  const current = variant?.image ?? null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Image"
        type="file"
        accept="image/*"
        required={!variant}
        hint={variant ? 'Leave empty to keep the current image.' : 'JPEG, PNG, WebP or AVIF.'}
        {...form.register('images')}
        error={form.formState.errors.images?.message}
        className="flex-1"
      />
      {preview || current ? (
        <div className="size-24 shrink-0 overflow-hidden rounded-[var(--radius-control)] bg-paper ring-1 ring-line">
          {preview ? (
            <img src={preview} alt="Chosen image" className="h-full w-full object-cover" />
          ) : (
            <ResponsiveImage image={current} alt="Current image" sizes="96px" />
          )}
        </div>
      ) : null}
    </div>
  );
}

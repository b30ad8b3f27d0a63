import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_PARCEL, ERROR_FALLBACK, ProductBody, SCREEN, SUCCESS, type ProductSummary } from '@shop/shared';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { saveProduct, useCatalogueMutation } from '../api/catalogue';

type Input = z.input<typeof ProductBody>;
const blank: Input = {
  name: '',
  description: '',
  story: '',
  nameHi: '',
  storyHi: '',
  onSale: false,
  package: { ...DEFAULT_PARCEL },
};
const FIELDS = ['name', 'description', 'story', 'nameHi', 'storyHi'] as const;
const PACKAGE_FIELDS = [
  { name: 'weightGrams', label: 'Weight (g)' },
  { name: 'lengthCm', label: 'Length (cm)' },
  { name: 'breadthCm', label: 'Breadth (cm)' },
  { name: 'heightCm', label: 'Height (cm)' },
] as const;

export function ProductFormModal({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: ProductSummary | null;
  onClose: () => void;
}) {
  const form = useForm<Input, unknown, z.output<typeof ProductBody>>({
    resolver: zodResolver(ProductBody),
    defaultValues: blank,
  });
  const save = useCatalogueMutation(saveProduct);
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(
        product
          ? {
              name: product.name,
              description: product.description,
              story: product.story,
              nameHi: product.nameHi ?? '',
              storyHi: product.storyHi ?? '',
              onSale: product.onSale ?? false,
              package: { ...(product.package ?? DEFAULT_PARCEL) },
            }
          : blank,
      );
    }
  }, [open, product, reset]);

  const close = () => {
    reset(blank);
    onClose();
  };

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: product?._id, body },
      {
        onSuccess: () => {
          toast.success(product ? SUCCESS.productUpdated : SUCCESS.productCreated);
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const field of FIELDS) {
              const message = error.fieldErrors[field];
              if (message) form.setError(field, { message });
            }
            for (const { name } of PACKAGE_FIELDS) {
              const message = error.fieldErrors[`package.${name}`];
              if (message) form.setError(`package.${name}`, { message });
            }
          }
          toastError(error, product ? ERROR_FALLBACK.updateProduct : ERROR_FALLBACK.createProduct);
        },
      },
    ),
  );

  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={product ? 'Edit Product' : 'Add Product'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="product-form" pending={save.isPending} pendingText={SCREEN.saving}>
            Save
          </Button>
        </>
      }
    >
      <form id="product-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Name" required {...form.register('name')} error={errors.name?.message} />
        <TextAreaField
          label="Description"
          required
          rows={3}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <TextAreaField
          label="Story"
          required
          rows={6}
          hint="Shown in the Read Story modal and on the product page."
          {...form.register('story')}
          error={errors.story?.message}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">In Hindi (optional)</legend>
          <p className="text-xs text-muted">
            Shown on the shop's Hindi pages; left blank, they show the English name and story.
          </p>
          <TextField label="Hindi name" lang="hi-IN" {...form.register('nameHi')} error={errors.nameHi?.message} />
          <TextAreaField
            label="Hindi story"
            lang="hi-IN"
            rows={6}
            hint="Its opening also stands for the description on the Hindi pages."
            {...form.register('storyHi')}
            error={errors.storyHi?.message}
          />
        </fieldset>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('onSale')} />
          On sale (sale items are non-returnable unless defective)
        </label>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">Package of one piece</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {PACKAGE_FIELDS.map(({ name, label }) => (
              <TextField
                key={name}
                label={label}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...form.register(`package.${name}`)}
                error={errors.package?.[name]?.message}
              />
            ))}
          </div>
          <p className="text-xs text-muted">
            The shipment form adds these up for an order; the owner can still change them.
          </p>
        </fieldset>
      </form>
    </Dialog>
  );
}

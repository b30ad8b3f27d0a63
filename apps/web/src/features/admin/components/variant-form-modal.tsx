import { SCREEN } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useVariantForm, type VariantFormState } from '../hooks/use-variant-form';
import { ImageField, ProductColorFields, StockFields } from './variant-form-fields';

export type { VariantFormState };

/** The variant form modal: create (product and colour chosen) or edit (both read-only). */
export function VariantFormModal({
  state,
  waiting,
  onClose,
}: {
  state: VariantFormState;
  /** How many shoppers wait for a size of the variant being edited. */
  waiting: (variantId: string, size: string) => number;
  onClose: () => void;
}) {
  const { form, variant, preview, close, submit, saving } = useVariantForm(state, onClose);
  return (
    <Dialog
      open={state !== null}
      onClose={close}
      title={variant ? 'Edit Variant' : 'Add Variant'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="variant-form" pending={saving} pendingText={SCREEN.saving}>
            Save
          </Button>
        </>
      }
    >
      <form id="variant-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ProductColorFields form={form} variant={variant} />
        <StockFields form={form} waiting={(size) => (variant ? waiting(variant._id, size) : 0)} />
        <TextField
          label="Price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          hint="In rupees (₹)."
          {...form.register('price')}
          error={form.formState.errors.price?.message}
        />
        <TextField
          label="MRP"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint="The printed maximum retail price, when above the price: shown struck through with the % off. Blank: none."
          {...form.register('mrp')}
          error={form.formState.errors.mrp?.message}
        />
        <ImageField form={form} variant={variant} preview={preview} />
      </form>
    </Dialog>
  );
}

import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_FALLBACK, SUCCESS, type Variant } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { saveVariant, useCatalogueMutation } from '../api/catalogue';
import {
  variantFormData,
  variantFormSchema,
  variantServerField,
  type VariantFormInput,
  type VariantFormValues,
} from '../forms';

export type VariantFormState = { mode: 'create' } | { mode: 'edit'; variant: Variant } | null;

const blank: VariantFormInput = {
  productId: '',
  colorId: '',
  sizeM: '',
  sizeL: '',
  sizeXL: '',
  sizeXXL: '',
  price: '',
  mrp: '',
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
  mrp: v.mrp ? String(v.mrp) : '',
  hadMrp: Boolean(v.mrp),
  images: undefined,
});

/**
 * The variant form's state: filled from the variant being edited, a preview of a chosen image,
 * and a submit that maps the server's field errors back onto the fields.
 */
export function useVariantForm(state: VariantFormState, onClose: () => void) {
  const mode = state?.mode ?? 'create';
  const variant = state?.mode === 'edit' ? state.variant : null;
  const schema = useMemo(() => variantFormSchema(mode), [mode]);
  const form = useForm<VariantFormInput, unknown, VariantFormValues>({
    resolver: zodResolver(schema),
    defaultValues: blank,
  });
  const save = useCatalogueMutation(saveVariant);
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

  return { form, variant, preview, close, submit, saving: save.isPending };
}

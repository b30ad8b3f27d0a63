import { z } from 'zod';
import { SIZES, VALIDATION, type Size } from '@shop/shared';

/** A stock input of the variant form: a blank counts as 0, otherwise a whole number of at least 0. */
const sizeQuantity = (size: Size) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? 0 : Number(value)))
    .pipe(
      z
        .number({ error: VALIDATION.sizeQuantityNonNegative(size) })
        .int({ message: VALIDATION.sizeQuantityNonNegative(size) })
        .min(0, { message: VALIDATION.sizeQuantityNonNegative(size) }),
    );

/** The chosen files of a file input (a FileList in the browser; an array of files works the same). */
const files = z.custom<FileList | File[] | null | undefined>(
  (value) => value === undefined || value === null || value instanceof FileList || Array.isArray(value),
);

/** The variant form; product, colour and image are required when creating only. */
export function variantFormSchema(mode: 'create' | 'edit') {
  return z
    .object({
      productId: z.string(),
      colorId: z.string(),
      sizeM: sizeQuantity('M'),
      sizeL: sizeQuantity('L'),
      sizeXL: sizeQuantity('XL'),
      sizeXXL: sizeQuantity('XXL'),
      price: z
        .string()
        .trim()
        .min(1, { message: VALIDATION.priceRequired })
        .transform(Number)
        .pipe(z.number({ error: VALIDATION.priceRequired }).min(0, { message: VALIDATION.priceNonNegative })),
      /** The tag's MRP in rupees; blank: none. */
      mrp: z
        .string()
        .optional()
        .transform((value) => (value === undefined || value.trim() === '' ? 0 : Number(value)))
        .pipe(z.number({ error: VALIDATION.priceNonNegative }).min(0, { message: VALIDATION.priceNonNegative })),
      images: files,
      /** The variant being edited had an MRP: a blank field then clears it. */
      hadMrp: z.boolean().optional(),
    })
    .superRefine((form, ctx) => {
      if (mode === 'edit') return;
      if (!form.productId) ctx.addIssue({ code: 'custom', path: ['productId'], message: VALIDATION.productRequired });
      if (!form.colorId) ctx.addIssue({ code: 'custom', path: ['colorId'], message: VALIDATION.colorRequired });
      if (!form.images?.length) ctx.addIssue({ code: 'custom', path: ['images'], message: VALIDATION.imageRequired });
    });
}
export type VariantFormInput = z.input<ReturnType<typeof variantFormSchema>>;
export type VariantFormValues = z.output<ReturnType<typeof variantFormSchema>>;

/** What the server receives: quantity as a JSON object of M, L, XL, XXL, and only the first image. */
export function variantFormData(values: VariantFormValues, mode: 'create' | 'edit'): FormData {
  const form = new FormData();
  if (mode === 'create') {
    form.append('productId', values.productId);
    form.append('colorId', values.colorId);
  }
  const quantity = { M: values.sizeM, L: values.sizeL, XL: values.sizeXL, XXL: values.sizeXXL };
  form.append('quantity', JSON.stringify(quantity));
  form.append('price', String(values.price));
  // 0 clears an MRP that was there; a variant without one sends none.
  if (values.mrp > 0 || values.hadMrp) form.append('mrp', String(values.mrp));
  const image = values.images?.[0];
  if (image) form.append('image', image);
  return form;
}

/** Server field names of the variant form mapped to the form's own. */
export const variantServerField = (field: string): keyof VariantFormInput | null => {
  if (field === 'productId' || field === 'colorId' || field === 'price' || field === 'mrp') return field;
  if (field === 'image') return 'images';
  const size = SIZES.find((s) => field === `quantity.${s}`);
  return size ? (`size${size}` as keyof VariantFormInput) : null;
};

export const imagesFormSchema = z.object({
  images: files.refine((list) => Boolean(list?.length), { message: VALIDATION.imagesRequired }),
});
export type ImagesFormInput = z.input<typeof imagesFormSchema>;

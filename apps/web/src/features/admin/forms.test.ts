import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@shop/shared';
import { imagesFormSchema, variantFormData, variantFormSchema, variantServerField } from './forms';

const fileList = (...names: string[]) => names.map((name) => new File(['x'], name, { type: 'image/png' }));

const filled = {
  productId: '6f1c1b1e-1111-4111-8111-111111111111',
  colorId: '6f1c1b1e-2222-4222-8222-222222222222',
  sizeM: '3',
  sizeL: '',
  sizeXL: '0',
  sizeXXL: '7',
  price: '1299.50',
};

describe('variant form', () => {
  it('creating needs product, colour, price and an image, with the messages', () => {
    const result = variantFormSchema('create').safeParse({
      productId: '',
      colorId: '',
      sizeM: '',
      sizeL: '',
      sizeXL: '',
      sizeXXL: '',
      price: '',
      images: undefined,
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        VALIDATION.productRequired,
        VALIDATION.colorRequired,
        VALIDATION.priceRequired,
        VALIDATION.imageRequired,
      ]),
    );
  });

  it('refuses negative stock and price with their own messages', () => {
    const result = variantFormSchema('edit').safeParse({ ...filled, sizeL: '-2', price: '-1', images: undefined });
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      VALIDATION.sizeQuantityNonNegative('L'),
      VALIDATION.priceNonNegative,
    ]);
  });

  it('editing needs neither product, colour nor a new image', () => {
    expect(
      variantFormSchema('edit').safeParse({ ...filled, productId: '', colorId: '', images: undefined }).success,
    ).toBe(true);
  });

  it('sends quantity as JSON with blanks as 0, and only the first chosen image', () => {
    const values = variantFormSchema('create').parse({ ...filled, images: fileList('front.png', 'back.png') });
    const form = variantFormData(values, 'create');
    expect(JSON.parse(form.get('quantity') as string)).toEqual({ M: 3, L: 0, XL: 0, XXL: 7 });
    expect(form.get('price')).toBe('1299.5');
    expect(form.get('productId')).toBe(filled.productId);
    expect(form.getAll('image').map((f) => (f as File).name)).toEqual(['front.png']);
  });

  it('does not send product or colour when editing', () => {
    const values = variantFormSchema('edit').parse({ ...filled, images: undefined });
    const form = variantFormData(values, 'edit');
    expect(form.has('productId')).toBe(false);
    expect(form.has('colorId')).toBe(false);
    expect(form.has('image')).toBe(false);
  });

  it('sends an MRP when typed, none when blank, and 0 to clear the one a variant had', () => {
    const send = (input: object) =>
      variantFormData(variantFormSchema('edit').parse({ ...filled, images: undefined, ...input }), 'edit');
    expect(send({ mrp: '1299' }).get('mrp')).toBe('1299');
    expect(send({ mrp: '' }).has('mrp')).toBe(false);
    expect(send({ mrp: '', hadMrp: true }).get('mrp')).toBe('0');
  });

  it('maps the server field names back onto the form', () => {
    expect(variantServerField('quantity.XL')).toBe('sizeXL');
    expect(variantServerField('image')).toBe('images');
    expect(variantServerField('price')).toBe('price');
    expect(variantServerField('unknown')).toBeNull();
  });
});

describe('images form', () => {
  it('needs at least one image', () => {
    const result = imagesFormSchema.safeParse({ images: fileList() });
    expect(result.error!.issues[0]!.message).toBe(VALIDATION.imagesRequired);
    expect(imagesFormSchema.safeParse({ images: fileList('a.png', 'b.png') }).success).toBe(true);
  });
});

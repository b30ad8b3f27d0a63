import { useState } from 'react';
import { ERROR_FALLBACK, SCREEN, SUCCESS } from '@shop/shared';
import { PageMeta } from '../../../components/ui/page-meta';
import { PageHeading } from '../../../components/ui/status';
import { toast, toastError } from '../../../lib/toast';
import { deleteItem, useCatalogueMutation, type DeleteTarget } from '../api/catalogue';
import { ColorsSection } from './colors-section';
import { DeleteDialog } from './delete-dialog';
import { ProductsSection } from './products-section';
import { VariantImagesSection } from './variant-images-section';
import { VariantsSection } from './variants-section';

const deleted = {
  color: { ok: SUCCESS.colorDeleted, fallback: ERROR_FALLBACK.deleteColor },
  product: { ok: SUCCESS.productDeleted, fallback: ERROR_FALLBACK.deleteProduct },
  variant: { ok: SUCCESS.variantDeleted, fallback: ERROR_FALLBACK.deleteVariant },
  images: { ok: SUCCESS.variantImagesDeleted, fallback: ERROR_FALLBACK.deleteVariantImages },
};

/** /admin/products: colours, products, variants and variant images, stacked. */
export function ProductsScreen() {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const remove = useCatalogueMutation(deleteItem);

  const confirm = () => {
    if (!target) return;
    remove.mutate(target, {
      onSuccess: () => {
        toast.success(deleted[target.type].ok);
        target.onDeleted?.();
        setTarget(null);
      },
      onError: (error) => toastError(error, deleted[target.type].fallback),
    });
  };

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title="Product Management" />
      <PageHeading lead="Colours, products, variants with their stock, and the photos customers see.">
        Product Management
      </PageHeading>
      <ColorsSection onDelete={setTarget} />
      <ProductsSection onDelete={setTarget} />
      <VariantsSection onDelete={setTarget} />
      <VariantImagesSection onDelete={setTarget} />
      <DeleteDialog
        open={target !== null}
        type={target?.type === 'images' ? 'images' : (target?.type ?? '')}
        message={target?.type === 'images' ? SCREEN.deleteAllImagesConfirm : undefined}
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => {
          if (!remove.isPending) setTarget(null);
        }}
      />
    </div>
  );
}

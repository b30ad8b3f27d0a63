import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACK, SCREEN, variantPhotos, type Image, type Variant } from '@shop/shared';
import { Eye, ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { toastError } from '../../../lib/toast';
import { imageSetQuery, useAdminVariants, useImageSet, type DeleteTarget } from '../api/catalogue';
import { useClampedPage } from '../hooks/use-clamped-page';
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';
import { ImagesFormModal, type ImagesFormState } from './images-form-modal';
import { variantName } from './variant-name';
import { ViewImagesModal } from './view-images-modal';

/** How many of a variant's photos its row previews. */
const PREVIEWS = 3;

function ImagesRow({
  variant,
  onView,
  onEdit,
  onDelete,
  opening,
}: {
  variant: Variant;
  onView: () => void;
  onEdit: () => void;
  onDelete: (setId: string) => void;
  opening: boolean;
}) {
  const set = useImageSet(variant._id);
  // The photos its product page shows: the image set, else the main photo alone.
  const photos = variantPhotos(variant);
  const count = photos.length;
  const name = variantName(variant);
  return (
    <tr>
      <th scope="row" className={`${td} text-left font-medium`}>
        <div className="flex items-center gap-3">
          <ul className="flex shrink-0 -space-x-3" aria-label={`Photos of ${name}`}>
            {photos.slice(0, PREVIEWS).map((photo) => (
              <li
                key={photo.url}
                className="aspect-[4/5] w-10 overflow-hidden rounded-[var(--radius-control)] bg-paper ring-2 ring-card"
              >
                <ResponsiveImage image={photo} alt="" sizes="40px" />
              </li>
            ))}
            {count === 0 ? (
              <li className="aspect-[4/5] w-10 overflow-hidden rounded-[var(--radius-control)] bg-paper">
                <ResponsiveImage image={null} alt="" sizes="40px" />
              </li>
            ) : null}
          </ul>
          {name}
        </div>
      </th>
      <td className={`${td} tabular-nums`}>{count}</td>
      <td className={`${td} text-right`}>
        <div className="flex flex-wrap justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={onView} aria-label={`View images of ${name}`}>
            <Eye className="size-4" aria-hidden />
            View Images
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            pending={opening}
            aria-label={`Add or edit images of ${name}`}
          >
            <ImagePlus className="size-4" aria-hidden />
            Add/Edit Images
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            disabled={!set.data}
            onClick={() => set.data && onDelete(set.data._id)}
            aria-label={`Delete images of ${name}`}
          >
            <Trash2 className="size-4" aria-hidden />
            Delete Images
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Variant Images: the image count of each variant and its view, add/edit and delete actions. */
export function VariantImagesSection({ onDelete }: { onDelete: (target: DeleteTarget) => void }) {
  const [page, setPage] = useState(1);
  const variants = useAdminVariants({ productId: '', color: '', search: '', page });
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<{ id: string; name: string; photos: Image[] } | null>(null);
  const [editing, setEditing] = useState<ImagesFormState | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  useClampedPage(page, variants.data?.totalPages, setPage);

  /** Opens in update mode when the variant already has an image set, otherwise in create mode. */
  const openForm = async (variant: Variant) => {
    setOpening(variant._id);
    try {
      const set = await queryClient.fetchQuery(imageSetQuery(variant._id));
      setEditing({ variantId: variant._id, productName: variant.product.name, colorName: variant.color.name, set });
    } catch (error) {
      toastError(error, ERROR_FALLBACK.fetchVariantImages);
    } finally {
      setOpening(null);
    }
  };

  const deleteImages = (setId: string) => onDelete({ type: 'images', id: setId, onDeleted: () => setEditing(null) });

  return (
    <AdminSection id="variant-images" title="Variant Images" description="The photo sets shown on each product page.">
      <QueryList
        query={variants}
        isEmpty={(data) => data.variants.length === 0}
        empty={SCREEN.noVariants}
        loading={SCREEN.loadingVariants}
      >
        {(data) => (
          <AdminTable
            label="Variant images"
            minWidth="min-w-[40rem]"
            columns={[{ label: 'Variant' }, { label: 'Images Count' }, { label: 'Actions', align: 'right' }]}
            pagination={{
              page,
              totalPages: data.totalPages,
              onPage: setPage,
              label: 'Variant images pages',
              stale: variants.isPlaceholderData,
            }}
          >
            {data.variants.map((variant) => (
              <ImagesRow
                key={variant._id}
                variant={variant}
                opening={opening === variant._id}
                onView={() =>
                  setViewing({ id: variant._id, name: variantName(variant), photos: variantPhotos(variant) })
                }
                onEdit={() => void openForm(variant)}
                onDelete={deleteImages}
              />
            ))}
          </AdminTable>
        )}
      </QueryList>
      <ViewImagesModal variant={viewing} onClose={() => setViewing(null)} />
      <ImagesFormModal state={editing} onClose={() => setEditing(null)} onDeleteAll={deleteImages} />
    </AdminSection>
  );
}

import { SCREEN, type Image } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useImageSet } from '../api/catalogue';
import { ImageCarousel } from './image-carousel';

/** 'Variant Images': the photos the variant's product page shows (its image set, else its main photo) in a carousel. */
export function ViewImagesModal({
  variant,
  onClose,
}: {
  variant: { id: string; name: string; photos: Image[] } | null;
  onClose: () => void;
}) {
  const set = useImageSet(variant?.id ?? null);
  const photos = set.data?.images.length ? set.data.images : (variant?.photos ?? []);
  return (
    <Dialog
      open={variant !== null}
      onClose={onClose}
      title={SCREEN.variantImagesTitle}
      size="md"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {variant ? <p className="mb-3 text-sm font-medium text-ink-soft">{variant.name}</p> : null}
      {set.isPending ? (
        <p role="status" className="py-10 text-center text-muted">
          {SCREEN.loadingImages}
        </p>
      ) : set.isError ? (
        <p role="alert" className="py-10 text-center text-danger">
          {SCREEN.listError(set.error.message)}
        </p>
      ) : photos.length === 0 ? (
        <p role="status" className="py-10 text-center text-muted">
          {SCREEN.noImagesUploaded}
        </p>
      ) : (
        <ImageCarousel
          key={set.data?._id ?? variant?.id}
          images={photos}
          label={variant?.name ?? SCREEN.variantImagesTitle}
        />
      )}
    </Dialog>
  );
}

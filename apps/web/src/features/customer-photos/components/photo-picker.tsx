import { useId, useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { PHOTO_ACCEPT, type CustomerPhoto, CUSTOMER_PHOTO_TEXTS } from '@shop/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { errorMessage } from '../../../lib/api-client';
import { useUploadCustomerPhoto } from '../api/customer-photos';
import { useScreenTexts } from '../../../lib/i18n';

/**
 * Up to `max` photos for a review or a return: each chosen file is uploaded at once (the server
 * checks its type and size and answers its id), shown as a thumbnail with a remove button. The
 * form sends the ids only.
 */
export function PhotoPicker({
  photos,
  onChange,
  max,
  label,
}: {
  photos: CustomerPhoto[];
  onChange: (photos: CustomerPhoto[]) => void;
  max: number;
  label?: string;
}) {
  const texts = useScreenTexts('customerPhotos', CUSTOMER_PHOTO_TEXTS);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCustomerPhoto();
  const [error, setError] = useState<string | null>(null);
  // Each chosen file is uploaded in turn; the list changes once, when they have all answered (or
  // one failed), and cannot be edited meanwhile.
  const choose = async (files: FileList | null) => {
    setError(null);
    const chosen = Array.from(files ?? []).slice(0, Math.max(0, max - photos.length));
    if (input.current) input.current.value = '';
    const added: CustomerPhoto[] = [];
    for (const file of chosen) {
      try {
        added.push(await upload.mutateAsync(file));
      } catch (failure) {
        setError(errorMessage(failure, texts.uploadFailed));
        break;
      }
    }
    if (added.length > 0) onChange([...photos, ...added].slice(0, max));
  };

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap items-center gap-2" aria-label={texts.viewer}>
        {photos.map((photo, i) => (
          <li key={photo._id} className="relative size-16 overflow-hidden rounded-md border border-line bg-paper">
            <ResponsiveImage image={photo.image} alt={`${texts.viewer} ${i + 1}`} sizes="64px" />
            <button
              type="button"
              onClick={() => onChange(photos.filter((p) => p._id !== photo._id))}
              disabled={upload.isPending}
              aria-label={texts.remove(i + 1)}
              className="absolute top-0.5 right-0.5 grid size-6 place-items-center rounded-full bg-ink/80 text-white hover:bg-ink"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
        {upload.isPending ? (
          <li className="grid size-16 place-items-center rounded-md border border-dashed border-line" role="status">
            <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden />
            <span className="sr-only">{texts.uploading}</span>
          </li>
        ) : null}
        {photos.length < max && !upload.isPending ? (
          <li>
            <label
              htmlFor={inputId}
              className="flex size-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md border border-dashed border-ink/30 text-center text-[0.7rem] leading-tight font-semibold text-ink-soft hover:border-ink hover:text-ink has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
            >
              <ImagePlus className="size-5" aria-hidden />
              {label ?? texts.add}
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                className="sr-only"
                aria-describedby={hintId}
                onChange={(event) => void choose(event.target.files)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <p id={hintId} className="text-xs text-muted">
        {texts.hint(max)}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

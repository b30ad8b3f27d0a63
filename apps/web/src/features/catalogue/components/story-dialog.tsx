import type { ProductSummary } from '@shop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n';

/** Read Story: the product's story in a modal, with a way on to the product. */
export function StoryDialog({ product, onClose }: { product: ProductSummary | null; onClose: () => void }) {
  const texts = useTexts().storefront;
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product ? texts.storyOf(product.name) : ''}
      footer={
        product ? (
          <ButtonLink to={paths.product(product._id)} onClick={onClose}>
            {texts.viewProduct}
          </ButtonLink>
        ) : null
      }
    >
      {product ? (
        <div className="flex flex-col gap-3">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">{texts.storyKicker}</p>
          <p className="text-lg leading-relaxed whitespace-pre-line text-ink">{product.story}</p>
        </div>
      ) : null}
    </Dialog>
  );
}

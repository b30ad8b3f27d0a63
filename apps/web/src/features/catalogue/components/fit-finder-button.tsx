import { Sparkles } from 'lucide-react';
import { recommendSize, type FitFinderAnswers, PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

/** Opens the fit finder; once answered on this device it shows the size it found. */
export function FitFinderButton({ profile, onOpen }: { profile: FitFinderAnswers | null; onOpen: () => void }) {
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const size = profile ? recommendSize(profile).size : null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="inline-flex min-h-9 items-center gap-1.5 rounded text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
    >
      <Sparkles className="size-4" aria-hidden />
      {size ? texts.yourSize(size) : texts.findMySize}
    </button>
  );
}

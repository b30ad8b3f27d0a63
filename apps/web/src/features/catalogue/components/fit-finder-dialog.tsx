import { useEffect, useRef } from 'react';
import {
  fitReason,
  PRODUCT_PAGE_TEXTS,
  recommendSize,
  SIZE_HELP_TEXTS,
  SIZES,
  type FitFinderAnswers,
  type ReturnFitNote,
  type Size,
  type Variant,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useScreenTexts } from '../../../lib/i18n';
import { FitFinderForm } from './fit-finder-form';

/**
 * The fit finder: height, weight and preferred fit give a size from the size chart's garment
 * measurements, with one line of why (the rule is the shared `recommendSize`). The answers are
 * remembered on this device; the shopper can take the size or forget them.
 */
export function FitFinderDialog({
  open,
  onClose,
  profile,
  onAnswer,
  onForget,
  variant,
  onChooseSize,
  returnFit = [],
}: {
  open: boolean;
  onClose: () => void;
  profile: FitFinderAnswers | null;
  onAnswer: (answer: FitFinderAnswers) => void;
  onForget: () => void;
  variant: Variant | undefined;
  onChooseSize: (size: Size) => void;
  /** What returns say of each size (from the reviews' answer): the advice under the size found. */
  returnFit?: readonly ReturnFitNote[] | undefined;
}) {
  const texts = useScreenTexts('sizeHelp', SIZE_HELP_TEXTS);
  const pageTexts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  // What returns say of the size found: the next size the other way when between sizes.
  const advice = (size: Size) => {
    const note = returnFit.find((candidate) => candidate.size === size);
    if (!note) return null;
    const returned = pageTexts.mostReturned(size, note.reason === 'too_small');
    const other = SIZES[SIZES.indexOf(size) + (note.reason === 'too_small' ? 1 : -1)];
    return other ? texts.betweenSizes(returned, other) : texts.returnedOnly(returned);
  };
  const result = profile ? recommendSize(profile) : null;
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone the answer lands below the button: bring it into view.
  useEffect(() => {
    if (profile) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [profile]);
  const inStock = result && variant ? variant.quantity[result.size] > 0 : false;
  return (
    <Dialog open={open} onClose={onClose} title={pageTexts.findMySize}>
      <div className="flex flex-col gap-5">
        <p className="text-sm text-ink-soft">{texts.fitLead}</p>
        <FitFinderForm key={profile ? JSON.stringify(profile) : 'new'} initial={profile} onAnswer={onAnswer} />
        <div role="status" ref={resultRef} className="scroll-mt-4 empty:hidden">
          {result ? (
            <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-brand-soft p-4">
              <p className="text-lg font-bold">{pageTexts.yourSize(result.size)}</p>
              <p className="text-sm text-ink-soft">{fitReason(texts, result)}</p>
              {advice(result.size) ? <p className="text-sm font-medium">{advice(result.size)}</p> : null}
              <div className="flex flex-wrap items-center gap-3">
                {inStock && variant ? (
                  <Button
                    size="sm"
                    onClick={() => {
                      onChooseSize(result.size);
                      onClose();
                    }}
                  >
                    {texts.choose(result.size)}
                  </Button>
                ) : variant ? (
                  <p className="text-sm font-medium">{texts.soldOutIn(result.size, variant.color.name)}</p>
                ) : null}
                <button type="button" onClick={onForget} className="text-sm underline underline-offset-4">
                  {texts.forget}
                </button>
              </div>
              <p className="text-xs text-muted">{texts.remembered}</p>
            </div>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

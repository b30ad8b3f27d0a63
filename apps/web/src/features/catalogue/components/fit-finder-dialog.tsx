import { useEffect, useRef } from 'react';
import {
  recommendSize,
  returnFitAdvice,
  SIZES,
  type FitFinderAnswers,
  type ReturnFitNote,
  type Size,
  type Variant,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
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
  const advice = (size: Size) => returnFitAdvice(size, returnFit, SIZES);
  const result = profile ? recommendSize(profile) : null;
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone the answer lands below the button: bring it into view.
  useEffect(() => {
    if (profile) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [profile]);
  const inStock = result && variant ? variant.quantity[result.size] > 0 : false;
  return (
    <Dialog open={open} onClose={onClose} title="Find my size">
      <div className="flex flex-col gap-5">
        <p className="text-sm text-ink-soft">
          Tell us your height, weight and how loose you like it; we compare them with the garment measurements of our
          size chart.
        </p>
        <FitFinderForm key={profile ? JSON.stringify(profile) : 'new'} initial={profile} onAnswer={onAnswer} />
        <div role="status" ref={resultRef} className="scroll-mt-4 empty:hidden">
          {result ? (
            <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-brand-soft p-4">
              <p className="text-lg font-bold">Your size: {result.size}</p>
              <p className="text-sm text-ink-soft">{result.reason}</p>
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
                    Choose {result.size}
                  </Button>
                ) : variant ? (
                  <p className="text-sm font-medium">
                    {result.size} is sold out in {variant.color.name}: use Notify me on the page.
                  </p>
                ) : null}
                <button type="button" onClick={onForget} className="text-sm underline underline-offset-4">
                  Forget my answers
                </button>
              </div>
              <p className="text-xs text-muted">Remembered on this device only.</p>
            </div>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { isFitFinderAnswers, type FitFinderAnswers } from '@shop/shared';
import { FIT_FINDER_STORAGE_KEY } from '../../../config/settings';
import { useTakenOver } from '../../../lib/take-over';

function readProfile(): FitFinderAnswers | null {
  try {
    const saved = window.localStorage.getItem(FIT_FINDER_STORAGE_KEY);
    const kept: unknown = saved ? JSON.parse(saved) : null;
    return isFitFinderAnswers(kept) ? kept : null;
  } catch {
    // Storage refused (private mode) or garbled: the finder simply asks again.
    return null;
  }
}

/**
 * The fit finder's answers remembered on this device: read once the app has taken the page over
 * (the server rendered it without them), saved after each answer, forgettable.
 */
export function useFitProfile() {
  const takenOver = useTakenOver();
  const remembered = useMemo(() => (takenOver ? readProfile() : null), [takenOver]);
  // What this visit saved or forgot since (undefined: nothing yet, the device's answers stand).
  const [chosen, setProfile] = useState<FitFinderAnswers | null | undefined>(undefined);
  const profile = chosen === undefined ? remembered : chosen;
  const save = useCallback((next: FitFinderAnswers) => {
    setProfile(next);
    try {
      window.localStorage.setItem(FIT_FINDER_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not kept on this device; the answer still holds for this visit.
    }
  }, []);
  const forget = useCallback(() => {
    setProfile(null);
    try {
      window.localStorage.removeItem(FIT_FINDER_STORAGE_KEY);
    } catch {
      // Nothing was kept.
    }
  }, []);
  return { profile, save, forget };
}

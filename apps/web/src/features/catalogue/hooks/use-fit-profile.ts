import { useCallback, useState } from 'react';
import { isFitFinderAnswers, type FitFinderAnswers } from '@shop/shared';
import { FIT_FINDER_STORAGE_KEY } from '../../../config/settings';

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

/** The fit finder's answers remembered on this device: read once, saved after each answer, forgettable. */
export function useFitProfile() {
  const [profile, setProfile] = useState<FitFinderAnswers | null>(readProfile);
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

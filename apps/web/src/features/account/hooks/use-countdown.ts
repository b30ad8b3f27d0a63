import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that `start` (re)starts; 0 when idle. `startedAt` (epoch ms) starts it
 * already running, e.g. from the moment a code was sent on another screen.
 */
export function useCountdown(seconds: number, startedAt?: number) {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    startedAt !== undefined && startedAt + seconds * 1000 > Date.now() ? startedAt + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        window.clearInterval(timer);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start };
}

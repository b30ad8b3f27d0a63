import { useEffect, useState } from 'react';
import { COMMON_SCREEN, SPLASH_DOCUMENT_ATTRIBUTE, SPLASH_SESSION_KEY, STORE } from '@shop/shared';
import { SPLASH_DURATION_MS } from '../../config/settings';
import { useTakenOver } from '../../lib/take-over';

/**
 * Whether this page shows the splash: the head's script decided it before the page painted
 * (see SPLASH_FLAG_SCRIPT), and a stylesheet rule hides it where the script did not mark the document.
 */
function showsSplash() {
  return document.documentElement.hasAttribute(SPLASH_DOCUMENT_ATTRIBUTE);
}

/**
 * The first visit of a browser session opens on a 5-second loading screen with a (fake)
 * progress percentage; a session flag keeps it from showing again. The page renders under it.
 */
export function SplashScreen() {
  // Rendered as the server rendered it until the app has taken the page over (the app's first
  // render must match the server's), then only where this page shows it.
  const takenOver = useTakenOver();
  const [ended, setEnded] = useState(false);
  const visible = !ended && (!takenOver || showsSplash());
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!visible) return;
    const started = performance.now();
    const tick = window.setInterval(() => {
      const elapsed = performance.now() - started;
      setProgress(Math.min(100, Math.round((elapsed / SPLASH_DURATION_MS) * 100)));
    }, 100);
    const done = window.setTimeout(() => {
      try {
        sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
      } catch {
        // Storage refused: the head's script could not have read it either, so it stays off.
      }
      document.documentElement.removeAttribute(SPLASH_DOCUMENT_ATTRIBUTE);
      setEnded(true);
    }, SPLASH_DURATION_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      data-testid="splash"
      data-splash-screen
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-ink px-6 text-center text-white"
    >
      <p className="font-display text-4xl font-bold tracking-tight motion-safe:animate-pulse sm:text-5xl">
        {STORE.name}
      </p>
      <p className="text-white/80">{COMMON_SCREEN.splash}</p>
      {/* The bar carries the value for assistive technology; the figure under it is its picture. */}
      <div
        role="progressbar"
        aria-label={COMMON_SCREEN.splash}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-1.5 w-64 max-w-full overflow-hidden rounded-full bg-white/15"
      >
        {/* Scaled, not resized: a transform is drawn by the compositor, while a changing width
            laid out and repainted the splash on every frame of the page's first seconds. */}
        <div
          className="h-full origin-left rounded-full bg-brand motion-safe:transition-transform motion-safe:duration-100 motion-safe:ease-linear"
          style={{ transform: `scaleX(${progress / 100})` }}
        />
      </div>
      <p className="font-display text-2xl tabular-nums" aria-hidden>
        {progress}%
      </p>
    </div>
  );
}

import { useEffect, useState } from 'react';

const TYPE_MS = 70;
const HOLD_MS = 2200;

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Types each line letter by letter, holds it, then moves to the next. Screen readers get the
 * whole text at once; with reduced motion the first line simply shows.
 */
export function Typewriter({ lines, className = '' }: { lines: readonly string[]; className?: string }) {
  const [reduced] = useState(prefersReducedMotion);
  const [lineIndex, setLineIndex] = useState(0);
  const [length, setLength] = useState(0);
  const line = lines[lineIndex % lines.length] ?? '';

  useEffect(() => {
    if (reduced) return;
    const done = length >= line.length;
    const timer = window.setTimeout(
      () => {
        if (!done) return setLength((n) => n + 1);
        setLineIndex((i) => i + 1);
        setLength(0);
      },
      done ? HOLD_MS : TYPE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [length, line, reduced]);

  return (
    <p className={className}>
      <span className="sr-only">{lines.join('. ')}</span>
      <span aria-hidden data-testid="typewriter">
        {reduced ? lines[0] : line.slice(0, length)}
        <span className="ml-0.5 inline-block w-[0.08em] animate-pulse bg-current align-[-0.1em]">&nbsp;</span>
      </span>
    </p>
  );
}

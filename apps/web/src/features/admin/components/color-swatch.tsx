/** A round sample of a colour, with its code for screen readers. */
export function ColorSwatch({ hex, className = 'size-6' }: { hex: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Colour ${hex}`}
      className={`inline-block shrink-0 rounded-full ring-1 ring-ink/15 ${className}`}
      style={{ backgroundColor: hex }}
    />
  );
}

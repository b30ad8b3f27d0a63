import { useTexts } from '../../../lib/i18n';

/** Small swatches of a product's colours, named for screen readers. */
export function ColorDots({ colors, max = 5 }: { colors: { name: string; hex: string }[]; max?: number }) {
  const texts = useTexts().storefront;
  if (colors.length === 0) return null;
  const shown = colors.slice(0, max);
  return (
    <span
      role="img"
      className="flex items-center gap-1.5"
      aria-label={texts.colours(colors.map((c) => c.name).join(', '))}
    >
      {shown.map((color) => (
        <span
          key={color.name}
          aria-hidden
          title={color.name}
          className="size-3.5 rounded-full ring-1 ring-ink/15"
          style={{ backgroundColor: color.hex }}
        />
      ))}
      {colors.length > max ? (
        <span className="text-xs text-muted" aria-hidden>
          +{colors.length - max}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Colour and cloth for the drawn demo photos: tints and shades of a garment colour, the ink a print
 * takes on it, and the SVG filters that make a flat fill read as cotton jersey.
 */

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Perceived lightness of a #RRGGBB colour, 0 (black) to 1 (white). */
export function lightness(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** `hex` moved towards `towards` by `amount` (0 to 1). */
export function mix(hex: string, towards: string, amount: number): string {
  const a = rgbOf(hex);
  const b = rgbOf(towards);
  return hexOf(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

/** The colours one garment is drawn with: its fill, the lit and shaded sides, seams and print ink. */
export type Cloth = {
  base: string;
  light: string;
  shade: string;
  deep: string;
  seam: string;
  ink: string;
  /** Whether the cloth is dark, so highlights must be gentle and shadows strong. */
  dark: boolean;
};

export function clothOf(hex: string): Cloth {
  const l = lightness(hex);
  const dark = l < 0.35;
  return {
    base: hex,
    light: mix(hex, '#FFFFFF', dark ? 0.14 : 0.22),
    shade: mix(hex, '#000000', dark ? 0.35 : 0.16),
    deep: mix(hex, '#000000', dark ? 0.55 : 0.32),
    seam: mix(hex, '#000000', dark ? 0.45 : 0.22),
    ink: l > 0.6 ? '#26262A' : mix('#F6F1E7', hex, 0.06),
    dark,
  };
}

/**
 * The blurs of the soft layers: folds, and the shadow a garment throws. They are used only in the
 * layers drawn at a quarter of the resolution (a blur over a full-size photo costs seconds).
 */
export function fabricDefs(): string {
  return `
  <filter id="fold" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="9"/></filter>
  <filter id="drop" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>`;
}

/** A fold: a path along its valley, how wide the shadow is, and how strong (0 to 1). */
export type Fold = { d: string; width: number; strength?: number };

/**
 * Folds as light falls over them: a soft shadow along each valley with a highlight on the ridge
 * beside it (offset up and left, towards the light), each layer blurred once.
 */
export function folds(list: Fold[], cloth: Cloth): string {
  const path = (f: Fold, stroke: string, width: number, opacity: number, dx = 0, dy = 0) =>
    `<path d="${f.d}" fill="none" stroke="${stroke}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" opacity="${(opacity * (f.strength ?? 1)).toFixed(2)}"${dx || dy ? ` transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)})"` : ''}/>`;
  const shadows = list.map((f) => path(f, cloth.deep, f.width, cloth.dark ? 0.7 : 0.5)).join('');
  const lights = list
    .map((f) => path(f, cloth.light, f.width * 0.7, cloth.dark ? 0.3 : 0.6, -f.width * 0.75, -f.width * 0.35))
    .join('');
  return `<g filter="url(#fold)">${lights}${shadows}</g>`;
}

/** Fine creases along the valleys, drawn sharp with the garment. */
export function creases(list: Fold[], cloth: Cloth): string {
  return list
    .map(
      (f) =>
        `<path d="${f.d}" fill="none" stroke="${cloth.deep}" stroke-width="2.5" stroke-linecap="round" opacity="${((cloth.dark ? 0.4 : 0.25) * (f.strength ?? 1)).toFixed(2)}"/>`,
    )
    .join('');
}

/**
 * One photo of a blank garment in layers, each a piece of SVG in the same 800 × 1000 box, from the
 * bottom: `backdrop` (wall or table and the shadows thrown on it, soft), `garment` (sharp: shape,
 * seams, creases), then — above the chest print, which goes at `print` — `shading` (soft folds and
 * the light across the body). Soft layers are drawn at a quarter of the resolution. `defs` holds
 * the gradients and clip paths they use.
 */
export type PhotoLayers = {
  defs: string;
  backdrop: string;
  garment: string;
  shading: string;
  print: { x: number; y: number; scale: number };
};

/** A row of stitches along `d` (hems, collar rib, shoulder seams). */
export function stitches(d: string, cloth: Cloth): string {
  return `<path d="${d}" fill="none" stroke="${cloth.seam}" stroke-width="2.2" stroke-dasharray="7 5" opacity="0.75"/>`;
}

/** Every seam of a garment: a row of stitches along each path. */
export function seams(paths: readonly string[], cloth: Cloth): string {
  return paths.map((d) => stitches(d, cloth)).join('\n');
}

/**
 * The collar rib along `neckline`: a broad band in the seam colour and a thin highlight `lift`
 * pixels above it, where the rib catches the light.
 */
export function collarRib(
  neckline: string,
  cloth: Cloth,
  { width, lift, shine }: { width: number; lift: number; shine: number },
) {
  return `<path d="${neckline}" fill="none" stroke="${cloth.seam}" stroke-width="${width}" opacity="0.5"/>
    <path d="${neckline}" fill="none" stroke="${cloth.light}" stroke-width="3" opacity="${shine}" transform="translate(0 -${lift})"/>`;
}

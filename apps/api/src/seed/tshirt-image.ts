import sharp from 'sharp';
import type { DemoProduct } from './demo-catalogue.ts';

/** Perceived lightness of a #RRGGBB colour, 0 (black) to 1 (white). */
function lightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

function motifSvg(motif: DemoProduct['motif'], ink: string): string {
  switch (motif) {
    case 'sun':
      return `<circle cx="400" cy="470" r="90" fill="${ink}"/>${Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<line x1="${400 + Math.cos(a) * 115}" y1="${470 + Math.sin(a) * 115}" x2="${400 + Math.cos(a) * 150}" y2="${470 + Math.sin(a) * 150}" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`;
      }).join('')}`;
    case 'waves':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M270 ${400 + i * 45} q 32 -30 65 0 t 65 0 t 65 0 t 65 0" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
        )
        .join('');
    case 'mountain':
      return `<path d="M260 560 L360 400 L410 470 L470 370 L560 560 Z" fill="${ink}"/><circle cx="500" cy="360" r="28" fill="${ink}" opacity="0.6"/>`;
    case 'grid':
      return Array.from({ length: 16 }, (_, i) => {
        const x = 300 + (i % 4) * 52;
        const y = 380 + Math.floor(i / 4) * 52;
        return `<rect x="${x}" y="${y}" width="40" height="40" rx="6" fill="${ink}" opacity="${0.35 + ((i * 7) % 5) * 0.15}"/>`;
      }).join('');
    case 'circle':
      return `<circle cx="400" cy="470" r="120" fill="none" stroke="${ink}" stroke-width="16"/><circle cx="400" cy="470" r="70" fill="none" stroke="${ink}" stroke-width="16"/><circle cx="400" cy="470" r="22" fill="${ink}"/>`;
    case 'stripes':
      return Array.from(
        { length: 6 },
        (_, i) => `<rect x="270" y="${370 + i * 38}" width="260" height="18" rx="9" fill="${ink}"/>`,
      ).join('');
  }
}

/** Rendered at 1.6x (115 dpi over the SVG's 72) so the largest stored width (1024 px) is a real downscale. */
export const PHOTO_DENSITY = 115;

/**
 * A product photo stand-in: an oversized T-shirt drawn in the variant's colour with the product's
 * motif printed on the chest (front) or a small neck print (back), rendered to PNG by sharp.
 */
export async function renderTshirt(
  hex: string,
  motif: DemoProduct['motif'],
  view: 'front' | 'back',
  density = PHOTO_DENSITY,
): Promise<Buffer> {
  const light = lightness(hex);
  const ink = light > 0.6 ? '#2B2B2E' : '#F4EFE6';
  const shade = light > 0.5 ? 'rgba(0,0,0,0.10)' : 'rgba(255,255,255,0.10)';
  const backdrop = light > 0.8 ? '#E4DED3' : '#F3EFE8';
  const body =
    'M255 150 Q400 230 545 150 L690 195 Q745 215 770 270 L800 440 L665 475 L660 930 Q400 955 140 930 L135 475 L0 440 L30 270 Q55 215 110 195 Z';
  const print =
    view === 'front'
      ? motifSvg(motif, ink)
      : `<rect x="360" y="220" width="80" height="26" rx="13" fill="${ink}" opacity="0.8"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <rect width="800" height="1000" fill="${backdrop}"/>
  <ellipse cx="400" cy="955" rx="300" ry="22" fill="rgba(0,0,0,0.08)"/>
  <path d="${body}" fill="${hex}" stroke="rgba(0,0,0,0.18)" stroke-width="3"/>
  <path d="M135 475 L140 930 Q170 934 200 936 L195 480 Z" fill="${shade}"/>
  <path d="M${view === 'front' ? '255 150 Q400 260 545 150' : '255 150 Q400 200 545 150'}" fill="none" stroke="rgba(0,0,0,0.25)" stroke-width="10"/>
  ${print}
</svg>`;
  return sharp(Buffer.from(svg), { density }).png().toBuffer();
}

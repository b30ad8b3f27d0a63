import type { DemoProduct } from './demo-catalogue.ts';

/**
 * The chest print of each demo design, drawn around (0, 0) within about 320 × 250 units, with a
 * caption below it in the print's ink.
 */
export function motifSvg(motif: DemoProduct['motif'], ink: string): string {
  switch (motif) {
    case 'sun':
      return `<circle r="88" fill="${ink}"/>${Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const [c, s] = [Math.cos(a), Math.sin(a)];
        return `<line x1="${(c * 112).toFixed(1)}" y1="${(s * 112).toFixed(1)}" x2="${(c * 146).toFixed(1)}" y2="${(s * 146).toFixed(1)}" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`;
      }).join('')}`;
    case 'waves':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M-130 ${-70 + i * 45} q 32 -30 65 0 t 65 0 t 65 0 t 65 0" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
        )
        .join('');
    case 'mountain':
      return `<path d="M-140 90 L-40 -70 L10 0 L70 -100 L160 90 Z" fill="${ink}"/><path d="M-62 -35 L-40 -70 L-18 -35 Z M46 -62 L70 -100 L94 -62 Z" fill="${ink}" opacity="0.45"/><circle cx="100" cy="-110" r="28" fill="${ink}" opacity="0.6"/>`;
    case 'grid':
      return Array.from({ length: 16 }, (_, i) => {
        const x = -100 + (i % 4) * 52;
        const y = -100 + Math.floor(i / 4) * 52;
        return `<rect x="${x}" y="${y}" width="40" height="40" rx="6" fill="${ink}" opacity="${(0.35 + ((i * 7) % 5) * 0.15).toFixed(2)}"/>`;
      }).join('');
    case 'circle':
      return `<circle r="120" fill="none" stroke="${ink}" stroke-width="16"/><circle r="70" fill="none" stroke="${ink}" stroke-width="16"/><circle r="22" fill="${ink}"/>`;
    case 'stripes':
      return Array.from(
        { length: 6 },
        (_, i) => `<rect x="-130" y="${-100 + i * 38}" width="260" height="18" rx="9" fill="${ink}"/>`,
      ).join('');
  }
}

/** The chest print: the motif and a caption in capitals, placed at (x, y) and scaled. */
export function chestPrint(
  motif: DemoProduct['motif'],
  caption: string,
  ink: string,
  x: number,
  y: number,
  scale: number,
) {
  const text = caption.toUpperCase().replace(/[&<>"]/g, '');
  return `<g transform="translate(${x} ${y}) scale(${scale})" opacity="0.93">
    ${motifSvg(motif, ink)}
    <text y="200" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="30" letter-spacing="6" fill="${ink}">${text}</text>
  </g>`;
}

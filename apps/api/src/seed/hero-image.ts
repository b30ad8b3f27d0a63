import { clothOf, fabricDefs } from './fabric.ts';
import type { DemoProduct } from './demo-catalogue.ts';
import { chestPrint } from './tshirt-motifs.ts';
import { onForm } from './tshirt-on-form.ts';

type Look = { hex: string; motif: DemoProduct['motif']; caption: string; x: number; y: number; scale: number };

/** Three tees of the collection on dress forms, the middle one in front. */
const LOOKS: Look[] = [
  { hex: '#A3B18A', motif: 'mountain', caption: 'Himalayan Dawn', x: 30, y: 96, scale: 0.84 },
  { hex: '#34406B', motif: 'waves', caption: 'Monsoon Drift', x: 898, y: 96, scale: 0.84 },
  { hex: '#C8643B', motif: 'sun', caption: 'Desert Sun', x: 408, y: 28, scale: 0.98 },
];

/** One dressed form, its ids made unique so three can share a picture. */
function look(item: Look, index: number): string {
  const cloth = clothOf(item.hex);
  const layers = onForm(cloth);
  const ids = [...layers.defs.matchAll(/id="([^"]+)"/g)].map((m) => m[1]!);
  const unique = (svg: string) =>
    ids.reduce(
      (s, id) => s.replaceAll(`id="${id}"`, `id="l${index}-${id}"`).replaceAll(`url(#${id})`, `url(#l${index}-${id})`),
      svg,
    );
  const { x, y, scale } = layers.print;
  return `<defs>${unique(layers.defs)}</defs>
  <ellipse cx="${item.x + 400 * item.scale}" cy="${item.y + 968 * item.scale}" rx="${190 * item.scale}" ry="${20 * item.scale}" fill="#000" opacity="0.22" filter="url(#drop)"/>
  <g transform="translate(${item.x} ${item.y}) scale(${item.scale})">
    ${unique(layers.garment)}
    ${chestPrint(item.motif, item.caption, cloth.ink, x, y, scale)}
    ${unique(layers.shading)}
  </g>`;
}

/**
 * The home page's hero picture (1600 × 1000): the collection in a warm studio, drawn with the demo
 * photos' garments. Rendered once by `scripts/draw-hero.ts` into the web app's assets.
 */
export function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs>${fabricDefs()}
    <linearGradient id="hero-wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#EFE9E0"/><stop offset="0.88" stop-color="#E2D9CC"/>
      <stop offset="0.88" stop-color="#D3C8B8"/><stop offset="1" stop-color="#C9BDAB"/>
    </linearGradient>
    <radialGradient id="hero-light" cx="0.5" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="hero-vignette" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="0.2" stop-color="#000" stop-opacity="0"/>
      <stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#hero-wall)"/>
  <rect width="1600" height="1000" fill="url(#hero-light)"/>
  ${LOOKS.map(look).join('')}
  <rect width="1600" height="1000" fill="url(#hero-vignette)"/>
</svg>`;
}

import { collarRib, creases, folds, seams, type Cloth, type PhotoLayers } from './fabric.ts';

/** The whole tee laid flat, seen from above: the back's neckline on top, dropped shoulders, boxy body. */
const OUTLINE =
  'M326 140 C280 148 215 160 165 190 C120 260 80 350 48 440 Q108 478 170 506 Q178 480 184 452 ' +
  'C180 600 176 740 180 862 Q400 884 620 862 C624 740 620 600 616 452 Q622 480 630 506 ' +
  'Q692 478 752 440 C720 350 680 260 635 190 C585 160 520 148 474 140 Q400 164 326 140 Z';

/** The front panel: the same outline with the lower front neckline on top. */
const FRONT = OUTLINE.replace('Q400 164 326 140 Z', 'Q452 214 400 218 Q348 214 326 140 Z');

const NECKLINE = 'M326 140 Q348 214 400 218 Q452 214 474 140';
/** Collar rib, side seams, hem and sleeve hems. */
const SEAMS = [
  'M336 152 Q356 228 400 232 Q444 228 464 152',
  'M165 190 C190 280 192 380 184 452',
  'M635 190 C610 280 608 380 616 452',
  'M184 842 Q400 864 616 842',
  'M62 424 Q114 458 172 484',
  'M738 424 Q686 458 628 484',
];

const FOLDS = [
  { d: 'M192 470 C240 520 290 585 316 690', width: 30 },
  { d: 'M608 470 C570 540 542 600 522 700', width: 26, strength: 0.8 },
  { d: 'M160 232 C140 300 112 370 84 430', width: 22, strength: 0.7 },
  { d: 'M640 232 C660 300 688 370 716 430', width: 22, strength: 0.6 },
  { d: 'M205 760 C300 735 420 792 598 748', width: 26, strength: 0.55 },
  { d: 'M240 838 C320 815 380 850 460 828', width: 16, strength: 0.5 },
  { d: 'M352 236 C330 262 300 282 258 292', width: 16, strength: 0.4 },
];

/**
 * A flat-lay photo: the tee on a linen-toned table, lit from the top left, with folds, seams and
 * the woven neck label.
 */
export function flatLay(cloth: Cloth, table: string): PhotoLayers {
  const defs = `
    <linearGradient id="flat-light" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="${cloth.dark ? 0.1 : 0.22}"/>
      <stop offset="0.45" stop-color="#FFFFFF" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="${cloth.dark ? 0.28 : 0.16}"/>
    </linearGradient>
    <radialGradient id="table" cx="0.4" cy="0.35" r="0.85">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.08"/>
    </radialGradient>
    <clipPath id="front"><path d="${FRONT}"/></clipPath>`;
  const backdrop = `
    <rect width="800" height="1000" fill="${table}"/>
    <rect width="800" height="1000" fill="url(#table)"/>
    <path d="${OUTLINE}" fill="#000" opacity="0.3" filter="url(#drop)" transform="translate(10 18)"/>`;
  const garment = `
    <path d="${OUTLINE}" fill="${cloth.shade}"/>
    <rect x="376" y="156" width="48" height="22" rx="3" fill="#EDE6D8"/>
    <rect x="382" y="162" width="36" height="3" fill="#8A3B23"/><rect x="382" y="169" width="24" height="2" fill="#8A3B23"/>
    <path d="${FRONT}" fill="${cloth.base}"/>
    <g clip-path="url(#front)">${creases(FOLDS, cloth)}</g>
    ${collarRib(NECKLINE, cloth, { width: 16, lift: 6, shine: 0.5 })}
    ${seams(SEAMS, cloth)}
    <path d="${OUTLINE}" fill="none" stroke="${cloth.deep}" stroke-width="2" opacity="0.45"/>`;
  const shading = `<g clip-path="url(#front)">
    ${folds(FOLDS, cloth)}
    <rect width="800" height="1000" fill="url(#flat-light)"/>
  </g>`;
  return { defs, backdrop, garment, shading, print: { x: 400, y: 400, scale: 0.72 } };
}

import { collarRib, creases, folds, seams, type Cloth, type PhotoLayers } from './fabric.ts';

/**
 * The tee worn by a dress form, front view: rounded shoulders, sleeves hanging beside the body,
 * the hem falling straight. The top edge is the back's neckline, behind the form's neck.
 */
const OUTLINE =
  'M352 172 C318 176 262 190 232 212 C214 226 204 240 198 262 C188 330 176 400 164 462 Q208 478 256 480 ' +
  'C253 600 247 720 249 824 Q300 834 400 838 Q500 834 551 824 C553 720 547 600 544 480 ' +
  'Q592 478 636 462 C624 400 612 330 602 262 C596 240 586 226 568 212 C538 190 482 176 448 172 Q400 188 352 172 Z';

const FRONT = OUTLINE.replace('Q400 188 352 172 Z', 'Q440 222 400 226 Q360 222 352 172 Z');
const NECKLINE = 'M352 172 Q360 222 400 226 Q440 222 448 172';
/** Collar rib, the seams where the sleeves meet the body, sleeve hems and the hem. */
const SEAMS = [
  'M360 184 Q368 236 400 240 Q432 236 440 184',
  'M232 212 C236 240 238 268 236 300',
  'M568 212 C564 240 562 268 564 300',
  'M170 444 Q210 458 256 460',
  'M630 444 Q590 458 544 460',
  'M250 806 Q400 822 550 806',
];
/** Where each sleeve lies over the body: from the armpit down to the sleeve's hem. */
const SLEEVE_EDGES = 'M262 318 C266 390 262 440 256 480 M538 318 C534 390 538 440 544 480';

/** The sleeves, turned away from the body's front and so in shadow. */
const SLEEVES =
  'M232 212 C214 226 204 240 198 262 C188 330 176 400 164 462 Q208 478 256 480 C262 440 266 390 262 318 C256 270 246 236 232 212 Z ' +
  'M568 212 C586 226 596 240 602 262 C612 330 624 400 636 462 Q592 478 544 480 C538 440 534 390 538 318 C544 270 554 236 568 212 Z';

const FOLDS = [
  { d: 'M262 300 C268 380 264 440 258 480', width: 26 },
  { d: 'M538 300 C532 380 536 440 542 480', width: 24, strength: 0.8 },
  { d: 'M300 500 C306 600 300 710 292 820', width: 26, strength: 0.75 },
  { d: 'M488 492 C494 600 500 710 508 820', width: 24, strength: 0.7 },
  { d: 'M398 600 C402 680 400 760 394 830', width: 16, strength: 0.45 },
  { d: 'M268 420 C300 444 330 452 362 446', width: 16, strength: 0.5 },
  { d: 'M532 420 C500 444 470 452 438 446', width: 16, strength: 0.45 },
  { d: 'M222 262 C208 330 194 394 184 458', width: 18, strength: 0.5 },
  { d: 'M578 262 C592 330 606 394 616 458', width: 18, strength: 0.45 },
];

/** The dress form's neck and cap, above the collar. */
const FORM_NECK = `
  <path d="M368 118 L368 214 Q400 232 432 214 L432 118 Z" fill="url(#form-linen)"/>
  <ellipse cx="400" cy="118" rx="32" ry="9" fill="#E6DCCB"/>
  <ellipse cx="400" cy="112" rx="38" ry="11" fill="#7A5A3C"/><ellipse cx="400" cy="108" rx="38" ry="10" fill="#94704D"/>
  <rect x="394" y="86" width="12" height="22" rx="5" fill="#6B4E33"/>`;

/** The form's hips below the hem, its pole and tripod. */
const FORM_STAND = `
  <path d="M268 790 L532 790 C536 822 526 846 506 852 Q400 864 294 852 C274 846 264 822 268 790 Z" fill="url(#form-linen)"/>
  <rect x="393" y="852" width="14" height="100" fill="#5E4630"/>
  <path d="M400 948 L300 982 M400 948 L500 982 M400 948 L400 990" stroke="#5E4630" stroke-width="12" stroke-linecap="round"/>`;

/**
 * A studio photo: the tee on a linen dress form against a warm wall, lit from the left, shaded like
 * a body underneath, with drape folds.
 */
export function onForm(cloth: Cloth): PhotoLayers {
  const defs = `
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#F3F0EB"/><stop offset="0.86" stop-color="#E4DED5"/>
      <stop offset="0.86" stop-color="#D8D0C4"/><stop offset="1" stop-color="#CFC6B8"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.45" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.45"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="body-light" x1="0.2" y1="0" x2="0.8" y2="0">
      <stop offset="0" stop-color="#000000" stop-opacity="${cloth.dark ? 0.38 : 0.24}"/>
      <stop offset="0.32" stop-color="#FFFFFF" stop-opacity="${cloth.dark ? 0.1 : 0.2}"/>
      <stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="${cloth.dark ? 0.42 : 0.28}"/>
    </linearGradient>
    <linearGradient id="form-linen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#B9AC96"/><stop offset="0.35" stop-color="#ECE3D4"/><stop offset="1" stop-color="#A99B84"/>
    </linearGradient>
    <clipPath id="front"><path d="${FRONT}"/></clipPath>`;
  const backdrop = `
    <rect width="800" height="1000" fill="url(#wall)"/>
    <rect width="800" height="1000" fill="url(#spot)"/>
    <ellipse cx="400" cy="968" rx="190" ry="22" fill="#000" opacity="0.2" filter="url(#drop)"/>
    <path d="${OUTLINE}" fill="#000" opacity="0.22" filter="url(#drop)" transform="translate(28 12)"/>`;
  const garment = `
    ${FORM_STAND}
    <path d="${OUTLINE}" fill="${cloth.shade}"/>
    ${FORM_NECK}
    <path d="${FRONT}" fill="${cloth.base}"/>
    <g clip-path="url(#front)">
      ${creases(FOLDS, cloth)}
      <path d="${SLEEVE_EDGES}" fill="none" stroke="${cloth.deep}" stroke-width="3" opacity="0.45"/>
      <path d="${SLEEVE_EDGES}" fill="none" stroke="${cloth.light}" stroke-width="2" opacity="${cloth.dark ? 0.35 : 0.2}" transform="translate(4 0)"/>
    </g>
    ${collarRib(NECKLINE, cloth, { width: 14, lift: 5, shine: 0.45 })}
    ${seams(SEAMS, cloth)}
    <path d="${OUTLINE}" fill="none" stroke="${cloth.deep}" stroke-width="2" opacity="0.4"/>`;
  const shading = `<g clip-path="url(#front)">
    <path d="${SLEEVES}" fill="#000" opacity="${cloth.dark ? 0.3 : 0.14}" filter="url(#fold)"/>
    ${folds(FOLDS, cloth)}
    <rect x="150" y="150" width="500" height="700" fill="url(#body-light)"/>
  </g>`;
  return { defs, backdrop, garment, shading, print: { x: 400, y: 390, scale: 0.6 } };
}

/** The widths the hero picture is drawn at (scripts/draw-hero.ts) and offered in its srcset. */
export { HERO_WIDTHS } from '@shop/shared';

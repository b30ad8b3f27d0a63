/** The widths the hero picture is drawn at (scripts/draw-hero.ts) and offered in its srcset. */
export const HERO_WIDTHS = [480, 800, 1200, 1600] as const;

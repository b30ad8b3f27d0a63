import type { Variant } from '@shop/shared';

/** How the admin screens name a variant: its product and its colour ("Monsoon Tee - Saffron"). */
export const variantName = (variant: Pick<Variant, 'product' | 'color'>) =>
  `${variant.product.name} - ${variant.color.name}`;

import crypto from 'node:crypto';

/**
 * A readable, unique-enough SKU from product and colour: SF-<product initials>-<colour>-<4 hex>,
 * e.g. SF-MDOT-IND-3F9A. Sizes share the variant's SKU (stock per size lives beside it). The random
 * tail makes clashes rare; the service retries on the unique index when one happens.
 */
export function skuFor(productName: string, colorName: string): string {
  const initials = (text: string) =>
    text
      .split(/\s+/)
      .filter((w) => /^[a-z]/i.test(w))
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .slice(0, 4);
  const color = colorName
    .replace(/[^a-z]/gi, '')
    .slice(0, 3)
    .toUpperCase();
  return ['SF', initials(productName) || 'X', color || 'C', crypto.randomBytes(2).toString('hex').toUpperCase()].join(
    '-',
  );
}

/** Query keys of the storefront's products: one root, so a catalogue change refreshes lists and pages alike. */
export const productKeys = {
  all: ['products'] as const,
  list: (filters: object) => ['products', 'list', filters] as const,
  facets: (filters: object) => ['products', 'facets', filters] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

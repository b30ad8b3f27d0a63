/** Query keys of the storefront's products: one root, so a catalogue change refreshes lists and pages alike. */
export const productKeys = {
  all: ['products'] as const,
  list: (filters: object) => ['products', 'list', filters] as const,
  facets: (filters: object) => ['products', 'facets', filters] as const,
  /** `params`: the language asked for (`lang`), if not English. */
  detail: (id: string, params: object = {}) => ['products', 'detail', id, params] as const,
};

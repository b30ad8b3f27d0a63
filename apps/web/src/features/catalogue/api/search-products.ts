import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListFilters } from '@shop/shared';
import { productsQuery } from './get-products';

export const SEARCH_PAGE_SIZE = 12;

/**
 * A search over products, best match first: one result per T-shirt, its colours carried along
 * (a search for a colour still finds the product that has it). Runs only for a non-blank query.
 */
export function useProductSearch(search: string, page: number, filters: ListFilters = {}) {
  const query = search.trim();
  return useQuery({
    ...productsQuery({ search: query, page, limit: SEARCH_PAGE_SIZE, sort: 'relevance', ...filters }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, VariantList } from '@shop/shared';
import { request } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 12;

export const searchVariants = (search: string, page: number) =>
  request(
    { method: 'get', url: API.variant.list, params: { search, page, limit: SEARCH_PAGE_SIZE } },
    VariantList,
    ERROR_FALLBACK.fetchVariants,
  );

export const variantSearchQuery = (search: string, page: number) =>
  queryOptions({ queryKey: ['variant-search', search, page], queryFn: () => searchVariants(search, page) });

/** Runs only for a non-blank query. */
export function useVariantSearch(search: string, page: number) {
  const query = search.trim();
  return useQuery({
    ...variantSearchQuery(query, page),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}

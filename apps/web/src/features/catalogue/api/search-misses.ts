import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, CATALOGUE_SCREEN } from '@shop/shared';
import { request } from '../../../lib/api-client';

/** GET /search/misses (admin): the searches that found nothing, most frequent first. */
export const getSearchMisses = () =>
  request({ method: 'get', url: API.search.misses }, (c) => c.SearchMissList, CATALOGUE_SCREEN.searchMissesFailed);

export const searchMissesQuery = () => queryOptions({ queryKey: ['search-misses'], queryFn: getSearchMisses });
export const useSearchMisses = () => useQuery(searchMissesQuery());

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  apiAddress,
  CATALOGUE_ERROR_FALLBACK,
  inCatalogueLanguage,
  type ProductFacets,
  type ProductFacetsQuery,
} from '@shop/shared';
import { request } from '../../../lib/api-client';
import { takeFirstAnswer } from '../../../lib/first-answers';
import { useLanguageStore } from '../../../lib/i18n';
import { productKeys } from './product-keys';

/** GET /product/facets: how many products each filter choice would list under the others. */
export const getProductFacets = (filters: Partial<ProductFacetsQuery>) =>
  request(
    { method: 'get', url: API.product.facets, params: filters },
    (c) => c.ProductFacets,
    CATALOGUE_ERROR_FALLBACK.fetchProducts,
  );

/** The counts in the shown language: a Hindi page names the colours in Hindi, as its cards do. */
export const productFacetsQuery = (given: Partial<ProductFacetsQuery>) => {
  const filters = inCatalogueLanguage(given, useLanguageStore.getState().language);
  return queryOptions({
    queryKey: productKeys.facets(filters),
    queryFn: () => getProductFacets(filters),
    // /products' counts come with its HTML (lib/first-answers), as its list does.
    initialData: () => takeFirstAnswer<ProductFacets>(apiAddress(API.product.facets, filters)),
  });
};

/** The counts beside the filters; the previous counts stay while the next arrive. */
export const useProductFacets = (filters: Partial<ProductFacetsQuery>, enabled = true) =>
  useQuery({ ...productFacetsQuery(filters), enabled, placeholderData: keepPreviousData });

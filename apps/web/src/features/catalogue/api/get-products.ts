import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  apiAddress,
  CATALOGUE_ERROR_FALLBACK,
  inCatalogueLanguage,
  type ProductList,
  type ProductListQuery,
} from '@shop/shared';
import { takeFirstAnswer } from '../../../lib/first-answers';
import { request } from '../../../lib/api-client';
import { useLanguageStore } from '../../../lib/i18n';
import { productKeys } from './product-keys';

export type ProductFilters = Partial<Omit<ProductListQuery, 'page' | 'limit'>> & { page?: number; limit?: number };

export const getProducts = (filters: ProductFilters) =>
  request(
    { method: 'get', url: API.product.list, params: filters },
    (c) => c.ProductList,
    CATALOGUE_ERROR_FALLBACK.fetchProducts,
  );

/** A list of products in the shown language; the page's first list may come with its HTML (lib/first-answers). */
export const productsQuery = (given: ProductFilters = {}) => {
  const filters = inCatalogueLanguage(given, useLanguageStore.getState().language);
  return queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: () => getProducts(filters),
    initialData: () => takeFirstAnswer<ProductList>(apiAddress(API.product.list, filters)),
  });
};

/** A page of products; while the next page loads the current one stays on screen. */
export const useProducts = (filters: ProductFilters = {}) =>
  useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });

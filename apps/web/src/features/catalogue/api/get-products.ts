import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, CATALOGUE_ERROR_FALLBACK, type ProductListQuery } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export type ProductFilters = Partial<Omit<ProductListQuery, 'page' | 'limit'>> & { page?: number; limit?: number };

export const getProducts = (filters: ProductFilters) =>
  request(
    { method: 'get', url: API.product.list, params: filters },
    (c) => c.ProductList,
    CATALOGUE_ERROR_FALLBACK.fetchProducts,
  );

export const productsQuery = (filters: ProductFilters = {}) =>
  queryOptions({ queryKey: productKeys.list(filters), queryFn: () => getProducts(filters) });

/** A page of products; while the next page loads the current one stays on screen. */
export const useProducts = (filters: ProductFilters = {}) =>
  useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, CATALOGUE_ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export const getProduct = (id: string) =>
  request({ method: 'get', url: API.product.one(id) }, (c) => c.ProductDetail, CATALOGUE_ERROR_FALLBACK.fetchProduct);

export const productQuery = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQuery(id));

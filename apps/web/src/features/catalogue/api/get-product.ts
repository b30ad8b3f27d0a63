import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, ProductDetail } from '@shop/shared';
import { request } from '../../../lib/api-client';

export const getProduct = (id: string) =>
  request({ method: 'get', url: API.product.one(id) }, ProductDetail, ERROR_FALLBACK.fetchProduct);

export const productQuery = (id: string) => queryOptions({ queryKey: ['product', id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQuery(id));

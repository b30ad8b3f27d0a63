import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, apiAddress, CATALOGUE_ERROR_FALLBACK, type ProductDetail } from '@shop/shared';
import { takeFirstAnswer } from '../../../lib/first-answers';
import { request } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export const getProduct = (id: string) =>
  request({ method: 'get', url: API.product.one(id) }, (c) => c.ProductDetail, CATALOGUE_ERROR_FALLBACK.fetchProduct);

/** A product; a product page's own may come with its HTML (lib/first-answers). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => getProduct(id),
    initialData: () => takeFirstAnswer<ProductDetail>(apiAddress(API.product.one(id))),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));

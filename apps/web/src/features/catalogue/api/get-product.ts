import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, apiAddress, CATALOGUE_ERROR_FALLBACK, inCatalogueLanguage, type ProductDetail } from '@shop/shared';
import { takeFirstAnswer } from '../../../lib/first-answers';
import { request } from '../../../lib/api-client';
import { useLanguageStore } from '../../../lib/i18n';
import { productKeys } from './product-keys';

export const getProduct = (id: string, params: object = {}) =>
  request(
    { method: 'get', url: API.product.one(id), params },
    (c) => c.ProductDetail,
    CATALOGUE_ERROR_FALLBACK.fetchProduct,
  );

/** A product in the shown language; a product page's own may come with its HTML (lib/first-answers). */
export const productQuery = (id: string) => {
  const params = inCatalogueLanguage({}, useLanguageStore.getState().language);
  return queryOptions({
    queryKey: productKeys.detail(id, params),
    queryFn: () => getProduct(id, params),
    initialData: () => takeFirstAnswer<ProductDetail>(apiAddress(API.product.one(id), params)),
  });
};

export const useProduct = (id: string) => useQuery(productQuery(id));

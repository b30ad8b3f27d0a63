import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  CSV_EXPORTS,
  ERROR_FALLBACK,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  VariantList,
  type ColorBody,
  type ProductBody,
  type ProductSummary,
} from '@shop/shared';
import { IMAGE_COUNT_CACHE_SECONDS } from '../../../config/settings';
import { request, send } from '../../../lib/api-client';
import { productKeys } from '../../catalogue';
import { adminKeys, refreshAdmin } from './admin-keys';
import { downloadFile } from './download';

// Colours ---------------------------------------------------------------------------------------

export const colorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.colors,
    queryFn: () => request({ method: 'get', url: API.color.list }, (c) => c.ColorList, ERROR_FALLBACK.fetchColors),
  });
export const useColors = () => useQuery(colorsQuery());

export const saveColor = ({ id, body }: { id?: string | undefined; body: ColorBody }) =>
  id
    ? send({ method: 'patch', url: API.color.one(id), data: body }, ERROR_FALLBACK.updateColor)
    : send({ method: 'post', url: API.color.list, data: body }, ERROR_FALLBACK.createColor);

// Products --------------------------------------------------------------------------------------

/** The admin's product list includes products that have no variant yet (`all=true`). */
export const adminProductsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.productPage(page),
    queryFn: () =>
      request(
        { method: 'get', url: API.product.list, params: { all: 'true', page, limit: PAGE_SIZE } },
        (c) => c.ProductList,
        ERROR_FALLBACK.fetchProducts,
      ),
    placeholderData: keepPreviousData,
  });
export const useAdminProducts = (page: number) => useQuery(adminProductsQuery(page));

/** Every product, for the Product selects and filters (read a page of 100 at a time). */
async function fetchAllProducts(): Promise<ProductSummary[]> {
  const all: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const list = await request(
      { method: 'get', url: API.product.list, params: { all: 'true', page, limit: MAX_PAGE_SIZE } },
      (c) => c.ProductList,
      ERROR_FALLBACK.fetchProducts,
    );
    all.push(...list.products);
    if (page >= list.totalPages) break;
  }
  return all.sort((a, b) => a.name.localeCompare(b.name));
}
export const allProductsQuery = () => queryOptions({ queryKey: adminKeys.allProducts, queryFn: fetchAllProducts });
export const useAllProducts = () => useQuery(allProductsQuery());

export const saveProduct = ({ id, body }: { id?: string | undefined; body: ProductBody }) =>
  id
    ? send({ method: 'patch', url: API.product.one(id), data: body }, ERROR_FALLBACK.updateProduct)
    : send({ method: 'post', url: API.product.list, data: body }, ERROR_FALLBACK.createProduct);

// Variants --------------------------------------------------------------------------------------

export type VariantFilters = { productId: string; color: string; search: string; page: number };

export const adminVariantsQuery = (filters: VariantFilters) =>
  queryOptions({
    queryKey: adminKeys.variantList(filters),
    queryFn: () =>
      request(
        {
          method: 'get',
          url: API.variant.list,
          params: {
            productId: filters.productId || undefined,
            color: filters.color || undefined,
            search: filters.search.trim() || undefined,
            page: filters.page,
            limit: PAGE_SIZE,
          },
        },
        VariantList,
        ERROR_FALLBACK.fetchVariants,
      ),
    placeholderData: keepPreviousData,
  });
export const useAdminVariants = (filters: VariantFilters) => useQuery(adminVariantsQuery(filters));

/** Multipart: the text fields, quantity as JSON, and at most the first chosen image. */
export const saveVariant = ({ id, form }: { id?: string | undefined; form: FormData }) =>
  id
    ? send({ method: 'patch', url: API.variant.one(id), data: form }, ERROR_FALLBACK.updateVariant)
    : send({ method: 'post', url: API.variant.list, data: form }, ERROR_FALLBACK.createVariant);

export const downloadVariantsCsv = () =>
  downloadFile(API.variant.csv, {}, CSV_EXPORTS.variants.fileName, ERROR_FALLBACK.fetchVariants);

// Variant image sets ----------------------------------------------------------------------------

export const getImageSet = (variantId: string) =>
  request(
    { method: 'get', url: API.images.list, params: { variantId } },
    (c) => c.VariantImagesAnswer,
    ERROR_FALLBACK.fetchVariantImages,
  );

/** One variant's image set; kept 300 seconds, refreshed after any image change. */
export const imageSetQuery = (variantId: string) =>
  queryOptions({
    queryKey: adminKeys.imageSet(variantId),
    queryFn: () => getImageSet(variantId),
    staleTime: IMAGE_COUNT_CACHE_SECONDS * 1000,
  });
export const useImageSet = (variantId: string | null) =>
  useQuery({ ...imageSetQuery(variantId ?? ''), enabled: Boolean(variantId) });

export const saveImageSet = ({
  setId,
  variantId,
  files,
}: {
  setId?: string | undefined;
  variantId: string;
  files: File[];
}) => {
  const form = new FormData();
  if (!setId) form.append('variantId', variantId);
  for (const file of files) form.append('images', file);
  return setId
    ? send({ method: 'put', url: API.images.one(setId), data: form }, ERROR_FALLBACK.updateVariantImages)
    : send({ method: 'post', url: API.images.list, data: form }, ERROR_FALLBACK.createVariantImages);
};

// Deleting --------------------------------------------------------------------------------------

export type DeleteTarget = {
  type: 'color' | 'product' | 'variant' | 'images';
  id: string;
  /** Runs after a successful delete (the images form closes with its set). */
  onDeleted?: () => void;
};

const deleteCalls = {
  color: (id: string) => send({ method: 'delete', url: API.color.one(id) }, ERROR_FALLBACK.deleteColor),
  product: (id: string) => send({ method: 'delete', url: API.product.one(id) }, ERROR_FALLBACK.deleteProduct),
  variant: (id: string) => send({ method: 'delete', url: API.variant.one(id) }, ERROR_FALLBACK.deleteVariant),
  images: (id: string) => send({ method: 'delete', url: API.images.one(id) }, ERROR_FALLBACK.deleteVariantImages),
};

export const deleteItem = (target: DeleteTarget) => deleteCalls[target.type](target.id);

/**
 * Catalogue writes refresh the catalogue tables. Variants show colour and product names, and image
 * counts hang off variants, so any write refreshes all four, and the storefront's own queries too.
 * The refetch is not awaited: the toast and the closing modal follow the server's answer at once.
 */
export function useCatalogueMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void refreshAdmin(queryClient);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

import { useSearchParams } from 'react-router';
import {
  LIST_FILTER_NAMES,
  LIST_PAGE_TEXTS,
  listFiltersOf,
  PRODUCTS_PAGE_SORTS,
  productsPageQuery,
  type ListFilters as Filters,
  type ProductsPageSort,
} from '@shop/shared';
import { useScreenTexts, useTexts } from '../../lib/i18n';
import { PageMeta } from '../../components/ui/page-meta';
import { PageHeading } from '../../components/ui/status';
import { Pagination } from '../../components/ui/pagination';
import { ListFilters, ProductGrid, useProductFacets, useProducts } from '../../features/catalogue';

type Sort = ProductsPageSort;

/**
 * /products: every T-shirt, 12 to a page, with filters and sorting; page, sort and filters live in
 * the URL, so a filtered list can be shared, reloaded and gone back to.
 */
export default function ProductsScreen() {
  const [params, setParams] = useSearchParams();
  const texts = useTexts().storefront;
  const listTexts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  const sortLabels: Record<ProductsPageSort, string> = {
    newest: listTexts.sortNewest,
    'price-asc': listTexts.sortPriceAsc,
    'price-desc': listTexts.sortPriceDesc,
    rating: listTexts.sortRating,
  };
  // The same query the server answers the page's HTML with (its first answers).
  const query = productsPageQuery(params);
  const { page, sort } = query;
  const { data, isPending, isError, refetch } = useProducts(query);
  const filters = listFiltersOf(params);
  const facets = useProductFacets(filters);

  /** New filters: a new history entry (Back returns to the previous choice), from page 1. */
  const filter = (next: Filters) => {
    const search = new URLSearchParams(params);
    for (const name of LIST_FILTER_NAMES) search.delete(name);
    for (const name of LIST_FILTER_NAMES) if (next[name] !== undefined) search.set(name, String(next[name]));
    search.delete('page');
    setParams(search);
  };

  const update = (next: { page?: number; sort?: Sort }) => {
    const search = new URLSearchParams(params);
    if (next.sort) search.set('sort', next.sort);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="container-page py-10">
      <PageMeta title={texts.listTitle} description={texts.listDescription} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading lead={texts.listLead}>{texts.listTitle}</PageHeading>
        <label className="mb-6 flex items-center gap-2 text-sm font-medium sm:mb-8">
          {texts.sortBy}
          <select
            value={sort}
            onChange={(event) => update({ sort: event.target.value as Sort })}
            className="rounded-[var(--radius-control)] border border-line bg-card px-3 py-2 text-sm"
          >
            {PRODUCTS_PAGE_SORTS.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListFilters filters={filters} facets={facets.data} onChange={filter} />
      <ProductGrid
        products={data?.products}
        isPending={isPending}
        isError={isError}
        headingLevel={2}
        onRetry={() => void refetch()}
      />
      {data ? <Pagination page={page} totalPages={data.totalPages} onPage={(p) => update({ page: p })} /> : null}
    </div>
  );
}

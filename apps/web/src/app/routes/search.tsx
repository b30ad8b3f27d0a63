import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import {
  ERROR_FALLBACK,
  LIST_FILTER_NAMES,
  LIST_PAGE_TEXTS,
  listFiltersOf,
  SearchBox,
  VALIDATION,
  type ListFilters as Filters,
} from '@shop/shared';
import { Button } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { PageHeading } from '../../components/ui/status';
import { errorMessage } from '../../lib/api-client';
import { useScreenTexts, useTexts, useTranslateMessage } from '../../lib/i18n';
import { Pagination } from '../../components/ui/pagination';
import { ListFilters, SearchResults, useProductFacets, useProductSearch } from '../../features/catalogue';

/** /search?q=...: the query lives in the URL so results can be shared and reloaded. */
export default function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [blank, setBlank] = useState(false);
  const filters = listFiltersOf(params);
  const results = useProductSearch(query, page, filters);
  const facets = useProductFacets({ search: query, ...filters }, query.length > 0);
  const corrected = results.data?.showingResultsFor;
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  const catalogue = useTexts().catalogue;
  const translate = useTranslateMessage();

  /** New filters on the same search: a new history entry, from page 1. */
  const filter = (next: Filters) => {
    const search = new URLSearchParams({ q: query });
    for (const name of LIST_FILTER_NAMES) if (next[name] !== undefined) search.set(name, String(next[name]));
    setParams(search);
  };

  const search = (text: string) => {
    const next = text.trim();
    if (!next) {
      // No call for a blank query.
      setBlank(true);
      setParams({});
      return;
    }
    setBlank(false);
    // A new search keeps the filters chosen.
    const search = new URLSearchParams({ q: next });
    for (const name of LIST_FILTER_NAMES) if (filters[name] !== undefined) search.set(name, String(filters[name]));
    setParams(search);
  };

  return (
    <div className="container-page py-10">
      <PageMeta title={query ? texts.searchTitle(query) : texts.search} description={texts.searchDescription} />
      <PageHeading lead={texts.searchLead}>{texts.search}</PageHeading>
      <SearchForm key={query} initial={query} blank={blank} onSearch={search} />
      {blank && !query ? (
        <p id="search-error" role="alert" className="text-danger">
          {translate(VALIDATION.searchQueryRequired)}
        </p>
      ) : null}
      {query ? (
        <>
          {corrected ? (
            <p className="mb-4 text-base" role="status">
              {catalogue.showingResultsFor} <strong className="font-semibold text-brand-strong">“{corrected}”</strong>.{' '}
              <span className="text-ink-soft">{catalogue.nothingAsTyped(query)}</span>
            </p>
          ) : null}
          {/* Nothing to narrow when nothing was found and no filter is on. */}
          {results.data?.products.length || Object.keys(filters).length ? (
            <ListFilters filters={filters} facets={facets.data} onChange={filter} />
          ) : null}
          {results.data && results.data.products.length > 0 && !corrected ? (
            <p className="mb-4 text-sm text-ink-soft" aria-live="polite">
              {texts.resultsFor(`“${query}”`)}
            </p>
          ) : null}
          <SearchResults
            query={query}
            products={results.data?.products}
            suggestions={results.data?.suggestions}
            isPending={results.isPending}
            isError={results.isError}
            errorText={errorMessage(results.error, ERROR_FALLBACK.fetchProducts)}
            onRetry={() => void results.refetch()}
          />
          {results.data ? (
            <Pagination
              page={page}
              totalPages={results.data.totalPages}
              onPage={(p) => {
                const search = new URLSearchParams(params);
                if (p > 1) search.set('page', String(p));
                else search.delete('page');
                setParams(search);
              }}
            />
          ) : null}
        </>
      ) : !blank ? (
        <p className="text-ink-soft">{texts.typeToSee(translate(VALIDATION.searchQueryRequired))}</p>
      ) : null}
    </div>
  );
}

/** Keyed by the URL's query, so the box shows the query of the page being looked at. */
function SearchForm({
  initial,
  blank,
  onSearch,
}: {
  initial: string;
  blank: boolean;
  onSearch: (text: string) => void;
}) {
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  const form = useForm<SearchBox, unknown, z.output<typeof SearchBox>>({
    resolver: zodResolver(SearchBox),
    defaultValues: { q: initial },
  });
  // A blank box is the page's to say (under the form, with the results cleared).
  const submit = form.handleSubmit(
    ({ q }) => onSearch(q),
    () => onSearch(''),
  );
  return (
    <form role="search" onSubmit={submit} className="mb-8 flex max-w-2xl gap-2" noValidate>
      <label htmlFor="search-query" className="sr-only">
        {texts.searchProducts}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id="search-query"
          type="search"
          {...form.register('q')}
          placeholder={texts.searchPlaceholder}
          maxLength={200}
          aria-invalid={blank || undefined}
          aria-describedby={blank ? 'search-error' : undefined}
          className="min-h-12 w-full rounded-[var(--radius-control)] border border-line bg-card py-2.5 pr-3 pl-10 text-base focus:border-ink focus:outline-none"
        />
      </div>
      <Button type="submit" size="lg">
        {texts.search}
      </Button>
    </form>
  );
}

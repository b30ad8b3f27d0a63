import { useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import {
  FIT_VERDICT_LABELS,
  formatInr,
  LIST_PAGE_TEXTS,
  SIZES,
  type ListFilters as Filters,
  type ProductFacets,
} from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

type Props = {
  filters: Filters;
  facets: ProductFacets | undefined;
  onChange: (next: Filters) => void;
};

const chip = (active: boolean) =>
  `inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40 ${
    active ? 'border-ink bg-ink text-white' : 'border-line bg-card text-ink hover:border-ink'
  }`;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** A choice with the number of products it would list; choosing it again clears it. */
function Choice({
  label,
  count,
  active,
  onToggle,
  swatch,
}: {
  label: string;
  count: number | undefined;
  active: boolean;
  onToggle: () => void;
  swatch?: string;
}) {
  return (
    <button
      type="button"
      className={chip(active)}
      aria-pressed={active}
      disabled={!active && count === 0}
      onClick={onToggle}
    >
      {swatch ? (
        <span className="size-4 rounded-full border border-line" style={{ backgroundColor: swatch }} aria-hidden />
      ) : null}
      {label}
      {count !== undefined ? <span className={active ? 'text-white/80' : 'text-muted'}>({count})</span> : null}
    </button>
  );
}

/**
 * Whether the address's colour is this one. The filter writes the English name, the same on both
 * languages' pages; an address may name it in Hindi (made before, or typed), which filters as well.
 */
const isChosen = (chosen: string | undefined, color: ProductFacets['colors'][number]) =>
  chosen !== undefined && [color.value, color.nameHi].some((name) => name?.toLowerCase() === chosen.toLowerCase());

/**
 * The list's filters: size in stock, colour, fit as reviewers say, price range; each choice with
 * the number of products it would list. The page keeps them in its address.
 */
export function ListFilters({ filters, facets, onChange }: Props) {
  const set = (patch: Partial<Filters>) => {
    const next: Filters = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof Filters)[]) if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const chosen = Object.keys(filters).length;
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  const fits = useScreenTexts('fitVerdicts', FIT_VERDICT_LABELS);
  // On a phone the choices open from a button, so the list stays on the first screen.
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={texts.filters} className="card mb-8 flex flex-col gap-5 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="hidden text-base font-bold md:block">{texts.filter}</h2>
        <button
          type="button"
          className={`${chip(chosen > 0)} md:hidden`}
          aria-expanded={open}
          aria-controls="list-filter-choices"
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {chosen > 0 ? texts.filtersChosen(chosen) : texts.filters}
        </button>
        {chosen > 0 ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-strong underline"
            onClick={() => onChange({})}
          >
            {texts.clearFilters}
          </button>
        ) : null}
      </div>
      <div
        id="list-filter-choices"
        className={`${open ? 'grid' : 'hidden'} gap-5 md:grid md:grid-cols-2 xl:grid-cols-4`}
      >
        <Group title={texts.sizeInStock}>
          {SIZES.map((size) => (
            <Choice
              key={size}
              label={size}
              count={facets?.sizes.find((s) => s.size === size)?.count}
              active={filters.size === size}
              onToggle={() => set({ size: filters.size === size ? undefined : size })}
            />
          ))}
        </Group>
        <Group title={texts.colour}>
          {(facets?.colors ?? []).map((color) => {
            const active = isChosen(filters.color, color);
            return (
              <Choice
                key={color.value}
                label={color.name}
                swatch={color.hex}
                count={color.count}
                active={active}
                onToggle={() => set({ color: active ? undefined : color.value })}
              />
            );
          })}
        </Group>
        <Group title={texts.fitByReviewers}>
          {(facets?.fits ?? []).map(({ fit, count }) => (
            <Choice
              key={fit}
              label={fits[fit]}
              count={count}
              active={filters.fit === fit}
              onToggle={() => set({ fit: filters.fit === fit ? undefined : fit })}
            />
          ))}
        </Group>
        <PriceRange
          key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
          filters={filters}
          range={facets?.price ?? null}
          onApply={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
        />
      </div>
    </section>
  );
}

function PriceRange({
  filters,
  range,
  onApply,
}: {
  filters: Filters;
  range: ProductFacets['price'];
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  const toNumber = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));
  const input =
    'w-full min-w-0 rounded-[var(--radius-control)] border border-line bg-card px-3 py-2 text-base focus:border-ink focus:outline-none';
  return (
    <form
      className="flex min-w-0 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(toNumber(min), toNumber(max));
      }}
    >
      <p className="text-sm font-semibold" id="price-range-title">
        {texts.priceRange}
      </p>
      <div className="flex items-center gap-2" role="group" aria-labelledby="price-range-title">
        <label className="sr-only" htmlFor="price-min">
          {texts.lowestPrice}
        </label>
        <input
          id="price-min"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder={range ? String(Math.floor(range.min)) : texts.min}
          value={min}
          onChange={(event) => setMin(event.target.value)}
          className={input}
        />
        <span aria-hidden>–</span>
        <label className="sr-only" htmlFor="price-max">
          {texts.highestPrice}
        </label>
        <input
          id="price-max"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder={range ? String(Math.ceil(range.max)) : texts.max}
          value={max}
          onChange={(event) => setMax(event.target.value)}
          className={input}
        />
        <button type="submit" className={`${chip(false)} shrink-0 whitespace-nowrap`}>
          {texts.apply}
        </button>
      </div>
      {range ? (
        <p className="text-xs text-muted">{texts.priceSpan(formatInr(range.min), formatInr(range.max))}</p>
      ) : null}
    </form>
  );
}

import { useState } from 'react';
import { ERROR_FALLBACK, SCREEN, SIZES, VARIANT_SEARCH_DEBOUNCE_MS, formatInr, type Variant } from '@shop/shared';
import { Download, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { toastError } from '../../../lib/toast';
import { downloadVariantsCsv, useAdminVariants, useAllProducts, useColors, type DeleteTarget } from '../api/catalogue';
import { useClampedPage } from '../hooks/use-clamped-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminSection, td } from './admin-section';
import { AdminTable, EditDeleteCell, QueryList } from './admin-table';
import { ColorSwatch } from './color-swatch';
import { VariantFormModal } from './variant-form-modal';

export function VariantsSection({ onDelete }: { onDelete: (target: DeleteTarget) => void }) {
  const [productId, setProductId] = useState('');
  const [color, setColor] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search, VARIANT_SEARCH_DEBOUNCE_MS);
  const variants = useAdminVariants({ productId, color, search: debouncedSearch, page });
  const products = useAllProducts();
  const colors = useColors();
  const [form, setForm] = useState<{ mode: 'create' } | { mode: 'edit'; variant: Variant } | null>(null);
  const [downloading, setDownloading] = useState(false);
  useClampedPage(page, variants.data?.totalPages, setPage);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadVariantsCsv();
    } catch (error) {
      toastError(error, ERROR_FALLBACK.fetchVariants);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminSection
      id="variants"
      title="Variants"
      description="One variant is a product in one colour, with its price, stock per size and main image."
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={download} pending={downloading} pendingText="Downloading...">
            <Download className="size-4" aria-hidden />
            Download CSV
          </Button>
          <Button size="sm" onClick={() => setForm({ mode: 'create' })}>
            <Plus className="size-4" aria-hidden />
            Add Variant
          </Button>
        </>
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Filter by product"
          value={productId}
          onChange={(event) => {
            setProductId(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All products</option>
          {products.data?.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Filter by color"
          value={color}
          onChange={(event) => {
            setColor(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All colors</option>
          {colors.data?.colors.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Search variants"
          type="search"
          placeholder="Product, colour or SKU"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryList
        query={variants}
        isEmpty={(data) => data.variants.length === 0}
        empty={SCREEN.noVariants}
        loading={SCREEN.loadingVariants}
      >
        {(data) => (
          <AdminTable
            label="Variants"
            minWidth="min-w-[52rem]"
            columns={[
              { label: 'Variant' },
              { label: 'Price', align: 'right' },
              { label: 'Stock' },
              { label: 'SKU' },
              { label: 'Actions', align: 'right' },
            ]}
            pagination={{
              page,
              totalPages: data.totalPages,
              onPage: setPage,
              label: 'Variants pages',
              stale: variants.isPlaceholderData,
            }}
          >
            {data.variants.map((variant) => {
              const name = `${variant.product.name} - ${variant.color.name}`;
              return (
                <tr key={variant._id}>
                  <td className={td}>
                    <div className="flex items-center gap-3">
                      <div className="size-12 shrink-0 overflow-hidden rounded-[var(--radius-control)] bg-paper">
                        <ResponsiveImage image={variant.image} alt="" sizes="48px" />
                      </div>
                      <div>
                        <p className="font-medium">{variant.product.name}</p>
                        <p className="flex items-center gap-1.5 text-xs text-muted">
                          <ColorSwatch hex={variant.color.hex} className="size-3" />
                          {variant.color.name}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className={`${td} text-right font-semibold whitespace-nowrap`}>{formatInr(variant.price)}</td>
                  <td className={td}>
                    <dl className="grid grid-cols-4 gap-x-3 text-xs">
                      {SIZES.map((size) => (
                        <div key={size} className="text-center">
                          <dt className="text-muted">{size}</dt>
                          <dd
                            className={`font-semibold tabular-nums ${variant.quantity[size] === 0 ? 'text-danger' : ''}`}
                          >
                            {variant.quantity[size]}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                  <td className={`${td} font-mono text-xs`}>{variant.sku}</td>
                  <EditDeleteCell
                    name={name}
                    onEdit={() => setForm({ mode: 'edit', variant })}
                    onDelete={() => onDelete({ type: 'variant', id: variant._id })}
                  />
                </tr>
              );
            })}
          </AdminTable>
        )}
      </QueryList>
      <VariantFormModal state={form} onClose={() => setForm(null)} />
    </AdminSection>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACK, SCREEN, type Variant } from '@shop/shared';
import { VARIANT_SEARCH_DEBOUNCE_MS } from '../../../config/settings';
import { Download, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/toast';
import { StockHistoryDialog, type StockHistoryTarget } from '../../inventory';
import { useDemand } from '../../stock-alerts';
import { refreshAdmin } from '../api/admin-keys';
import { downloadVariantsCsv, useAdminVariants, type DeleteTarget } from '../api/catalogue';
import { useClampedPage } from '../hooks/use-clamped-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminSection } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';
import { VariantFilters, type VariantFilterValues } from './variant-filters';
import { VariantFormModal, type VariantFormState } from './variant-form-modal';
import { variantName } from './variant-name';
import { VariantRow } from './variant-row';

export function VariantsSection({ onDelete }: { onDelete: (target: DeleteTarget) => void }) {
  const [filters, setFilters] = useState<VariantFilterValues>({ productId: '', color: '', search: '' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search, VARIANT_SEARCH_DEBOUNCE_MS);
  const variants = useAdminVariants({ ...filters, search, page });
  const demand = useDemand();
  const [form, setForm] = useState<VariantFormState>(null);
  const [history, setHistory] = useState<StockHistoryTarget>(null);
  const queryClient = useQueryClient();
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
      description="One variant is a product in one colour, with its price, stock per size and main image. “Waiting” counts the shoppers who asked to be e-mailed when a sold-out size is back."
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
      <VariantFilters
        values={filters}
        onChange={(next) => {
          setFilters((current) => ({ ...current, ...next }));
          setPage(1);
        }}
      />
      <QueryList
        query={variants}
        isEmpty={(data) => data.variants.length === 0}
        empty={SCREEN.noVariants}
        loading={SCREEN.loadingVariants}
      >
        {(data) => (
          <AdminTable
            label="Variants"
            minWidth="lg:min-w-[52rem]"
            stacked
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
            {data.variants.map((variant: Variant) => (
              <VariantRow
                key={variant._id}
                variant={variant}
                waiting={(size) => demand.waiting(variant._id, size)}
                onHistory={() => setHistory({ id: variant._id, name: variantName(variant) })}
                onEdit={() => setForm({ mode: 'edit', variant })}
                onDelete={() => onDelete({ type: 'variant', id: variant._id })}
              />
            ))}
          </AdminTable>
        )}
      </QueryList>
      <VariantFormModal state={form} waiting={demand.waiting} onClose={() => setForm(null)} />
      <StockHistoryDialog
        target={history}
        onClose={() => setHistory(null)}
        onAdjusted={() => void refreshAdmin(queryClient)}
      />
    </AdminSection>
  );
}

import { useState } from 'react';
import { SCREEN, type ProductSummary } from '@shop/shared';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAdminProducts, type DeleteTarget } from '../api/catalogue';
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, EditDeleteCell, QueryList } from '../../../components/ui/admin-table';
import { useClampedPage } from '../hooks/use-clamped-page';
import { ProductFormModal } from './product-form-modal';

export function ProductsSection({ onDelete }: { onDelete: (target: DeleteTarget) => void }) {
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page);
  const [form, setForm] = useState<{ product: ProductSummary | null } | null>(null);
  useClampedPage(page, products.data?.totalPages, setPage);
  return (
    <AdminSection
      id="products"
      title="Products"
      actions={
        <Button size="sm" onClick={() => setForm({ product: null })}>
          <Plus className="size-4" aria-hidden />
          Add Product
        </Button>
      }
    >
      <QueryList query={products} isEmpty={(data) => data.products.length === 0} empty={SCREEN.noProducts}>
        {(data) => (
          <AdminTable
            label="Products"
            minWidth="min-w-[48rem]"
            columns={[
              { label: 'Name' },
              { label: 'Description' },
              { label: 'Story' },
              { label: 'Actions', align: 'right' },
            ]}
            pagination={{
              page,
              totalPages: data.totalPages,
              onPage: setPage,
              label: 'Products pages',
              stale: products.isPlaceholderData,
            }}
          >
            {data.products.map((product) => (
              <tr key={product._id}>
                <td className={`${td} font-medium`}>
                  {product.name}
                  {product.variant === null ? (
                    <span className="mt-1 block text-xs font-normal text-warning">No variants yet</span>
                  ) : null}
                </td>
                <td className={`${td} max-w-64 text-ink-soft`}>
                  <p className="line-clamp-2">{product.description}</p>
                </td>
                <td className={`${td} max-w-80 text-ink-soft`}>
                  <p className="line-clamp-2">{product.story}</p>
                </td>
                <EditDeleteCell
                  name={product.name}
                  onEdit={() => setForm({ product })}
                  onDelete={() => onDelete({ type: 'product', id: product._id })}
                />
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryList>
      <ProductFormModal open={form !== null} product={form?.product ?? null} onClose={() => setForm(null)} />
    </AdminSection>
  );
}

import { useState } from 'react';
import { SCREEN, type ProductSummary } from '@shop/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAdminProducts, type DeleteTarget } from '../api/catalogue';
import { AdminSection, ListState, TableFrame, td, th } from './admin-section';
import { useClampedPage } from '../hooks/use-clamped-page';
import { Pagination } from './pagination';
import { ProductFormModal } from './product-form-modal';

export function ProductsSection({ onDelete }: { onDelete: (target: DeleteTarget) => void }) {
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page);
  const [form, setForm] = useState<{ product: ProductSummary | null } | null>(null);
  const totalPages = products.data?.totalPages ?? 1;
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
      {products.isPending ? (
        <ListState>{SCREEN.loading}</ListState>
      ) : products.isError ? (
        <ListState tone="error">{SCREEN.listError(products.error.message)}</ListState>
      ) : products.data.products.length === 0 ? (
        <ListState>{SCREEN.noProducts}</ListState>
      ) : (
        <div className={products.isPlaceholderData ? 'opacity-60' : ''}>
          <TableFrame label="Products" minWidth="min-w-[48rem]">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Description
                </th>
                <th scope="col" className={th}>
                  Story
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {products.data.products.map((product) => (
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
                  <td className={`${td} text-right`}>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${product.name}`}
                        onClick={() => setForm({ product })}
                      >
                        <Pencil className="size-4" aria-hidden />
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-danger"
                        aria-label={`Delete ${product.name}`}
                        onClick={() => onDelete({ type: 'product', id: product._id })}
                      >
                        <Trash2 className="size-4" aria-hidden />
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <Pagination page={page} totalPages={totalPages} onPage={setPage} label="Products pages" />
        </div>
      )}
      <ProductFormModal open={form !== null} product={form?.product ?? null} onClose={() => setForm(null)} />
    </AdminSection>
  );
}

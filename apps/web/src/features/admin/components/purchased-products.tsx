import { useState } from 'react';
import { SCREEN } from '@shop/shared';
import { FALLBACK_IMAGE } from '../../../components/ui/responsive-image';
import { usePurchasedProducts, type ProductSort } from '../api/dashboard';
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';

export function PurchasedProducts() {
  const [sortBy, setSortBy] = useState<ProductSort>('quantitySold');
  const products = usePurchasedProducts(sortBy);
  return (
    <AdminSection title="Most Purchased Products" description="Variants by units sold or by number of orders.">
      <QueryList query={products} isEmpty={(data) => data.products.length === 0} empty={SCREEN.noSalesData}>
        {(data) => (
          <AdminTable
            label="Most purchased products"
            minWidth="min-w-[22rem]"
            columns={[
              { label: 'Product' },
              { label: 'Sold', sort: 'quantitySold', align: 'right' },
              { label: 'Orders', sort: 'orderCount', align: 'right' },
            ]}
            sort={{ current: sortBy, onSort: setSortBy }}
          >
            {data.products.map((row) => (
              <tr key={row.variantId}>
                <td className={td}>
                  <div className="flex items-center gap-3">
                    <img
                      src={row.image?.url ?? FALLBACK_IMAGE}
                      alt=""
                      loading="lazy"
                      className="size-12 shrink-0 rounded-[var(--radius-control)] bg-paper object-cover"
                    />
                    <div>
                      <p className="font-medium">{row.productName}</p>
                      <p className="text-xs text-muted">{row.colorName}</p>
                    </div>
                  </div>
                </td>
                <td className={`${td} text-right tabular-nums`}>{row.quantitySold}</td>
                <td className={`${td} text-right tabular-nums`}>{row.orderCount}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryList>
    </AdminSection>
  );
}

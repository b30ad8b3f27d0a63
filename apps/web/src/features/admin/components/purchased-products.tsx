import { useState } from 'react';
import { SCREEN } from '@shop/shared';
import { FALLBACK_IMAGE } from '../../../components/ui/responsive-image';
import { usePurchasedProducts, type ProductSort } from '../api/dashboard';
import { AdminSection, ListState, TableFrame, td, th } from './admin-section';
import { SortHeader } from './sort-header';

export function PurchasedProducts() {
  const [sortBy, setSortBy] = useState<ProductSort>('quantitySold');
  const products = usePurchasedProducts(sortBy);
  return (
    <AdminSection title="Most Purchased Products" description="Variants by units sold or by number of orders.">
      {products.isPending ? (
        <ListState>{SCREEN.loading}</ListState>
      ) : products.isError ? (
        <ListState tone="error">{SCREEN.listError(products.error.message)}</ListState>
      ) : products.data.products.length === 0 ? (
        <ListState>{SCREEN.noSalesData}</ListState>
      ) : (
        <TableFrame label="Most purchased products" minWidth="min-w-[22rem]">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Product
              </th>
              <SortHeader
                label="Sold"
                value="quantitySold"
                current={sortBy}
                onSort={setSortBy}
                className="text-right"
              />
              <SortHeader
                label="Orders"
                value="orderCount"
                current={sortBy}
                onSort={setSortBy}
                className="text-right"
              />
            </tr>
          </thead>
          <tbody>
            {products.data.products.map((row) => (
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
          </tbody>
        </TableFrame>
      )}
    </AdminSection>
  );
}

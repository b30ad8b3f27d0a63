import {
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_THRESHOLD,
  SALES_CHART_DAYS,
  SHOP_TIME_ZONE,
  paiseToRupees,
  type DashboardSales,
  type DashboardSettings,
  type LowStock,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { thumbnailUrl } from '../catalogue/index.ts';
import * as repo from './admin.charts.repository.ts';

/** Orders and net sales (money received less what accepted returns gave back) for each of the last days of the shop's calendar, oldest first. */
export async function salesPerDay(db: Db): Promise<DashboardSales> {
  const days = await repo.salesPerDay(db, SALES_CHART_DAYS);
  return {
    timeZone: SHOP_TIME_ZONE,
    days: days.map((d) => ({
      date: d.date,
      orders: d.orders,
      revenue: paiseToRupees(d.revenuePaise - d.returnedPaise),
      returns: paiseToRupees(d.returnedPaise),
    })),
  };
}

export const returnedTotalPaise = repo.returnedTotal;

export async function settings(db: Db): Promise<DashboardSettings> {
  const row = await repo.readSettings(db);
  return { lowStockThreshold: row?.lowStockThreshold ?? LOW_STOCK_THRESHOLD.default };
}

export async function saveSettings(db: Db, input: DashboardSettings): Promise<DashboardSettings> {
  const row = await repo.saveLowStockThreshold(db, input.lowStockThreshold);
  return { lowStockThreshold: row.lowStockThreshold };
}

/** The sizes at or under the saved threshold, fewest units first. */
export async function lowStock(db: Db): Promise<LowStock> {
  const { lowStockThreshold: threshold } = await settings(db);
  const { rows, total } = await repo.lowStockSizes(db, threshold, LOW_STOCK_LIST_LIMIT);
  return {
    threshold,
    total,
    sizes: rows.map((r) => ({
      variantId: r.variantId,
      productId: r.productId,
      productName: r.productName,
      colorName: r.colorName,
      size: r.size,
      quantity: r.quantity,
      // A 40-px thumbnail: the photo's smallest stored width, not its largest.
      image: r.imageUrl ? { url: thumbnailUrl(r.imageUrl) } : null,
    })),
  };
}

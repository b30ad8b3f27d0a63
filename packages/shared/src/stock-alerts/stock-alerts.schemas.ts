import { z } from 'zod';
import { Id } from '../api.ts';
import { Size } from '../catalogue/catalogue.schemas.ts';

/** "Notify me" on a sold-out size: signed-in shoppers are mailed at their account's address. */
export const StockAlertBody = z.object({
  variantId: Id,
  size: Size,
  email: z.email('Please enter a valid email address').trim().toLowerCase().max(254).optional(),
});
export type StockAlertBody = z.infer<typeof StockAlertBody>;

export const StockAlert = z.object({
  _id: Id,
  size: Size,
  variantId: Id,
  productId: Id,
  productName: z.string(),
  colorName: z.string(),
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof StockAlert>;

export const StockAlertList = z.object({ alerts: z.array(StockAlert) });
export type StockAlertList = z.infer<typeof StockAlertList>;

/** How many shoppers wait for each sold-out size (admin). */
export const StockDemand = z.object({
  demand: z.array(z.object({ variantId: Id, size: Size, waiting: z.number().int() })),
});
export type StockDemand = z.infer<typeof StockDemand>;

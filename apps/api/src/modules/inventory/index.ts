/** What the rest of the API may use of the inventory module, the only writer of stock. */
export { inventoryModule } from './inventory.module.ts';
export {
  clearAllStock,
  firstShortfall,
  stockNewVariant,
  stockNewVariants,
  stockOfVariants,
  type Inventory,
  type Shortfall,
  type StockCause,
  type StockLine,
} from './inventory.service.ts';
export type { InventoryEvent, StockReason, StockReferenceType } from './inventory.events.ts';

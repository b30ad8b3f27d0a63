import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { outboxOf } from '../../lib/outbox/outbox.ts';
import type { InventoryEvent } from './inventory.events.ts';
import inventoryRoutes from './inventory.routes.ts';
import { createInventory, type Inventory } from './inventory.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The only writer of stock: every change a movement and a `stock.changed` event. */
    inventory: Inventory;
  }
}

/** The inventory module: the stock's one writer, as the `inventory` port, and its routes. */
export const inventoryModule = fp(
  async (app) => {
    app.decorate('inventory', createInventory(outboxOf<InventoryEvent>(app.outbox)));
    await app.register(inventoryRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'inventory' },
);

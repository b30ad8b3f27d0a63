import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryRules } from '../../db/schema/index.ts';
import type { DeliveryRuleInput } from '@shop/shared';

export type DeliveryRuleRow = typeof deliveryRules.$inferSelect;

/** Every prefix of a PIN, the PIN itself included: the rules that may apply to it. */
const prefixesOf = (pin: string) => Array.from({ length: pin.length }, (_, i) => pin.slice(0, i + 1));

export function findRulesFor(db: Db | Tx, pin: string): Promise<DeliveryRuleRow[]> {
  return db
    .select()
    .from(deliveryRules)
    .where(inArray(deliveryRules.prefix, prefixesOf(pin)));
}

export function listRules(db: Db): Promise<DeliveryRuleRow[]> {
  return db.select().from(deliveryRules).orderBy(asc(deliveryRules.kind), asc(deliveryRules.prefix));
}

/** Adds a rule; the same rule twice is one rule. */
export async function insertRule(db: Db, input: DeliveryRuleInput): Promise<DeliveryRuleRow> {
  const [row] = await db
    .insert(deliveryRules)
    .values({ kind: input.kind, prefix: input.prefix, note: input.note ?? null })
    .onConflictDoUpdate({ target: [deliveryRules.kind, deliveryRules.prefix], set: { note: input.note ?? null } })
    .returning();
  return row!;
}

export async function deleteRule(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(deliveryRules).where(eq(deliveryRules.id, id)).returning({ id: deliveryRules.id });
  return rows.length > 0;
}

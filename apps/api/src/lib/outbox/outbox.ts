import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { outboxEvents } from '../../db/schema/index.ts';
import type { Jobs, QueueDefinition } from '../jobs/jobs.ts';

/** A domain event: a fact others react to, named `<domain>.<what happened>`. */
export type DomainEvent = { type: string };

/** What a subscriber knows of the event besides its content. */
export type EventMeta = { eventId: string; occurredAt: string };

export type SubscriberOptions<E> = Omit<QueueDefinition<object>, 'handler' | 'onDead'> & {
  /**
   * Which of its events the subscriber acts on, decided from the event alone when it is written:
   * the others write no job at all (a checkout's stock fall for back-in-stock alerts, a silent
   * cancellation for mails), so a busy hour queues only work that does something.
   */
  when?: (event: E) => boolean;
  /** Called once if the subscriber has been given up on for this event (see Jobs). */
  onDead?: (event: E, meta: EventMeta, lastError: string) => Promise<void>;
};

type Delivery<E> = { eventId: string; occurredAt: string; event: E };

/**
 * The transactional outbox. `emit` writes each event as a row, and one job per subscriber of its
 * type, in the caller's transaction: when the change commits, so do its events and the work they
 * cause; when it rolls back, nothing of them is left. Each subscriber is a queue of its own, so a
 * failing one (mail) never holds back or repeats another (a refund); it is called at least once
 * per event, and makes what it does idempotent (by `eventId`).
 */
export type Outbox<E extends DomainEvent> = {
  /** Subscribes `name` to events of `types`; before the jobs start. */
  on<T extends E['type']>(
    name: string,
    types: readonly T[],
    handler: (event: Extract<E, { type: T }>, meta: EventMeta) => Promise<void>,
    options?: SubscriberOptions<Extract<E, { type: T }>>,
  ): void;
  /**
   * Writes the events (and their subscribers' jobs) in `tx`, in the order given; while `tx` is
   * held (see `hold`), keeps them to be written with the others when the hold ends.
   */
  emit(tx: Queryable, events: readonly E[]): Promise<void>;
  /**
   * Runs `work` holding the events emitted on `tx` meanwhile (by any domain: an order's own and the
   * stock's it takes), then writes them all in emitted order as one insert of outbox rows: a change
   * pays one round trip for its events however many domains announce something. A hold inside a
   * hold of the same `tx` leaves the writing to the outer one. When `work` throws, nothing is written.
   */
  hold<T>(tx: Queryable, work: () => Promise<T>): Promise<T>;
};

/**
 * The shop's one outbox as one domain sees it: emitting and subscribing to its own events only.
 * Each domain names its events with its own prefix (`order.`, `stock.`, `shipment.`), so the
 * events of one type are the same whichever domain's union they are read from.
 */
export const outboxOf = <E extends DomainEvent>(outbox: Outbox<DomainEvent>) => outbox as unknown as Outbox<E>;

export function createOutbox<E extends DomainEvent>(jobs: Jobs): Outbox<E> {
  const subscribers: { queue: string; types: ReadonlySet<string>; when?: (event: never) => boolean }[] = [];
  /** The events emitted on each held transaction, not yet written. */
  const held = new WeakMap<Queryable, E[]>();

  async function write(tx: Queryable, events: readonly E[]) {
    if (events.length === 0) return;
    const rows = await tx
      .insert(outboxEvents)
      .values(events.map(({ type, ...payload }) => ({ type, payload })))
      .returning({ id: outboxEvents.id, createdAt: outboxEvents.createdAt });
    for (const [index, event] of events.entries()) {
      const row = rows[index]!;
      const delivery = { eventId: row.id, occurredAt: row.createdAt.toISOString(), event };
      for (const subscriber of subscribers) {
        if (!subscriber.types.has(event.type) || (subscriber.when && !subscriber.when(event as never))) continue;
        await jobs.send(tx, subscriber.queue, delivery);
      }
    }
  }

  return {
    on(name, types, handler, { onDead, when, ...options } = {}) {
      const queue = `event.${name}`;
      subscribers.push({ queue, types: new Set(types), ...(when ? { when: when as (event: never) => boolean } : {}) });
      jobs.define<Delivery<Extract<E, { type: (typeof types)[number] }>>>(queue, {
        ...options,
        handler: ({ eventId, occurredAt, event }) => handler(event, { eventId, occurredAt }),
        ...(onDead
          ? { onDead: ({ eventId, occurredAt, event }, lastError) => onDead(event, { eventId, occurredAt }, lastError) }
          : {}),
      });
    },
    async emit(tx, events) {
      const waiting = held.get(tx);
      if (waiting) waiting.push(...events);
      else await write(tx, events);
    },
    async hold(tx, work) {
      if (held.has(tx)) return work();
      const waiting: E[] = [];
      held.set(tx, waiting);
      let value;
      try {
        value = await work();
      } finally {
        held.delete(tx);
      }
      await write(tx, waiting);
      return value;
    },
  };
}

/** The nightly schedule that forgets old events (and the sent mails' keys). */
export const OUTBOX_PRUNE_QUEUE = 'outbox.prune';

/** How many rows one pruning statement deletes: short transactions beside the shop's own. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes events written before `before`, a batch at a time; answers how many. Their jobs carry
 * the event itself, so a job still waiting (or dead, to be retried by hand) never needs its row.
 */
export async function pruneOutbox(db: Queryable, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await db.execute<{ id: string }>(
      sql`delete from ${outboxEvents} where ${outboxEvents.id} in (
        select ${outboxEvents.id} from ${outboxEvents} where ${outboxEvents.createdAt} < ${before} limit ${PRUNE_BATCH}
      ) returning ${outboxEvents.id}`,
    );
    const count = (rows as unknown as { rows: unknown[] }).rows.length;
    deleted += count;
    if (count < PRUNE_BATCH) return deleted;
  }
}

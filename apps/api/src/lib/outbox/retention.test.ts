import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { outboxEvents, sentMails } from '../../db/schema/index.ts';
import { OUTBOX_PRUNE_QUEUE } from './outbox.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ OUTBOX_RETENTION_DAYS: '30' });
  await app.ready();
});
afterAll(() => app.close());

const DAY = 86_400_000;

describe('the nightly pruning of the outbox', () => {
  it('forgets events and sent-mail keys older than the retention, and keeps the recent ones', async () => {
    const old = new Date(Date.now() - 31 * DAY);
    const recent = new Date(Date.now() - 29 * DAY);
    await app.db.insert(outboxEvents).values([
      { type: 'test.old', payload: {}, createdAt: old },
      { type: 'test.recent', payload: {}, createdAt: recent },
    ]);
    await app.db.insert(sentMails).values([
      { key: 'test-old', recipient: 'a@example.in', subject: 'Old', sentAt: old },
      { key: 'test-recent', recipient: 'a@example.in', subject: 'Recent', sentAt: recent },
    ]);

    await app.jobs.runNow(OUTBOX_PRUNE_QUEUE);
    await app.jobs.settled();

    const types = await app.db
      .select({ type: outboxEvents.type })
      .from(outboxEvents)
      .where(sql`${outboxEvents.type} like 'test.%'`);
    expect(types.map((row) => row.type)).toEqual(['test.recent']);
    const keys = await app.db
      .select({ key: sentMails.key })
      .from(sentMails)
      .where(sql`${sentMails.key} like 'test-%'`);
    expect(keys.map((row) => row.key)).toEqual(['test-recent']);
  });
});

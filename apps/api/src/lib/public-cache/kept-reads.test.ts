import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client.ts';
import { KeptReads } from './kept-reads.ts';
import { PublicCache, RULES_CHANGED } from './public-cache.ts';

/** No statement is sent here: the rules are a value the test changes, read through `read`. */
const db = undefined as unknown as Queryable;

/** Kept reads on a public cache that hears its notifications, and the rules they read. */
function keptRules() {
  const cache = new PublicCache();
  cache.enabled = true;
  const kept = new KeptReads(cache);
  const rules = { version: 1, reads: 0 };
  /** Each read sees the rules as they are when it begins and answers once `until` settles. */
  let until: Promise<void> = Promise.resolve();
  const read = kept.reader(async () => {
    rules.reads++;
    const seen = rules.version;
    await until;
    return seen;
  });
  const slowRead = () => {
    let finish!: () => void;
    until = new Promise((resolve) => (finish = resolve));
    return finish;
  };
  /** The owner saves: committed, then heard by this instance. */
  const change = () => {
    rules.version++;
    cache.invalidate(RULES_CHANGED);
  };
  return { cache, rules, read, slowRead, change };
}

describe("the owner's rules kept in memory", () => {
  it('reads the database once, then answers from memory until the rules change', async () => {
    const { rules, read, change } = keptRules();
    expect([await read(db), await read(db)]).toEqual([1, 1]);
    expect(rules.reads).toBe(1);
    change();
    expect([await read(db), await read(db)]).toEqual([2, 2]);
    expect(rules.reads).toBe(2);
  });

  it('does not keep an answer read before a change that was heard while it was being read', async () => {
    const { rules, read, slowRead, change } = keptRules();
    const finish = slowRead();
    const before = read(db);
    // The owner's change commits and is heard while the first read is still on its way.
    change();
    finish();
    expect(await before).toBe(1);
    // The old answer was not kept: the next order reads the changed rules.
    expect(await read(db)).toBe(2);
    expect(await read(db)).toBe(2);
    expect(rules.reads).toBe(2);
  });

  it('keeps nothing while a change could go unheard, and drops all when a lost connection is back', async () => {
    const { cache, rules, read } = keptRules();
    cache.enabled = false;
    await read(db);
    await read(db);
    expect(rules.reads).toBe(2);
    cache.enabled = true;
    await read(db);
    await read(db);
    expect(rules.reads).toBe(3);
    rules.version = 5; // changed while nothing was heard
    cache.invalidate('*');
    expect(await read(db)).toBe(5);
  });
});

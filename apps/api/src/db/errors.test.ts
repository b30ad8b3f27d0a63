import { describe, expect, it } from 'vitest';
import { LOCK_CONFLICT_ATTEMPTS, isLockConflict, retryingLockConflicts } from './errors.ts';

/** An error as drizzle throws it: the driver's error, with its code, as the cause. */
const failed = (code: string) => Object.assign(new Error('Failed query'), { cause: { code, message: 'x' } });

describe('a transaction that loses to a lock conflict', () => {
  it('runs again after a deadlock or a serialization failure, and answers what the last run did', async () => {
    const codes = ['40P01', '40001'];
    let runs = 0;
    const retried: number[] = [];
    const value = await retryingLockConflicts(
      async () => {
        runs++;
        const code = codes.shift();
        if (code) throw failed(code);
        return 'done';
      },
      (_error, attempt) => retried.push(attempt),
    );
    expect(value).toBe('done');
    expect(runs).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('gives up after the last attempt with the conflict, and never retries another error', async () => {
    let runs = 0;
    const conflict = retryingLockConflicts(async () => {
      runs++;
      throw failed('40P01');
    });
    await expect(conflict).rejects.toSatisfy(isLockConflict);
    expect(runs).toBe(LOCK_CONFLICT_ATTEMPTS);

    runs = 0;
    const unique = retryingLockConflicts(async () => {
      runs++;
      throw failed('23505');
    });
    await expect(unique).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});

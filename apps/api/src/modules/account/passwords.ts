import argon2 from 'argon2';

/**
 * The argon2id work factor, from config: the library's recommended cost in production, a
 * cheap one in tests (a hash there takes under a millisecond instead of ~180 ms).
 */
export type PasswordCost = { memoryKib: number; passes: number };

export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.passes });
}

/** The cost is read from the hash itself, so hashes made at any cost keep verifying. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

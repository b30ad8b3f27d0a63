import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A service the API needs (database, Redis, object storage, SMTP), named by the variable that
 * configures it. `check` reaches it once and throws when it cannot.
 */
export type Dependency = { name: string; check(): Promise<void> };

export class DependencyError extends Error {
  override name = 'DependencyError';
  readonly dependency: string;
  readonly reason: string;
  constructor(dependency: string, reason: string) {
    super(`${dependency}: ${reason}`);
    this.dependency = dependency;
    this.reason = reason;
  }
}

type ErrorLike = Error & {
  code?: string;
  address?: string;
  port?: number;
  hostname?: string;
  errors?: unknown[];
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
};

/** A short, readable reason for a failure to reach a service: what an operator can act on. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as ErrorLike;
  // Several addresses tried (IPv4 and IPv6): the first says enough.
  if (e.errors?.[0] instanceof Error) return describeFailure(e.errors[0]);
  if (e.cause instanceof Error && e.name === 'DrizzleQueryError') return describeFailure(e.cause);
  // A client that wraps the socket's error in its own (nodemailer's ESOCKET) keeps only its text.
  const wrapped = /^connect (E[A-Z]+) (\S+)$/.exec(e.message);
  const code = wrapped && e.code !== wrapped[1] ? wrapped[1] : e.code;
  const at = e.address ? ` at ${e.address}${e.port ? `:${e.port}` : ''}` : wrapped ? ` at ${wrapped[2]}` : '';
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused${at}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host not found: ${e.hostname ?? e.message}`;
    case 'ETIMEDOUT':
      return `connection timed out${at}`;
    case 'ECONNRESET':
      return `connection reset${at}`;
  }
  // PostgreSQL's own messages ('database "shop" does not exist', 'password authentication failed
  // for user "x"') are already readable.
  return e.message.split('\n')[0] ?? e.name;
}

/** Races a check against a deadline, so an unreachable host answers within seconds. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what = 'no answer'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} seconds`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reaches each dependency once, in order; the first that fails throws a `DependencyError`. */
export async function reachAll(dependencies: Dependency[], timeoutMs = 10_000): Promise<void> {
  for (const dependency of dependencies) {
    try {
      await withTimeout(dependency.check(), timeoutMs);
    } catch (error) {
      throw new DependencyError(dependency.name, describeFailure(error));
    }
  }
}

/** The dependencies that fail now, with their reasons (for `/readyz`). */
export async function failing(dependencies: Dependency[], timeoutMs = 3000): Promise<Record<string, string>> {
  const results = await Promise.all(
    dependencies.map(async (dependency) => {
      try {
        await withTimeout(dependency.check(), timeoutMs);
        return undefined;
      } catch (error) {
        return [dependency.name, describeFailure(error)] as const;
      }
    }),
  );
  return Object.fromEntries(results.filter((result) => result !== undefined));
}

/**
 * The data directory (`DATA_DIR`) takes a write: the embedded database, uploaded images and the
 * mail outbox live there, and a full disk or a read-only mount would otherwise be found by a
 * shopper's order or upload failing while the instance still looked ready. The probe is flushed to
 * the disk so a full one fails here, not later.
 */
export function dataDirDependency(dir: string): Dependency {
  return {
    name: 'DATA_DIR',
    async check() {
      await fs.mkdir(dir, { recursive: true });
      const probe = path.join(dir, `.ready-check-${process.pid}`);
      const file = await fs.open(probe, 'w');
      try {
        await file.writeFile(new Date().toISOString());
        await file.sync();
      } finally {
        await file.close();
        await fs.rm(probe, { force: true });
      }
    },
  };
}

/**
 * Dependencies the shop works without for a while (the mail server: mail waits in the job queue),
 * as `/readyz` reports them: never failing the instance, named as degraded.
 */
export type DependencyWatch = {
  /** Reaches each one now and remembers what failed. */
  check(timeoutMs?: number): Promise<Record<string, string>>;
  /**
   * What failed at the last check, answered at once: a slow server never delays `/readyz`. A check
   * older than `maxAgeMs` starts a new one in the background, so a server that came back (or went
   * away) shows within that time while something keeps asking.
   */
  current(): Record<string, string>;
};

export function watchDependencies(
  dependencies: Dependency[],
  { maxAgeMs = 10_000, timeoutMs = 3000 }: { maxAgeMs?: number; timeoutMs?: number } = {},
): DependencyWatch {
  let last: Record<string, string> = {};
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<Record<string, string>> | undefined;
  const check = (ms = timeoutMs) => {
    running ??= failing(dependencies, ms)
      .then((down) => {
        last = down;
        checkedAt = Date.now();
        return down;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    check,
    current() {
      if (dependencies.length > 0 && Date.now() - checkedAt > maxAgeMs) void check();
      return last;
    },
  };
}

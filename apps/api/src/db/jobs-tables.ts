import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';

/**
 * The job queue's tables, as part of the database's schema. pg-boss keeps them in a schema of its
 * own; they are installed (or upgraded) with the shop's migrations, so a test snapshot carries
 * them. They live here, on the ground floor, because migrating is the database's work: the queue
 * itself (lib/jobs) stands on the database and reaches it through `Database.jobsBackend`.
 */

/** The schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

type PgliteClient = Parameters<typeof fromPglite>[0];

/** How pg-boss reaches the database: its own pool on PostgreSQL, the one embedded connection otherwise. */
export type JobsBackend = { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; client: PgliteClient };

/** The boss's constructor options for a backend. */
export function jobsConnection(backend: JobsBackend): ConstructorOptions {
  return backend.kind === 'postgres'
    ? { connectionString: backend.connectionString, max: 3, backend: 'postgres' }
    : { db: fromPglite(backend.client), backend: 'pglite' };
}

/** Installs or upgrades pg-boss's tables. */
export async function migrateJobs(backend: JobsBackend): Promise<void> {
  const boss = new PgBoss({ ...jobsConnection(backend), schema: JOBS_SCHEMA, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

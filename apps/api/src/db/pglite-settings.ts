import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's own buffer cache lives in the embedded database's WebAssembly memory, which never
 * shrinks: at the server's 128 MB default it kept about 150 MB more resident in an idle shop. The
 * pages it would hold are also in the operating system's file cache (the database reads its files
 * from the disk), so a small cache costs a read call, not a disk read; index builds get the
 * same smaller ceiling (docs/decisions/0212). Given at start, beside PGlite's own start settings:
 * its `postgresqlconf` option would rewrite the data directory's postgresql.conf, time zone and all.
 * The write bench's bare server starts its embedded database with the same ones.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/** PGlite's start parameters with the shop's settings. */
export const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]),
];

/**
 * Creates an embedded database in the empty directory given as argument, then ends. Run as a
 * process of its own by `openPglite`: PostgreSQL's initdb runs in a WebAssembly instance of its
 * own whose memory (about 300 MB) and compiled code the server would otherwise keep after its
 * first start.
 */
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-initdb.ts <directory>');
const client = await PGlite.create(dir);
await client.close();

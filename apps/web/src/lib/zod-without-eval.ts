/**
 * zod as the web app imports it (every `'zod'` import is pointed here by the Vite config): the same
 * library with its code generation switched off before any schema is made. zod compiles fast object
 * parsers with `new Function` where it may; our Content-Security-Policy forbids that, and zod's probe
 * for it is reported by the browser as a policy violation on every page that checks an answer.
 * The answers are small: the interpreted parser is fast enough.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };

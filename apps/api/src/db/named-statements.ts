import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements PostgreSQL parses and plans once per connection instead of once per call.
 *
 * drizzle sends every statement unnamed, so PostgreSQL parses, analyses and plans it again on
 * each call: about two thirds of the database's processor time per order went there, not to
 * executing. A statement sent with a name is parsed once on each connection and only bound and
 * executed afterwards (node-postgres remembers which names a connection has parsed).
 *
 * Only texts seen again are named: a statement whose shape varies with its input (an `in` list of
 * a cart's lines) would otherwise fill every connection with plans used once. A connection holds
 * at most `MAX_NAMED_PER_CONNECTION` named statements; past that, new texts go unnamed as before. The
 * name is a digest of the text, so the same text has the same name on every connection and two
 * texts never share one.
 */
export const MAX_NAMED_PER_CONNECTION = 500;
/** Texts seen once, remembered so their second call is named; cleared when it grows past this. */
const MAX_SEEN_ONCE = 5000;

const nameOfText = new Map<string, string>();
const seenOnce = new Set<string>();

/** The name a statement goes by, or undefined while it has been seen only once. */
export function statementName(text: string): string | undefined {
  const known = nameOfText.get(text);
  if (known) return known;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  const name = `s_${createHash('sha1').update(text).digest('base64url')}`;
  nameOfText.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** Makes `client` send repeated statements named (see above). */
export function nameRepeatedStatements(client: pg.PoolClient): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const config = args[0];
    if (config && typeof config === 'object' && !('submit' in config)) {
      const { text, name } = config as QueryConfig;
      if (typeof text === 'string' && name === undefined) {
        const candidate = statementName(text);
        if (candidate && (named.has(candidate) || named.size < MAX_NAMED_PER_CONNECTION)) {
          named.add(candidate);
          args[0] = { ...config, name: candidate };
        }
      }
    }
    return query(...args);
  }) as typeof client.query;
}

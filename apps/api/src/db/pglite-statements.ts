import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { MAX_NAMED_PER_CONNECTION, statementName } from './named-statements.ts';

const { serialize } = protocol;

/** Joins protocol messages into one buffer, so the database reads them in one call. */
function joined(messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    buffer.set(message, at);
    at += message.length;
  }
  return buffer;
}

/**
 * Who hears each statement a database runs by name, which passes neither PGlite's `query` nor
 * its `exec` (a test counting the statements a request sends listens there too).
 */
export const namedStatementListeners = new WeakMap<PGlite, (text: string) => void>();

export type NamedQuery = <T>(
  text: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
  inTransaction: boolean,
) => Promise<Results<T>> | undefined;

/**
 * Repeated statements on the embedded database named and parsed once, as on PostgreSQL (see
 * `named-statements.ts`), and each call sent to it as one message: PGlite's own `query` parses,
 * describes, binds, describes, executes and syncs in six calls into the database, the statement
 * parsed and planned again every time. Answers undefined for a statement to run the usual way:
 * one not seen before, one carrying a file, or one past the connection's limit of names.
 *
 * `inTransaction` says the caller holds the transaction PGlite runs (its queries wait for no one
 * else's); otherwise the query waits for any open transaction, as PGlite's own `query` does.
 */
export function namedQueries(client: PGlite): NamedQuery {
  /** Parameter types of the statements parsed on this database, by name. */
  const parameterTypes = new Map<string, number[]>();

  const run = async <T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined) => {
    let types = parameterTypes.get(name);
    if (!types) {
      const described = await client.execProtocolStream(
        joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described);
      parameterTypes.set(name, types);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!client.isInTransaction()) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  };

  return <T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean) => {
    if (options?.blob || options?.paramTypes) return undefined;
    const name = statementName(text);
    if (!name || (!parameterTypes.has(name) && parameterTypes.size >= MAX_NAMED_PER_CONNECTION)) return undefined;
    namedStatementListeners.get(client)?.(text);
    const query = () => client._runExclusiveQuery(() => run<T>(name, text, params, options));
    if (inTransaction) return query();
    return client._checkReady().then(() => client._runExclusiveTransaction(query));
  };
}

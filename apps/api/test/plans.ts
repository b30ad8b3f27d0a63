import type { FastifyInstance } from 'fastify';

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/**
 * The rows a statement reads from each table, by its plan as the database runs it (`explain
 * analyze`): what a read costs as a table grows, counted rather than timed.
 */
export async function rowsRead(
  app: Pick<FastifyInstance, 'db'>,
  statement: { toSQL(): { sql: string; params: unknown[] } },
): Promise<Map<string, number>> {
  const { sql, params } = statement.toSQL();
  const client = (app.db as unknown as { $client: { query(text: string, values: unknown[]): Promise<unknown> } })
    .$client;
  const result = (await client.query(`explain (analyze, format json) ${sql}`, params)) as {
    rows: { 'QUERY PLAN': string | [{ Plan: PlanNode }] }[];
  };
  const explained = result.rows[0]!['QUERY PLAN'];
  const [{ Plan }] = typeof explained === 'string' ? (JSON.parse(explained) as [{ Plan: PlanNode }]) : explained;
  const read = new Map<string, number>();
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table) read.set(table, (read.get(table) ?? 0) + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1));
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(Plan);
  return read;
}

import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** `quiz_tags` and `quizTags` alike (the plugin may see names before or after the CamelCasePlugin). */
const normalised = (name: string) => name.replace(/_/g, '').toLowerCase();

const writes = new Map<string, number>();

function tableNameOf(node: OperationNode | undefined): string | undefined {
  if (!node) {
    return undefined;
  }
  if (node.kind === 'TableNode') {
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  }
  if (node.kind === 'AliasNode') {
    return tableNameOf((node as unknown as { node: OperationNode }).node);
  }
  return undefined;
}

function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return [tableNameOf(node.into)].filter((name): name is string => name !== undefined);
    case 'UpdateQueryNode':
      return [tableNameOf(node.table)].filter((name): name is string => name !== undefined);
    case 'DeleteQueryNode':
      return node.from.froms.map(tableNameOf).filter((name): name is string => name !== undefined);
    default:
      return [];
  }
}

/**
 * Counts the write statements (insert, update, delete) this process has issued per table, through
 * any database. Caches of derived figures (the catalogue's counts) compare the counts of the
 * tables they depend on before trusting an entry: a write through this process invalidates them at
 * once, whatever code path made it. Writes by other processes are not seen (those caches also
 * expire), nor are cascades inside the database (a cache names the tables a cascade starts from)
 * or raw SQL and prepared queries (compiled once; none writes a watched table).
 */
export class TableWritesPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    for (const table of writtenTables(node)) {
      const key = normalised(table);
      writes.set(key, (writes.get(key) ?? 0) + 1);
    }
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/** How many write statements this process has issued to these tables so far. */
export function writesTo(tables: readonly string[]): number {
  let total = 0;
  for (const table of tables) {
    total += writes.get(normalised(table)) ?? 0;
  }
  return total;
}

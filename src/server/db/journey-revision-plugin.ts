/**
 * Stamps every write of an application row with the revision of its product's journey this
 * server runs (`applications.journey_revision`), in the database layer itself: every way an
 * application is created or saved (the applicant's change, a status move, a job, a seed) records
 * the revision it was saved under, and none has to remember to. An update sets it from the row's
 * own product; a product without a journey here keeps the revision it had.
 */
import {
  sql,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const TABLE = 'applications';
const COLUMN = 'journey_revision';

interface Named {
  kind: string;
  name?: string;
  table?: Named;
  column?: Named;
  identifier?: Named;
  node?: Named;
}

function nameOf(node: OperationNode | undefined): string | undefined {
  const named = node as Named | undefined;
  if (!named) return undefined;
  if (named.kind === 'AliasNode') return nameOf(named.node as OperationNode | undefined);
  if (named.kind === 'IdentifierNode') return named.name;
  return nameOf((named.identifier ?? named.table ?? named.column) as OperationNode | undefined);
}

type Row = OperationNode & { values: readonly unknown[] };

/** `revisions`: product -> the revision of its journey this server runs. */
export function journeyRevisionPlugin(revisions: Readonly<Record<string, string>>): KyselyPlugin {
  const products = Object.keys(revisions);
  const revisionOf = (product: unknown) => (typeof product === 'string' ? (revisions[product] ?? null) : null);
  const column = sql.ref(COLUMN).toOperationNode();

  function transformInsert(node: OperationNode & { into?: OperationNode; columns?: readonly OperationNode[]; values?: OperationNode }): OperationNode {
    const values = node.values as (OperationNode & { values: readonly Row[] }) | undefined;
    if (nameOf(node.into) !== TABLE || !node.columns || values?.kind !== 'ValuesNode') return node;
    const names = node.columns.map(nameOf);
    const at = names.indexOf('product');
    if (at < 0 || names.includes(COLUMN)) return node;
    const rows = values.values.map((row) => {
      if (row.kind === 'PrimitiveValueListNode') return { ...row, values: [...row.values, revisionOf(row.values[at])] };
      const product = row.values[at] as OperationNode & { value?: unknown };
      return { ...row, values: [...row.values, sql.val(revisionOf(product.kind === 'ValueNode' ? product.value : undefined)).toOperationNode()] };
    });
    return { ...node, columns: [...node.columns, sql.ref(COLUMN).toOperationNode()], values: { ...values, values: rows } } as OperationNode;
  }

  // The same for every update (the revisions never change while the server runs): built once.
  // Operation nodes are immutable, so every statement may share it.
  const cases = products.map((product) => sql`when ${product} then ${revisions[product]}`);
  const revisionUpdate =
    products.length === 0
      ? undefined
      : {
          kind: 'ColumnUpdateNode',
          column,
          value: sql`case ${sql.ref('product')} ${sql.join(cases, sql` `)} else ${sql.ref(COLUMN)} end`.toOperationNode(),
        };

  function transformUpdate(node: OperationNode & { table?: OperationNode; updates?: readonly (OperationNode & { column: OperationNode })[] }): OperationNode {
    if (!revisionUpdate || nameOf(node.table) !== TABLE || !node.updates || node.updates.some((u) => nameOf(u.column) === COLUMN)) return node;
    return { ...node, updates: [...node.updates, revisionUpdate] } as OperationNode;
  }

  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (products.length === 0) return node;
      if (node.kind === 'InsertQueryNode') return transformInsert(node) as RootOperationNode;
      if (node.kind === 'UpdateQueryNode') return transformUpdate(node) as RootOperationNode;
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
}

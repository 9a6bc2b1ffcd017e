/**
 * Seals the answers a journey marks as personal data (`personalData`) in every write of an
 * application's document (`applications.data`) or of its history (`application_events.patch`),
 * and opens them in every row read back, in the database layer itself: no service, job, seed or
 * tool writing through the portal's database can store one in clear, and none has to remember to.
 * Rows written before a path was marked keep it clear until they are next written.
 *
 * A value that looks sealed but does not open is answered as stored (rows written before a path
 * was marked); a value whose master key is missing is an error, not a blank. Key rotation writes
 * through a connection without this plugin, as it rewrites sealed values as they are.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { mapPersonalStrings, mapPersonalStringsOfPatch, replacePersonalStrings, type PersonalPatterns } from '../../engine/personal/personal-answers';
import { MissingMasterKeyError, type Sealer } from '../security/envelope-sealer';

/** What the sealed answers are bound to: moving one into another column or table does not open it. */
export const PERSONAL_ANSWERS_CONTEXT = 'application-answers';

type Columns = Record<string, 'document' | 'patch'>;
const SEALED_COLUMNS: Record<string, Columns> = {
  applications: { data: 'document' },
  application_events: { patch: 'patch' },
};

interface NamedNode {
  kind: string;
  name?: string;
  identifier?: NamedNode;
  table?: NamedNode;
  column?: NamedNode;
  node?: NamedNode;
}

/** The table or column name of a TableNode, AliasNode or ColumnNode. */
function nameOf(node: OperationNode | undefined): string | undefined {
  const named = node as NamedNode | undefined;
  if (!named) return undefined;
  if (named.kind === 'AliasNode') return nameOf(named.node as OperationNode);
  if (named.kind === 'IdentifierNode') return named.name;
  return nameOf((named.identifier ?? named.table ?? named.column) as OperationNode | undefined);
}

export function personalAnswersPlugin(sealer: Sealer, patterns: PersonalPatterns): KyselyPlugin {
  // Every value is sealed, even one that looks sealed: an applicant may type anything, and what
  // was read through this plugin was opened first, so nothing is sealed twice.
  const seal = (text: string) => sealer.seal(text, PERSONAL_ANSWERS_CONTEXT);
  const sealJson = (kind: 'document' | 'patch', value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const parsed: unknown = JSON.parse(value);
    return JSON.stringify(kind === 'document' ? mapPersonalStrings(parsed, patterns, seal) : mapPersonalStringsOfPatch(parsed, patterns, seal));
  };
  const sealValueNode = (kind: 'document' | 'patch', node: OperationNode): OperationNode => {
    if (node.kind !== 'ValueNode') return node;
    const valueNode = node as OperationNode & { value: unknown };
    return { ...valueNode, value: sealJson(kind, valueNode.value) } as OperationNode;
  };

  function transformInsert(node: OperationNode & { into?: OperationNode; columns?: readonly OperationNode[]; values?: OperationNode }): OperationNode {
    const sealed = SEALED_COLUMNS[nameOf(node.into) ?? ''];
    const values = node.values as (OperationNode & { values: readonly (OperationNode & { values: readonly unknown[] })[] }) | undefined;
    if (!sealed || !node.columns || values?.kind !== 'ValuesNode') return node;
    const kinds = node.columns.map((column) => sealed[nameOf(column) ?? '']);
    const rows = values.values.map((row) => {
      if (row.kind === 'PrimitiveValueListNode') return { ...row, values: row.values.map((value, i) => (kinds[i] ? sealJson(kinds[i], value) : value)) };
      return { ...row, values: (row.values as readonly OperationNode[]).map((value, i) => (kinds[i] ? sealValueNode(kinds[i], value) : value)) };
    });
    return { ...node, values: { ...values, values: rows } } as OperationNode;
  }

  function transformUpdate(
    node: OperationNode & { table?: OperationNode; updates?: readonly (OperationNode & { column: OperationNode; value: OperationNode })[] },
  ): OperationNode {
    const sealed = SEALED_COLUMNS[nameOf(node.table) ?? ''];
    if (!sealed || !node.updates) return node;
    const updates = node.updates.map((update) => {
      const kind = sealed[nameOf(update.column) ?? ''];
      return kind ? { ...update, value: sealValueNode(kind, update.value) } : update;
    });
    return { ...node, updates } as OperationNode;
  }

  async function openRow(row: UnknownRow): Promise<UnknownRow> {
    const open = (text: string) => (sealer.isSealed(text) ? openOrKeep(text) : Promise.resolve(undefined));
    const hasDocument = row.data !== null && typeof row.data === 'object' && !Array.isArray(row.data);
    const data = hasDocument ? await replacePersonalStrings(row.data, 'document', patterns, open) : row.data;
    const patch = Array.isArray(row.patch) ? await replacePersonalStrings(row.patch, 'patch', patterns, open) : row.patch;
    if (data === row.data && patch === row.patch) return row;
    return { ...row, ...(data !== row.data ? { data } : {}), ...(patch !== row.patch ? { patch } : {}) };
  }

  async function openOrKeep(sealedText: string): Promise<string> {
    try {
      return await sealer.open(sealedText, PERSONAL_ANSWERS_CONTEXT);
    } catch (error) {
      if (error instanceof MissingMasterKeyError) throw error;
      return sealedText;
    }
  }

  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (patterns.length === 0) return node;
      if (node.kind === 'InsertQueryNode') return transformInsert(node) as RootOperationNode;
      if (node.kind === 'UpdateQueryNode') return transformUpdate(node) as RootOperationNode;
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (patterns.length === 0 || result.rows.length === 0) return result;
      const first = result.rows[0];
      if (!('data' in first) && !('patch' in first)) return result;
      return { ...result, rows: await Promise.all(result.rows.map(openRow)) };
    },
  };
}

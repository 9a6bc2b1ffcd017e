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
import { formatPointer } from '../../engine/json-pointer';
import { mapPersonalStrings, mapPersonalStringsOfPatch, replacePersonalStrings, type PersonalPatterns } from '../../engine/personal/personal-answers';
import { MissingMasterKeyError, type Sealer } from '../security/envelope-sealer';
import { JsonValue } from './json-value';

/** What the sealed answers are bound to: moving one into another column or table does not open it. */
export const PERSONAL_ANSWERS_CONTEXT = 'application-answers';

type Columns = Record<string, 'document' | 'patch'>;
const SEALED_COLUMNS: Record<string, Columns> = {
  applications: { data: 'document' },
  application_events: { patch: 'patch' },
};

/** Kysely's id of one statement: the same object when it is built and when its rows come back. */
type QueryId = PluginTransformQueryArgs['queryId'];

/** A row's document as stored, and what its sealed values opened to. */
interface OpenedDocument {
  rowId: string;
  stored: unknown;
  opened: ReadonlyMap<string, string>;
}

/** Pointer -> a personal answer as it was opened, and the sealed value it was opened from. */
type AnswersAsRead = ReadonlyMap<string, { plain: string; sealed: string }>;

/**
 * The row an update is replacing, as the request making the update read it: set by
 * `keepingSealsAsRead` only while the update's statement is built, which is synchronous, so no
 * other request's statement is built meanwhile.
 */
let replacing: { id: string; document: object } | undefined;

/**
 * Runs `build` (a call that builds and sends an update of the application `row.id` setting its
 * document) so that each personal answer `row.data` held, opened by this plugin, and written back
 * unchanged at the same place keeps its sealed value instead of being sealed again. `row` must be
 * the row as the caller read it in the update's own transaction: the sealed values are reused only
 * within that row and that request. Kysely builds the statement before its promise first waits; a
 * statement built later finds nothing here, and every answer is sealed anew.
 */
export function keepingSealsAsRead<T>(row: { id: string; data: object }, build: () => T): T {
  replacing = { id: row.id, document: row.data };
  try {
    return build();
  } finally {
    replacing = undefined;
  }
}

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
  /** Each opened document (the object this plugin answered) -> what it was opened from. Held by this plugin only: its keys may not open elsewhere. */
  const openedDocuments = new WeakMap<object, OpenedDocument>();
  /** Sealed value -> plain answer, of what a statement sealed: its returned row is answered from these, not opened again. */
  const sealedBy = new WeakMap<QueryId, Map<string, string>>();

  // Every value is sealed, even one that looks sealed: an applicant may type anything, and what
  // was read through this plugin was opened first, so nothing is sealed twice. A JsonValue is
  // sealed as the object it holds (copied only on the way to a sealed answer) and stays one, so
  // its text is made once, by the driver; JSON text is parsed, sealed and written out again.
  const sealJson = (kind: 'document' | 'patch', value: unknown, queryId: QueryId, asRead?: AnswersAsRead): unknown => {
    const given = value instanceof JsonValue;
    if (!given && typeof value !== 'string') return value;
    const made = sealedBy.get(queryId) ?? new Map<string, string>();
    sealedBy.set(queryId, made);
    const seal = (text: string, at?: readonly string[]) => {
      const kept = at && asRead?.get(formatPointer(at));
      // A value wrapped by an older master key is sealed anew, as it always was when written.
      const value = kept && kept.plain === text && sealer.isCurrent(kept.sealed) ? kept.sealed : sealer.seal(text, PERSONAL_ANSWERS_CONTEXT);
      made.set(value, text);
      return value;
    };
    const parsed: unknown = given ? value.value : JSON.parse(value as string);
    const sealed = kind === 'document' ? mapPersonalStrings(parsed, patterns, seal) : mapPersonalStringsOfPatch(parsed, patterns, (text) => seal(text));
    return given ? new JsonValue(sealed) : JSON.stringify(sealed);
  };
  const sealValueNode = (kind: 'document' | 'patch', node: OperationNode, queryId: QueryId, asRead?: AnswersAsRead): OperationNode => {
    if (node.kind !== 'ValueNode') return node;
    const valueNode = node as OperationNode & { value: unknown };
    return { ...valueNode, value: sealJson(kind, valueNode.value, queryId, asRead) } as OperationNode;
  };

  function transformInsert(
    node: OperationNode & { into?: OperationNode; columns?: readonly OperationNode[]; values?: OperationNode },
    queryId: QueryId,
  ): OperationNode {
    const sealed = SEALED_COLUMNS[nameOf(node.into) ?? ''];
    const values = node.values as (OperationNode & { values: readonly (OperationNode & { values: readonly unknown[] })[] }) | undefined;
    if (!sealed || !node.columns || values?.kind !== 'ValuesNode') return node;
    const kinds = node.columns.map((column) => sealed[nameOf(column) ?? '']);
    const rows = values.values.map((row) => {
      if (row.kind === 'PrimitiveValueListNode')
        return { ...row, values: row.values.map((value, i) => (kinds[i] ? sealJson(kinds[i], value, queryId) : value)) };
      return { ...row, values: (row.values as readonly OperationNode[]).map((value, i) => (kinds[i] ? sealValueNode(kinds[i], value, queryId) : value)) };
    });
    return { ...node, values: { ...values, values: rows } } as OperationNode;
  }

  function transformUpdate(
    node: OperationNode & { table?: OperationNode; updates?: readonly (OperationNode & { column: OperationNode; value: OperationNode })[] },
    queryId: QueryId,
  ): OperationNode {
    const table = nameOf(node.table) ?? '';
    const sealed = SEALED_COLUMNS[table];
    if (!sealed || !node.updates) return node;
    // Only the row the caller read, and only an application's document: `keepingSealsAsRead`.
    const opened = table === 'applications' && replacing ? openedDocuments.get(replacing.document) : undefined;
    const asRead = opened && opened.rowId === replacing?.id ? answersAsRead(opened) : undefined;
    const updates = node.updates.map((update) => {
      const kind = sealed[nameOf(update.column) ?? ''];
      return kind ? { ...update, value: sealValueNode(kind, update.value, queryId, kind === 'document' ? asRead : undefined) } : update;
    });
    return { ...node, updates } as OperationNode;
  }

  async function openRow(row: UnknownRow, justSealed: ReadonlyMap<string, string> | undefined): Promise<UnknownRow> {
    const opened = new Map<string, string>();
    const open = async (text: string) => {
      if (!sealer.isSealed(text)) return undefined;
      const plain = justSealed?.get(text) ?? (await openOrKeep(text));
      if (plain !== text) opened.set(text, plain);
      return plain;
    };
    const hasDocument = row.data !== null && typeof row.data === 'object' && !Array.isArray(row.data);
    const data = hasDocument ? await replacePersonalStrings(row.data, 'document', patterns, open) : row.data;
    const patch = Array.isArray(row.patch) ? await replacePersonalStrings(row.patch, 'patch', patterns, open) : row.patch;
    if (data === row.data && patch === row.patch) return row;
    if (data !== row.data && typeof row.id === 'string') openedDocuments.set(data as object, { rowId: row.id, stored: row.data, opened });
    return { ...row, ...(data !== row.data ? { data } : {}), ...(patch !== row.patch ? { patch } : {}) };
  }

  /** Where each sealed value of a stored document was, with what it opened to. */
  function answersAsRead({ stored, opened }: OpenedDocument): AnswersAsRead {
    const answers = new Map<string, { plain: string; sealed: string }>();
    mapPersonalStrings(stored, patterns, (sealed, at) => {
      const plain = opened.get(sealed);
      if (plain !== undefined) answers.set(formatPointer(at), { plain, sealed });
      return sealed;
    });
    return answers;
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
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (patterns.length === 0) return node;
      if (node.kind === 'InsertQueryNode') return transformInsert(node, queryId) as RootOperationNode;
      if (node.kind === 'UpdateQueryNode') return transformUpdate(node, queryId) as RootOperationNode;
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (patterns.length === 0 || result.rows.length === 0) return result;
      const first = result.rows[0];
      if (!('data' in first) && !('patch' in first)) return result;
      // A row an insert or update returns holds what the statement sealed: answered from that, not opened again.
      const justSealed = sealedBy.get(queryId);
      return { ...result, rows: await Promise.all(result.rows.map((row) => openRow(row, justSealed))) };
    },
  };
}

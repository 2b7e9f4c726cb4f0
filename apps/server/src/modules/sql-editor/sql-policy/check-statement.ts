import { SQL_VIEWS, type SqlRefusalReason } from '@ziskomer/contracts';
import { parse } from 'libpg-query';
import { ALLOWED_FUNCTIONS, ALLOWED_TABLE_FUNCTIONS, ALLOWED_TYPES } from './allowed-functions.ts';

/** Why a statement may not run, and where (a byte offset into its UTF-8 text). */
export interface Refusal {
  reason: SqlRefusalReason;
  subject?: string;
  byteOffset?: number;
}

/** PostgreSQL's grammar refused the text: its message and byte offset. */
export interface SyntaxFailure {
  message: string;
  byteOffset?: number;
}

export type CheckResult =
  | { ok: true }
  | { ok: false; refusal: Refusal }
  | { ok: false; syntax: SyntaxFailure };

/**
 * The parse-tree node types a query may contain. Every other node — a statement other than
 * SELECT, INTO, FOR UPDATE, TABLESAMPLE, XMLTABLE, parameters, JSON_TABLE, … — is refused. An
 * allow-list, so a node type a future grammar adds is refused until someone looks at it.
 */
const ALLOWED_NODES = new Set([
  'SelectStmt',
  'ResTarget',
  'ColumnRef',
  'String',
  'A_Const',
  'Integer',
  'Float',
  'Boolean',
  'A_Expr',
  'BoolExpr',
  'FuncCall',
  'TypeCast',
  'TypeName',
  'RangeVar',
  'RangeSubselect',
  'RangeFunction',
  'JoinExpr',
  'SortBy',
  'WithClause',
  'CommonTableExpr',
  'A_Star',
  'A_Indices',
  'A_Indirection',
  'CaseExpr',
  'CaseWhen',
  'CoalesceExpr',
  'MinMaxExpr',
  'NullTest',
  'BooleanTest',
  'SubLink',
  'List',
  'WindowDef',
  'GroupingSet',
  'RowExpr',
  'A_ArrayExpr',
  'Alias',
  'SQLValueFunction',
  'NamedArgExpr',
  'CollateClause',
]);

/** CURRENT_DATE and its kin; CURRENT_USER, SESSION_USER, CURRENT_ROLE… would name the role. */
const ALLOWED_VALUE_FUNCTIONS = new Set([
  'SVFOP_CURRENT_DATE',
  'SVFOP_CURRENT_TIME',
  'SVFOP_CURRENT_TIME_N',
  'SVFOP_CURRENT_TIMESTAMP',
  'SVFOP_CURRENT_TIMESTAMP_N',
  'SVFOP_LOCALTIME',
  'SVFOP_LOCALTIME_N',
  'SVFOP_LOCALTIMESTAMP',
  'SVFOP_LOCALTIMESTAMP_N',
]);

const VIEW_NAMES = new Set(SQL_VIEWS.map((view) => view.name));
const QUERY_SCHEMA = 'shop_sql';
const CATALOG_SCHEMA = 'pg_catalog';

type Node = Record<string, unknown>;

/**
 * Parses `text` with PostgreSQL's own grammar (libpg-query) and accepts exactly one plain
 * SELECT / WITH … SELECT that reads only the views of `shop_sql` (or its own CTEs) and calls only
 * allow-listed functions and casts (docs/SECURITY.md "SQL editor", layer 1).
 */
export async function checkStatement(text: string): Promise<CheckResult> {
  let tree: { stmts?: { stmt: Node; stmt_location?: number }[] };
  try {
    tree = (await parse(text)) as typeof tree;
  } catch (error) {
    const details = (error as { sqlDetails?: { message?: string; cursorPosition?: number } }).sqlDetails;
    return {
      ok: false,
      syntax: {
        message: details?.message ?? (error as Error).message,
        byteOffset: details?.cursorPosition,
      },
    };
  }
  const statements = tree.stmts ?? [];
  if (statements.length === 0) return refuse('empty');
  if (statements.length > 1) return refuse('multiple_statements', undefined, statements[1]!.stmt_location);
  const root = statements[0]!;
  const [kind] = Object.keys(root.stmt);
  if (kind !== 'SelectStmt') return refuse('not_select', kind, root.stmt_location ?? 0);
  const cteNames = new Set<string>();
  try {
    collectCteNames(root.stmt, cteNames);
    const refusal = walk(root.stmt, cteNames, root.stmt_location ?? 0);
    return refusal ? { ok: false, refusal } : { ok: true };
  } catch (error) {
    // A tree nested deeper than the checker's stack: refused rather than half checked.
    if (error instanceof RangeError) return refuse('construct', 'nesting', root.stmt_location ?? 0);
    throw error;
  }
}

function refuse(reason: SqlRefusalReason, subject?: string, byteOffset?: number): CheckResult {
  return { ok: false, refusal: { reason, subject, byteOffset } };
}

function collectCteNames(value: unknown, names: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectCteNames(item, names);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value as Node)) {
    if (key === 'CommonTableExpr') names.add(String((child as Node).ctename).toLowerCase());
    collectCteNames(child, names);
  }
}

/** Checks every node under `value`; answers the first refusal. `at` is the nearest known offset. */
function walk(value: unknown, cteNames: Set<string>, at: number): Refusal | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const refusal = walk(item, cteNames, at);
      if (refusal) return refusal;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const node = value as Node;
  const here = typeof node.location === 'number' && node.location >= 0 ? node.location : at;
  for (const [key, child] of Object.entries(node)) {
    // Fields of a struct type hold that node without its wrapper (`TypeCast.typeName` is a bare
    // TypeName, `SelectStmt.withClause` a bare WithClause): checked by their field's name.
    if (key === 'typeName' && child !== null && typeof child === 'object') {
      const refusal = checkType(child as Node, here);
      if (refusal) return refusal;
    }
    if (key === 'withClause' && (child as Node | null)?.recursive)
      return { reason: 'recursive', byteOffset: here };
    if (/^[A-Z]/.test(key)) {
      const body = child as Node;
      const where = typeof body.location === 'number' && body.location >= 0 ? body.location : here;
      if (!ALLOWED_NODES.has(key)) return refusalOfNode(key, where);
      const refusal = checkNode(key, body, cteNames, where);
      if (refusal) return refusal;
    }
    const refusal = walk(child, cteNames, here);
    if (refusal) return refusal;
  }
  return undefined;
}

function refusalOfNode(kind: string, at: number): Refusal {
  if (kind === 'ParamRef') return { reason: 'parameter', byteOffset: at };
  if (kind === 'LockingClause') return { reason: 'locking', byteOffset: at };
  if (kind === 'IntoClause') return { reason: 'select_into', byteOffset: at };
  return { reason: 'construct', subject: kind, byteOffset: at };
}

function checkNode(kind: string, node: Node, cteNames: Set<string>, at: number): Refusal | undefined {
  switch (kind) {
    case 'SelectStmt':
      if (node.intoClause) return { reason: 'select_into', byteOffset: at };
      if (node.lockingClause) return { reason: 'locking', byteOffset: at };
      return undefined;
    case 'WithClause':
      return node.recursive ? { reason: 'recursive', byteOffset: at } : undefined;
    case 'CommonTableExpr': {
      const [inner] = Object.keys((node.ctequery as Node | undefined) ?? {});
      return inner === 'SelectStmt' ? undefined : { reason: 'not_select', subject: inner, byteOffset: at };
    }
    case 'RangeVar':
      return checkRelation(node, cteNames, at);
    case 'FuncCall':
      return checkFunction(qualifiedName(node.funcname), ALLOWED_FUNCTIONS, at);
    case 'RangeFunction':
      for (const item of (node.functions as Node[] | undefined) ?? []) {
        const call = ((item.List as Node | undefined)?.items as Node[] | undefined)?.[0]?.FuncCall as
          | Node
          | undefined;
        if (!call) return { reason: 'construct', subject: 'RangeFunction', byteOffset: at };
        const refusal = checkFunction(qualifiedName(call.funcname), ALLOWED_TABLE_FUNCTIONS, at);
        if (refusal) return refusal;
      }
      return undefined;
    case 'TypeName':
      return checkType(node, at);
    case 'SQLValueFunction':
      return ALLOWED_VALUE_FUNCTIONS.has(String(node.op))
        ? undefined
        : {
            reason: 'function',
            subject: String(node.op).replace('SVFOP_', '').toLowerCase(),
            byteOffset: at,
          };
    case 'A_Expr':
      return checkOperator(node, at);
    default:
      return undefined;
  }
}

/** The names of a qualified name (`[schema, name]`), lower-cased as PostgreSQL folds them. */
function qualifiedName(list: unknown): string[] {
  return ((list as Node[] | undefined) ?? []).map((part) =>
    String((part.String as Node | undefined)?.sval ?? ''),
  );
}

function checkRelation(node: Node, cteNames: Set<string>, at: number): Refusal | undefined {
  const name = String(node.relname);
  const schema = node.schemaname === undefined ? undefined : String(node.schemaname);
  const subject = [node.catalogname, schema, name].filter((part) => part !== undefined).join('.');
  if (node.catalogname !== undefined) return { reason: 'relation', subject, byteOffset: at };
  if (schema === undefined && cteNames.has(name)) return undefined;
  if ((schema === undefined || schema === QUERY_SCHEMA) && VIEW_NAMES.has(name)) return undefined;
  return { reason: 'relation', subject, byteOffset: at };
}

function checkFunction(name: string[], allowed: Set<string>, at: number): Refusal | undefined {
  const [first, second] = name;
  const bare =
    name.length === 2 && first === CATALOG_SCHEMA ? second! : name.length === 1 ? first! : undefined;
  if (bare !== undefined && allowed.has(bare)) return undefined;
  return { reason: 'function', subject: name.join('.'), byteOffset: at };
}

function checkType(node: Node, at: number): Refusal | undefined {
  const name = qualifiedName(node.names);
  const subject = name.join('.');
  if (node.pct_type) return { reason: 'type', subject, byteOffset: at };
  const bare =
    name.length === 2 && name[0] === CATALOG_SCHEMA ? name[1] : name.length === 1 ? name[0] : undefined;
  return bare !== undefined && ALLOWED_TYPES.has(bare)
    ? undefined
    : { reason: 'type', subject, byteOffset: at };
}

/** Operators are PostgreSQL's own (no one can create one here); OPERATOR(schema.op) only from pg_catalog. */
function checkOperator(node: Node, at: number): Refusal | undefined {
  const name = qualifiedName(node.name);
  if (name.length <= 1 || (name.length === 2 && name[0] === CATALOG_SCHEMA)) return undefined;
  return { reason: 'function', subject: name.join('.'), byteOffset: at };
}

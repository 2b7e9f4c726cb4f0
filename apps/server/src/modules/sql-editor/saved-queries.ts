import { hasRole, type SavedSqlQuery, type SaveSqlQueryInput } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import {
  deleteSavedQuery,
  insertSavedQuery,
  listSavedQueryRows,
  type SavedQueryRow,
  updateSavedQuery,
} from './queries/saved-query-rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Saved queries are the shop's shared shelf: every member (viewers too, who may run queries)
 * reads and adds them; changing or deleting one is for whoever saved it or an admin of the shop,
 * as with tasks (docs/SECURITY.md).
 */
export async function listSavedQueries(
  scope: UseCaseScope,
  shopId: string,
): Promise<{ queries: SavedSqlQuery[] }> {
  return { queries: (await listSavedQueryRows(scope.db, { shopId })).map(toSavedQuery) };
}

export async function saveQuery(
  scope: UseCaseScope,
  shopId: string,
  input: SaveSqlQueryInput,
): Promise<SavedSqlQuery> {
  const row = await insertSavedQuery(scope.db, {
    shopId,
    name: input.name,
    sql: input.sql,
    createdBy: scope.user.id,
    now: scope.deps.now(),
  });
  return toSavedQuery(row);
}

export async function changeSavedQuery(
  scope: UseCaseScope,
  shopId: string,
  queryId: string,
  input: SaveSqlQueryInput,
): Promise<SavedSqlQuery> {
  await findOwnQuery(scope, shopId, queryId);
  const row = await updateSavedQuery(scope.db, { shopId, queryId, ...input, now: scope.deps.now() });
  return toSavedQuery(row);
}

export async function removeSavedQuery(scope: UseCaseScope, shopId: string, queryId: string): Promise<void> {
  await findOwnQuery(scope, shopId, queryId);
  await deleteSavedQuery(scope.db, { shopId, queryId });
}

/** The query, or 404 (unknown, another shop's, not an id); 403 when the caller may not change it. */
async function findOwnQuery(scope: UseCaseScope, shopId: string, queryId: string): Promise<SavedQueryRow> {
  if (!UUID.test(queryId)) throw new AppError('not_found');
  const [row] = await listSavedQueryRows(scope.db, { shopId, queryId });
  if (!row) throw new AppError('not_found');
  if (row.createdBy !== scope.user.id && !hasRole(scope.shop?.role, 'admin')) {
    throw new AppError('sql_query_delete_forbidden');
  }
  return row;
}

function toSavedQuery(row: SavedQueryRow): SavedSqlQuery {
  return {
    id: row.id,
    name: row.name,
    sql: row.sql,
    createdBy: row.createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

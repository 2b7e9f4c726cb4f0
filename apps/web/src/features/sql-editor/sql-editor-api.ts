import { type SaveSqlQueryInput, sqlEditorRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** The SQL editor's routes of the API, called through their contracts. */
export const sqlEditorApi = {
  run: (shopId: string, sql: string, signal?: AbortSignal) =>
    callApi(sqlEditorRoutes.runSql, { params: { shopId }, body: { sql }, signal }),
  listSaved: (shopId: string, signal?: AbortSignal) =>
    callApi(sqlEditorRoutes.listSavedSqlQueries, { params: { shopId }, signal }),
  save: (shopId: string, input: SaveSqlQueryInput) =>
    callApi(sqlEditorRoutes.saveSqlQuery, { params: { shopId }, body: input }),
  remove: (shopId: string, queryId: string) =>
    callApi(sqlEditorRoutes.deleteSqlQuery, { params: { shopId, queryId } }),
};

export const sqlEditorKeys = { saved: (shopId: string) => ['sql-saved-queries', shopId] as const };

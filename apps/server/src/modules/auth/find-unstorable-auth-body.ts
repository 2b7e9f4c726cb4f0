import { findUnstorableText } from '@ziskomer/contracts';

/**
 * better-auth reads its JSON bodies itself, past our contracts' validation hook: the path of a
 * field whose text the database cannot store (a NUL byte in an e-mail would fail its query with
 * a 500), or null. Reads a clone, so better-auth still gets the untouched body; auth bodies are
 * small forms. A body that is not JSON is left to better-auth to refuse.
 */
export async function findUnstorableAuthBody(request: Request): Promise<string | null> {
  if (!request.body || !request.headers.get('content-type')?.includes('json')) return null;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return null;
  }
  return findUnstorableText(body);
}

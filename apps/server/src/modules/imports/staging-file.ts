import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Where an uploaded file waits for its import: `<importsDir>/<shop>/<import>.csv`. */
export function getStagingPath(importsDir: string, shopId: string, importId: string): string {
  return join(importsDir, shopId, `${importId}.csv`);
}

export async function ensureStagingDir(importsDir: string, shopId: string): Promise<void> {
  await mkdir(join(importsDir, shopId), { recursive: true });
}

/** Removes a staging file once its import no longer needs it (finished, failed or cancelled). */
export async function deleteStagingFile(path: string | null): Promise<void> {
  if (path) await rm(path, { force: true });
}

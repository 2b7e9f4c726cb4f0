import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { ImportKind } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { toStoredKind } from './import-kind.ts';
import { type ImportRow, insertImport } from './queries/insert-import.ts';
import { ensureStagingDir, getStagingPath } from './staging-file.ts';

export interface UploadInput {
  body: ReadableStream<Uint8Array> | null;
  contentLength: string | undefined;
  fileName: string;
  kind: ImportKind;
}

/**
 * Receives an import file as the raw request body and streams it to the staging directory,
 * never holding it in memory. A declared size over the limit is refused before any byte is read
 * (413); an undeclared one is counted while streaming and cut off at the limit. The import
 * session exists only once the whole file is on disk, ready to analyse.
 */
export async function uploadImport(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  input: UploadInput,
): Promise<ImportRow> {
  const { config, db } = scope.deps;
  const declared = input.contentLength === undefined ? null : Number(input.contentLength);
  if (declared !== null && Number.isFinite(declared) && declared > config.importMaxBytes) {
    throw new AppError('payload_too_large', { maxBytes: config.importMaxBytes });
  }
  const importId = randomUUID();
  await ensureStagingDir(config.importsDir, shopId);
  const path = getStagingPath(config.importsDir, shopId, importId);
  let bytes: number;
  try {
    bytes = await streamToFile(input.body, path, config.importMaxBytes);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  const now = scope.deps.now();
  return withScope(db, { userId: scope.user.id, shopId }, (trx) =>
    insertImport(trx, {
      shop_id: shopId,
      id: importId,
      kind: toStoredKind(input.kind),
      source: 'upload',
      file_name: cleanFileName(input.fileName),
      staging_path: path,
      status: 'ready',
      bytes_total: bytes,
      created_by: scope.user.id,
      created_at: now,
      updated_at: now,
    }),
  );
}

/** Writes a request body to a new file, refusing it (413) once it passes `maxBytes`; returns its size. */
export async function streamToFile(
  body: ReadableStream<Uint8Array> | null,
  path: string,
  maxBytes: number,
): Promise<number> {
  const file = createWriteStream(path, { flags: 'wx' });
  let bytes = 0;
  try {
    if (body) {
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        if (bytes > maxBytes) {
          // Stop reading: the rest of an oversized body is never consumed.
          await reader.cancel().catch(() => {});
          throw new AppError('payload_too_large', { maxBytes });
        }
        if (!file.write(value)) await once(file, 'drain');
      }
    }
  } finally {
    file.end();
    await once(file, 'close');
  }
  return bytes;
}

/** The name the user gave the file, without any path and control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return clean || 'import.csv';
}

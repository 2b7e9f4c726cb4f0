import { createHash, type Hash, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { importOptionsSchema, type PublicImport, type PublicImportOptions } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Transaction } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import type { ApiKeyScope } from '../../core/use-case-scope.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import {
  analyseImportFile,
  cleanFileName,
  ensureStagingDir,
  getStagingPath,
  importJob,
  insertImport,
  streamToFile,
  toImport,
  toStoredKind,
} from '../imports/index.ts';
import { getShopSettings } from '../orders/index.ts';
import { findIdempotentReply, type StoredReply, saveIdempotentReply } from './idempotency.ts';

export interface ApiImportInput {
  body: ReadableStream<Uint8Array> | null;
  contentLength: string | undefined;
  query: PublicImportOptions;
  idempotencyKey: string | null;
}

/**
 * `POST /api/v1/imports`: a CSV file of orders or (`kind=ad-spend`) ad spend as the request body, streamed to the staging directory like
 * an upload in the app (413 over the size limit, never held in memory), analysed with the options
 * of the query overriding detection, and started at once with the automatic column mapping. A
 * file that cannot start (columns that do not map, an empty or broken file) answers 422 with the
 * missing fields and problems, and leaves nothing behind. The import, its job and the stored
 * idempotent answer are written in one transaction.
 */
export async function receiveApiImport(
  scope: Omit<ApiKeyScope, 'db'>,
  input: ApiImportInput,
  language: Language,
): Promise<StoredReply & { body: PublicImport; replayed: boolean }> {
  const { config, db } = scope.deps;
  const { shopId } = scope;
  const declared = input.contentLength === undefined ? null : Number(input.contentLength);
  if (declared !== null && Number.isFinite(declared) && declared > config.importMaxBytes) {
    throw new AppError('payload_too_large', { maxBytes: config.importMaxBytes });
  }
  const importId = randomUUID();
  await ensureStagingDir(config.importsDir, shopId);
  const path = getStagingPath(config.importsDir, shopId, importId);
  const hash = input.idempotencyKey ? startRequestHash(input.query) : null;
  let started = false;
  try {
    const bytes = await streamToFile(hashing(input.body, hash), path, config.importMaxBytes);
    const request = input.idempotencyKey
      ? { key: input.idempotencyKey, requestHash: hash!.digest('hex') }
      : null;
    const scoped = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
      withScope(db, { userId: null, shopId }, work);

    // A retry is answered before the file is analysed again.
    if (request) {
      const stored = await scoped((trx) => findIdempotentReply(trx, shopId, request, scope.deps.now()));
      if (stored) return { ...stored, body: stored.body as PublicImport, replayed: true };
    }

    const shop = await scoped((trx) => getShopSettings(trx, shopId));
    const { invalidRowPolicy, fileName, kind, ...overrides } = input.query;
    const analysis = await analyseImportFile(path, bytes, overrides, shop, language, kind);
    if (!analysis.canStart) {
      throw new AppError('validation_failed', {
        missing: analysis.missing,
        header: analysis.header,
        problems: analysis.problems,
      });
    }
    const options = importOptionsSchema.parse({ ...analysis.options, invalidRowPolicy });

    const reply = await scoped(async (trx) => {
      const now = scope.deps.now();
      if (request) {
        const stored = await findIdempotentReply(trx, shopId, request, now);
        if (stored) return { ...stored, body: stored.body as PublicImport, replayed: true };
      }
      const row = await insertImport(trx, {
        shop_id: shopId,
        id: importId,
        kind: toStoredKind(kind),
        source: 'api',
        file_name: cleanFileName(fileName),
        staging_path: path,
        // Like a start in the app: the 'reject' policy validates the whole file first.
        status: invalidRowPolicy === 'reject' ? 'analysing' : 'running',
        options: JSON.stringify(options),
        total_rows: analysis.rowEstimate,
        bytes_total: bytes,
        created_by: scope.apiKey.createdBy,
        created_at: now,
        started_at: now,
        updated_at: now,
      });
      await enqueueJob(trx, importJob, { shopId, importId });
      const body: PublicImport = { ...toImport(row, language), rowErrors: [], rowErrorCount: 0 };
      if (request) await saveIdempotentReply(trx, shopId, request, { status: 202, body }, now);
      return { status: 202, body, replayed: false };
    });
    started = !reply.replayed;
    return reply;
  } finally {
    // The file stays only for the import that will read it.
    if (!started) await rm(path, { force: true });
  }
}

/** The request's hash covers its path and options, so the same file with other options is another request. */
function startRequestHash(query: PublicImportOptions): Hash {
  const options = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHash('sha256').update(`POST /api/v1/imports?${options}\n`);
}

/** The body as it streams, fed into `hash` on the way (when there is one). */
function hashing(
  body: ReadableStream<Uint8Array> | null,
  hash: Hash | null,
): ReadableStream<Uint8Array> | null {
  if (!body || !hash) return body;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        hash.update(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
}

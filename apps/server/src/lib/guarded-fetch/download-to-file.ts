import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { type GuardedFetchOptions, guardedFetch } from './guarded-fetch.ts';

export interface Download {
  /** Bytes written to the file. */
  bytes: number;
  /** The URL finally answered, after redirects. */
  url: string;
  contentType: string | null;
}

/**
 * Fetches a user-given URL through the guard and streams the body into a new file at `path`,
 * never holding it in memory. On any failure the partial file is removed.
 */
export async function downloadToFile(
  input: string,
  path: string,
  options: GuardedFetchOptions,
): Promise<Download> {
  const response = await guardedFetch(input, options);
  let bytes = 0;
  async function* counted() {
    for await (const chunk of response.body) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  try {
    await pipeline(counted(), createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    response.cancel();
    // An existing file was never ours to remove ('wx' refused to touch it).
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
    throw error;
  }
  return { bytes, url: response.url, contentType: response.headers['content-type'] ?? null };
}

import { type ErrorCode, type Import, type ImportKind, importSchema } from '@ziskomer/contracts';
import { ApiError } from '../../lib/api.ts';
import { getLanguage } from '../../lib/i18n.ts';
import { importsApi } from './imports-api.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadHandle {
  /** The import session the server created once the whole file arrived. */
  done: Promise<Import>;
  /** Stops the upload; `done` then rejects with an AbortError. */
  abort: () => void;
}

/**
 * Uploads an import file as the raw request body. XMLHttpRequest streams the File from disk
 * (the browser never reads it whole into memory) and, unlike fetch, reports upload progress.
 */
export function uploadImportFile(
  shopId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  kind: ImportKind = 'orders',
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Import>((resolve, reject) => {
    xhr.open('POST', importsApi.uploadUrl(shopId, file.name, kind));
    xhr.responseType = 'json';
    // The bytes go as they are; the server works out their encoding.
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept-language', getLanguage());
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = importSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError('internal', xhr.status, 'Unexpected upload response'));
        return;
      }
      reject(toApiError(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError('network', 0, 'Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const error = (body as { error?: { code?: ErrorCode; message?: string; details?: unknown } } | null)?.error;
  return new ApiError(
    error?.code ?? (status === 413 ? 'payload_too_large' : 'internal'),
    status,
    error?.message ?? statusText,
    error?.details,
  );
}

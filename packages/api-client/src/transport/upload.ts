/**
 * Resumable chunked uploads (payment link downloads, up to 2 GB): a file over the limit is refused at once,
 * without a request; otherwise the server is asked where it stands, the remaining chunks are PUT at exactly that
 * offset, and a chunk that fails (dropped connection, timeout, 5xx, 429) is retried with backoff after asking the
 * server again — so a chunk the server already stored is never sent twice.
 */
import {
  DOWNLOAD_TOO_LARGE_MESSAGE,
  MAX_DOWNLOAD_BYTES,
  UPLOAD_SIZE_POINTER,
  UploadDocumentSchema,
  type Upload,
} from '../contract/uploads.js';
import { ApiError } from '../errors.js';
import { routes } from '../routes.js';
import type { HttpTransport } from './http.js';

export interface UploadProgress {
  uploadId: string;
  /** Bytes the server has stored. */
  loaded: number;
  total: number;
  /** 0…1. */
  fraction: number;
}

export interface UploadFileOptions {
  /** The organization the file belongs to (checked by the server). */
  organizationId: string;
  /** Resume this earlier upload of the same file instead of announcing a new one. */
  uploadId?: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** The announced upload, as soon as the server has it (keep its id to resume later). */
  onCreated?: (upload: Upload) => void;
  /** Consecutive failures of one chunk before giving up (the caller may resume later). Default 5. */
  retries?: number;
  /** The first backoff; it doubles on each consecutive failure up to 8 s. Default 500 ms. */
  retryDelayMs?: number;
}

/** One chunk may take this long (4 MB on a slow line). */
const CHUNK_TIMEOUT_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 8_000;

/** The error of a file over 2 GB, as the server words it (at the size field), raised without a request. */
export function uploadTooLargeError(path = routes.uploads): ApiError {
  return new ApiError({
    kind: 'http',
    status: 422,
    path,
    errors: [
      {
        title: DOWNLOAD_TOO_LARGE_MESSAGE,
        code: 'file-too-large',
        source: { pointer: UPLOAD_SIZE_POINTER },
      },
    ],
  });
}

const isRetryable = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.status >= 500 ||
    error.status === 408 ||
    error.status === 429);

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError({ kind: 'aborted', cause: signal.reason }));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ApiError({ kind: 'aborted', cause: signal?.reason }));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The offset a 409 'wrong-offset' reply says the server has reached. */
function receivedOf(error: ApiError): number | undefined {
  const received = error.errors[0]?.meta?.received;
  return typeof received === 'number' ? received : undefined;
}

export async function uploadFile(
  http: HttpTransport,
  file: Blob & { name?: string },
  options: UploadFileOptions,
): Promise<Upload> {
  if (file.size > MAX_DOWNLOAD_BYTES) throw uploadTooLargeError();
  const { signal } = options;
  const retries = options.retries ?? 5;
  const baseDelay = options.retryDelayMs ?? 500;

  const status = async (id: string) =>
    (
      await http.request({
        method: 'GET',
        path: routes.upload(id),
        schema: UploadDocumentSchema,
        signal,
        reportsServerErrors: true,
      })
    ).data.data;

  let upload: Upload;
  if (options.uploadId) {
    upload = await status(options.uploadId);
  } else {
    upload = (
      await http.request({
        method: 'POST',
        path: routes.uploads,
        body: {
          data: {
            type: 'upload',
            attributes: {
              organizationId: options.organizationId,
              name: file.name ?? 'file',
              size: file.size,
              contentType: file.type,
            },
          },
        },
        schema: UploadDocumentSchema,
        signal,
      })
    ).data.data;
    options.onCreated?.(upload);
  }
  const { id } = upload;
  const report = () =>
    options.onProgress?.({
      uploadId: id,
      loaded: upload.attributes.received,
      total: file.size,
      fraction: file.size === 0 ? 1 : upload.attributes.received / file.size,
    });
  report();

  let failures = 0;
  while (upload.attributes.status !== 'complete') {
    if (signal?.aborted)
      throw new ApiError({ kind: 'aborted', path: routes.upload(id), cause: signal.reason });
    const start = upload.attributes.received;
    const end = Math.min(file.size, start + upload.attributes.chunkSize);
    try {
      upload = (
        await http.request({
          method: 'PUT',
          path: routes.uploadChunk(id, start),
          body: file.slice(start, end, 'application/octet-stream'),
          schema: UploadDocumentSchema,
          signal,
          timeoutMs: CHUNK_TIMEOUT_MS,
          // Retried here: no error toast per attempt.
          reportsServerErrors: true,
        })
      ).data.data;
      failures = 0;
      report();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.kind === 'aborted' || signal?.aborted) throw error;
      const received = error.status === 409 ? receivedOf(error) : undefined;
      if (received !== undefined) {
        // Another offset than ours: continue where the server is.
        upload = { ...upload, attributes: { ...upload.attributes, received } };
        report();
        continue;
      }
      if (error.status === 409) {
        // Already complete (an earlier attempt's reply was lost).
        upload = await status(id);
        report();
        continue;
      }
      if (!isRetryable(error) || ++failures > retries) throw error;
      await sleep(
        error.retryAfterMs ?? Math.min(MAX_BACKOFF_MS, baseDelay * 2 ** (failures - 1)),
        signal,
      );
      // The chunk may have landed before the connection dropped: ask before sending anything again.
      try {
        upload = await status(id);
        report();
      } catch (statusError) {
        if (!isRetryable(statusError)) throw statusError;
      }
    }
  }
  return upload;
}

/** File downloads (SPEC §7 "Other"): a GET returning a blob, with progress, saved under a given name. */
import { ApiError } from '../errors.js';
import type { HttpTransport } from './http.js';

export interface DownloadProgress {
  loaded: number;
  /** From Content-Length; `undefined` when the server streams without one. */
  total: number | undefined;
  /** 0…1 when the total is known. */
  fraction: number | undefined;
}

export interface DownloadOptions {
  /** The name the file is saved under. */
  fileName: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Saves the blob; defaults to a temporary link click in browsers. Pass `false` to only return the blob. */
  save?: ((blob: Blob, fileName: string) => void) | false;
}

/** Saves a blob under a name with a temporary object URL and link. */
export function saveBlob(blob: Blob, fileName: string): void {
  if (typeof document === 'undefined')
    throw new Error('saveBlob needs a document; pass `save` to download()');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export async function download(
  http: HttpTransport,
  path: string,
  options: DownloadOptions,
): Promise<Blob> {
  const response = await http.send({
    method: 'GET',
    path,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    action: 'files/read',
  });
  const lengthHeader = response.headers.get('Content-Length');
  const total = lengthHeader !== null && lengthHeader !== '' ? Number(lengthHeader) : undefined;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const report = (loaded: number) =>
    options.onProgress?.({
      loaded,
      total,
      fraction: total ? Math.min(1, loaded / total) : undefined,
    });

  const chunks: Uint8Array[] = [];
  let loaded = 0;
  report(0);
  try {
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        loaded += value.byteLength;
        report(loaded);
      }
    } else {
      const buffer = new Uint8Array(await response.arrayBuffer());
      chunks.push(buffer);
      loaded = buffer.byteLength;
      report(loaded);
    }
  } catch (cause) {
    throw new ApiError({
      kind: options.signal?.aborted ? 'aborted' : 'network',
      path,
      cause,
      message: `Download of ${options.fileName} interrupted`,
    });
  }
  const blob = new Blob(chunks as BlobPart[], { type });
  const save = options.save === undefined ? saveBlob : options.save;
  if (save) save(blob, options.fileName);
  return blob;
}

import type { MessageDescriptor } from '@lingui/core';
import { ApiError, MAX_DOWNLOAD_BYTES, type UploadFileOptions } from '@paydesk/api-client';
import type { UploadItemStatus } from '@paydesk/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../shared/api/client';
import { codeMessage } from '../../shared/errors/errorMessages';
import { uploadCodeMessages, uploadMessages } from './messages';

/** One file of the field: chosen now (`file`) or already uploaded earlier (a link being edited). */
export interface DownloadUpload {
  key: string;
  name: string;
  size: number;
  file?: File;
  /** The server's upload, once announced: a retry resumes it instead of starting again. */
  uploadId?: string;
  status: UploadItemStatus;
  progress: number;
  error?: MessageDescriptor;
}

/** Anything that uploads like the api client (tests pass their own). */
export type Uploader = Pick<typeof api, 'uploadFile'>;

let keys = 0;
const nextKey = () => `upload-${++keys}`;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Why an upload stopped, as the field shows it at the file; `paused` when the browser is offline. */
function stopped(error: unknown): Pick<DownloadUpload, 'status' | 'error'> {
  if (
    error instanceof ApiError &&
    (error.kind === 'network' || error.kind === 'timeout') &&
    isOffline()
  )
    return { status: 'paused', error: uploadMessages.paused };
  const words = error instanceof ApiError ? codeMessage(error.code, uploadCodeMessages) : undefined;
  return { status: 'failed', error: words ?? uploadMessages.failed };
}

/**
 * Payment link downloads: each chosen file is refused at once if over 2 GB (nothing is sent), else uploaded in
 * chunks with its progress; a dropped connection resumes by itself (the client asks the server where it stands),
 * an upload that gave up can be retried from where it stopped, and offline uploads resume when the browser is
 * back online. `uploadIds` are the finished uploads, in order, for the link's `downloadIds`.
 */
export function useUploads(
  organizationId: string,
  /** Files uploaded earlier (the downloads of a link being edited). */
  initial: readonly { id: string; name: string; size: number }[] = [],
  uploader: Uploader = api,
) {
  const [items, setItems] = useState<DownloadUpload[]>(() =>
    initial.map((file) => ({
      key: file.id,
      name: file.name,
      size: file.size,
      uploadId: file.id,
      status: 'done',
      progress: 1,
    })),
  );
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, change: Partial<DownloadUpload>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File, uploadId: string | undefined) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      let id = uploadId;
      const options: UploadFileOptions = {
        organizationId,
        uploadId,
        signal: controller.signal,
        onCreated: (upload) => {
          id = upload.id;
          update(key, { uploadId: upload.id });
        },
        onProgress: ({ fraction }) => update(key, { progress: fraction }),
      };
      update(key, { status: 'uploading', error: undefined });
      uploader.uploadFile(file, options).then(
        (upload) => update(key, { status: 'done', progress: 1, uploadId: upload.id }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          update(key, { ...stopped(error), uploadId: id });
        },
      );
    },
    [organizationId, update, uploader],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): DownloadUpload =>
        file.size > MAX_DOWNLOAD_BYTES
          ? {
              key: nextKey(),
              name: file.name,
              size: file.size,
              file,
              status: 'refused',
              progress: 0,
              error: uploadMessages.tooLarge,
            }
          : {
              key: nextKey(),
              name: file.name,
              size: file.size,
              file,
              status: 'uploading',
              progress: 0,
            },
      );
      setItems((list) => [...list, ...added]);
      for (const item of added)
        if (item.status === 'uploading') start(item.key, item.file!, undefined);
    },
    [start],
  );

  const current = useRef(items);
  useEffect(() => {
    current.current = items;
  }, [items]);

  const retry = useCallback(
    (key: string) => {
      const item = current.current.find((candidate) => candidate.key === key);
      if (item?.file && (item.status === 'failed' || item.status === 'paused'))
        start(key, item.file, item.uploadId);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  // Back online: paused uploads go on from where the server stands.
  useEffect(() => {
    const resume = () => {
      for (const item of current.current) if (item.status === 'paused') retry(item.key);
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [retry]);

  // Leaving the form stops what is still going (the server keeps what it has).
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return {
    items,
    add,
    retry,
    remove,
    uploadIds: items.flatMap((item) =>
      item.status === 'done' && item.uploadId ? [item.uploadId] : [],
    ),
    isUploading: items.some((item) => item.status === 'uploading'),
    hasProblems: items.some((item) => item.status !== 'done' && item.status !== 'uploading'),
  };
}

export type Uploads = ReturnType<typeof useUploads>;

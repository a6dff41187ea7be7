import { payments } from '@paydesk/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../shared/api/client';

export type UploadStatus = 'uploading' | 'uploaded' | 'failed';

export interface EvidenceUpload {
  file: File;
  status: UploadStatus;
  /** The allocated attachment, once allocated. */
  fileId?: string;
  /** The provider's words when it refused the file (e.g. too large). */
  error?: string;
}

const allocate = payments.actions['disputes/allocateAttachment'];
const remove = payments.actions['disputes/deleteAttachment'];

/** Allocates an attachment and PUTs its bytes to the upload path the provider gave. */
async function uploadFile(file: File): Promise<string> {
  const { data } = await api.call(allocate, {
    payload: {
      data: {
        type: 'file',
        attributes: {
          name: file.name,
          size: file.size,
          mimeType: file.type || 'application/octet-stream',
        },
      },
    },
  });
  if (data.attributes.uploadPath) await api.upload(data.attributes.uploadPath, file);
  return data.id;
}

const titleOf = (error: unknown) =>
  error && typeof error === 'object' && 'titles' in error && Array.isArray(error.titles)
    ? (error.titles as string[]).join(' ')
    : undefined;

/**
 * Evidence attachments, uploaded as soon as they are chosen (so submitting is quick) and deleted on the provider
 * when removed again. `setFiles` takes the drop zone's whole new list.
 */
export function useEvidenceUploads() {
  const [uploads, setUploads] = useState<EvidenceUpload[]>([]);
  const current = useRef(uploads);
  useEffect(() => {
    current.current = uploads;
  }, [uploads]);

  const update = (file: File, change: Partial<EvidenceUpload>) =>
    setUploads((list) => list.map((item) => (item.file === file ? { ...item, ...change } : item)));

  const setFiles = useCallback((files: File[]) => {
    const before = current.current;
    const added = files.filter((file) => !before.some((item) => item.file === file));
    const removed = before.filter((item) => !files.includes(item.file));
    for (const item of removed) {
      // An attachment never submitted is not kept on the provider either.
      if (item.fileId)
        void api.call(remove, {
          payload: { data: { type: 'delete-request', attributes: { resourceId: item.fileId } } },
        });
    }
    const next = [
      ...before.filter((item) => files.includes(item.file)),
      ...added.map((file): EvidenceUpload => ({ file, status: 'uploading' })),
    ];
    current.current = next;
    setUploads(next);
    for (const file of added) {
      uploadFile(file).then(
        (fileId) => {
          // Removed while it uploaded: let it go on the provider too.
          if (!current.current.some((item) => item.file === file))
            void api.call(remove, {
              payload: { data: { type: 'delete-request', attributes: { resourceId: fileId } } },
            });
          else update(file, { status: 'uploaded', fileId });
        },
        (error: unknown) => update(file, { status: 'failed', error: titleOf(error) }),
      );
    }
  }, []);

  const reset = useCallback(() => {
    current.current = [];
    setUploads([]);
  }, []);

  return {
    uploads,
    files: uploads.map((item) => item.file),
    setFiles,
    reset,
    isUploading: uploads.some((item) => item.status === 'uploading'),
    hasFailed: uploads.some((item) => item.status === 'failed'),
    fileIds: uploads.flatMap((item) => (item.fileId ? [item.fileId] : [])),
  };
}

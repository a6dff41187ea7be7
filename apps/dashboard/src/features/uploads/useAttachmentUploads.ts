import type { MessageDescriptor } from '@lingui/core';
import { ApiError, type AnyAction, type FileResource } from '@paydesk/api-client';
import type { UploadItemStatus } from '@paydesk/ui';
import type * as v from 'valibot';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../shared/api/client';
import { codeMessage } from '../../shared/errors/errorMessages';
import { attachmentFailed } from './messages';

export interface Attachment {
  key: string;
  file: File;
  status: UploadItemStatus;
  progress: number;
  /** The allocated file, once allocated. */
  fileId?: string;
  error?: MessageDescriptor;
}

type Allocation = {
  payload: { data: { type: 'file'; attributes: { name: string; size: number; mimeType: string } } };
};
type Deletion = {
  payload: { data: { type: 'delete-request'; attributes: { resourceId: string } } };
};

/** An action that reserves a file (`*\/allocateAttachment`) and one that deletes an unsent one. */
export type AllocateAction = AnyAction & {
  readonly payload: v.GenericSchema<Allocation['payload']>;
  readonly answer: v.GenericSchema<unknown, { data: FileResource }>;
};
export type DeleteAction = AnyAction & { readonly payload: v.GenericSchema<Deletion['payload']> };

export interface AttachmentRules {
  allocate: AllocateAction;
  remove: DeleteAction;
  /** How many files one submission takes. */
  maxFiles: number;
  /** Why a file is refused before anything is sent (size, type); the provider checks again. */
  refusal?: (file: File) => MessageDescriptor | undefined;
  /** The provider's refusal codes in the app's words (any other failure says `attachmentFailed`). */
  codeMessages?: Readonly<Record<string, MessageDescriptor>>;
}

let keys = 0;
const deleteRequest = (resourceId: string) => ({
  payload: { data: { type: 'delete-request' as const, attributes: { resourceId } } },
});

/**
 * Files attached to something being written (a message, dispute evidence): each chosen file is checked,
 * allocated and its bytes PUT at once, so submitting is quick; a removed file is deleted on the provider if it
 * was never submitted. `fileIds` are the finished ones, in the order chosen.
 */
export function useAttachmentUploads(rules: AttachmentRules) {
  const [items, setItems] = useState<Attachment[]>([]);
  const current = useRef(items);
  useEffect(() => {
    current.current = items;
  }, [items]);
  const latest = useRef(rules);
  latest.current = rules;

  const update = useCallback((key: string, change: Partial<Attachment>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async ({ key, file }: Attachment) => {
      const { allocate, remove, codeMessages = {} } = latest.current;
      try {
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
        update(key, { fileId: data.id, progress: 0.1 });
        if (data.attributes.uploadPath) await api.upload(data.attributes.uploadPath, file);
        // Removed while it uploaded: let it go on the provider too.
        if (!current.current.some((candidate) => candidate.key === key))
          void api.call(remove, deleteRequest(data.id)).catch(() => undefined);
        else update(key, { status: 'done', progress: 1 });
      } catch (error) {
        const words = error instanceof ApiError ? codeMessage(error.code, codeMessages) : undefined;
        update(key, { status: 'failed', error: words ?? attachmentFailed });
      }
    },
    [update],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): Attachment => {
        const error = latest.current.refusal?.(file);
        const key = `attachment-${++keys}`;
        return error
          ? { key, file, status: 'refused', progress: 0, error }
          : { key, file, status: 'uploading', progress: 0 };
      });
      current.current = [...current.current, ...added];
      setItems(current.current);
      for (const item of added) if (item.status === 'uploading') void upload(item);
    },
    [upload],
  );

  const removeItem = useCallback((key: string) => {
    const item = current.current.find((candidate) => candidate.key === key);
    if (item?.fileId && item.status === 'done')
      void api.call(latest.current.remove, deleteRequest(item.fileId)).catch(() => undefined);
    current.current = current.current.filter((candidate) => candidate.key !== key);
    setItems(current.current);
  }, []);

  /** After submitting: the files belong to what was submitted now. */
  const reset = useCallback(() => {
    current.current = [];
    setItems([]);
  }, []);

  const tooMany = items.length > rules.maxFiles;
  return {
    items,
    add,
    remove: removeItem,
    reset,
    tooMany,
    isUploading: items.some((item) => item.status === 'uploading'),
    hasProblems:
      tooMany || items.some((item) => item.status === 'failed' || item.status === 'refused'),
    fileIds: items.flatMap((item) => (item.status === 'done' && item.fileId ? [item.fileId] : [])),
  };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;

import type { MessageDescriptor } from '@lingui/core';
import {
  ApiError,
  isAttachmentType,
  mailbox,
  MAX_ATTACHMENT_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
} from '@paydesk/api-client';
import type { UploadItemStatus } from '@paydesk/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../shared/api/client';
import { codeMessage } from '../../shared/errors/errorMessages';
import { attachmentCodeMessages, mailboxMessages } from './labels';

export interface Attachment {
  key: string;
  file: File;
  status: UploadItemStatus;
  progress: number;
  /** The allocated file, once allocated. */
  fileId?: string;
  error?: MessageDescriptor;
}

const allocate = mailbox.actions['messages/allocateAttachment'];
const remove = mailbox.actions['messages/deleteAttachment'];
let keys = 0;

const deleteRequest = (resourceId: string) => ({
  payload: { data: { type: 'delete-request' as const, attributes: { resourceId } } },
});

/** Why a file is refused before anything is sent: the mailbox's size and type limits (the provider checks too). */
function refusal(file: File): MessageDescriptor | undefined {
  if (file.size > MAX_ATTACHMENT_BYTES) return mailboxMessages.tooLarge;
  if (!isAttachmentType(file.type || 'application/octet-stream')) return mailboxMessages.wrongType;
  return undefined;
}

/**
 * A message's attachments: each chosen file is checked (size, type), allocated and its bytes PUT at once, so
 * sending is quick; a removed file is deleted on the provider if it was never sent. `fileIds` are the finished ones.
 */
export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([]);
  const current = useRef(items);
  useEffect(() => {
    current.current = items;
  }, [items]);

  const update = useCallback((key: string, change: Partial<Attachment>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): Attachment => {
        const error = refusal(file);
        return error
          ? { key: `att-${++keys}`, file, status: 'refused', progress: 0, error }
          : { key: `att-${++keys}`, file, status: 'uploading', progress: 0 };
      });
      setItems((list) => [...list, ...added]);
      for (const item of added) {
        if (item.status !== 'uploading') continue;
        const { file, key } = item;
        void (async () => {
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
            const words =
              error instanceof ApiError
                ? codeMessage(error.code, attachmentCodeMessages)
                : undefined;
            update(key, { status: 'failed', error: words ?? mailboxMessages.failed });
          }
        })();
      }
    },
    [update],
  );

  const removeItem = useCallback((key: string) => {
    const item = current.current.find((candidate) => candidate.key === key);
    if (item?.fileId && item.status === 'done')
      void api.call(remove, deleteRequest(item.fileId)).catch(() => undefined);
    setItems((list) => list.filter((candidate) => candidate.key !== key));
  }, []);

  /** After sending: the files belong to the message now. */
  const reset = useCallback(() => setItems([]), []);

  const tooMany = items.length > MAX_MESSAGE_ATTACHMENTS;
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

export type Attachments = ReturnType<typeof useAttachments>;

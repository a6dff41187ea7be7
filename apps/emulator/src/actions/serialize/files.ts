/** Uploaded and exported files as answers show them. */
import { routes } from '@paydesk/api-client';
import type { FileRow } from '../../domain/files/files.js';

/** An upload; `uploadPath` says where its bytes go until they are sent. */
export function fileResource(row: FileRow) {
  return {
    type: 'file',
    id: row.id,
    attributes: {
      name: row.name,
      size: Number(row.size),
      mimeType: row.mime_type,
      uploadPath: row.content === null ? routes.file(row.id) : null,
    },
  };
}

/** A file named by id, for a download (`messages/getFileId`, exports). */
export const fileIdResource = (file: {
  id: string;
  name: string;
  mimeType: string;
  size: number;
}) => ({
  type: 'file-id',
  id: file.id,
  attributes: { name: file.name, mimeType: file.mimeType, size: file.size },
});

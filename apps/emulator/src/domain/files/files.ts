/**
 * Uploaded files: mailbox attachments, dispute evidence and exports share one table. An upload is allocated
 * (name, type, size), then its bytes are PUT; until it is sent with a message or submitted with evidence it
 * belongs to its uploader alone.
 */
import { ATTACHMENT_TYPE_MESSAGE, isAttachmentType } from '@paydesk/api-client';
import type { PermissionName } from '@paydesk/permissions';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';

/** A `files` row. */
export interface FileRow {
  id: string;
  resource_id: string;
  identity_id: string;
  message_id: string | null;
  name: string;
  mime_type: string;
  size: number;
  content: ArrayBuffer | null;
  created_at: number;
  purpose: 'message' | 'evidence' | 'export';
  /** The evidence a dispute file was submitted with. */
  evidence_id: string | null;
}

/** What uploads are for; exports are made by the emulator, not uploaded. */
export type UploadPurpose = Exclude<FileRow['purpose'], 'export'>;

/** Files are limited like the provider's: 10 MB each. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The type of bytes nobody named. */
export const OPAQUE_TYPE = 'application/octet-stream';
const ATTACHMENTS_POINTER = '/data/relationships/attachments';

/** Uploading for a purpose needs its write permission somewhere. */
export const uploadPermission: Record<UploadPurpose, PermissionName> = {
  message: 'messages.write',
  evidence: 'disputes.write',
};

const sentTo = (file: FileRow) =>
  file.purpose === 'evidence' ? file.evidence_id : file.message_id;

export async function fileById(ctx: DomainContext, id: string): Promise<FileRow | undefined> {
  return ctx.db.get<FileRow>('SELECT * FROM files WHERE id = ?', [id]);
}

export async function filesByIds(ctx: DomainContext, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return ctx.db.all<FileRow>(`SELECT * FROM files WHERE id IN (${ids.map(() => '?').join(', ')})`, [
    ...ids,
  ]);
}

/** Allocates an upload, filed under the uploader's merchant until it is sent. */
export async function allocateFile(
  ctx: DomainContext,
  caller: SessionCaller,
  purpose: UploadPurpose,
  file: { name: string; size: unknown; mimeType: unknown },
): Promise<FileRow> {
  const { size } = file;
  if (
    typeof size !== 'number' ||
    !Number.isInteger(size) ||
    size < 0 ||
    size > MAX_ATTACHMENT_BYTES
  ) {
    throw new ApiError(422, [
      {
        title: 'File is too large (10 MB at most)',
        code: 'file-too-large',
        source: { pointer: '/data/attributes/size' },
      },
    ]);
  }
  const mimeType = typeof file.mimeType === 'string' && file.mimeType ? file.mimeType : OPAQUE_TYPE;
  // Mailbox attachments are limited to documents and images a support agent can open safely.
  if (purpose === 'message' && !isAttachmentType(mimeType)) {
    throw new ApiError(422, [
      {
        title: ATTACHMENT_TYPE_MESSAGE,
        code: 'file-type',
        source: { pointer: '/data/attributes/mimeType' },
      },
    ]);
  }
  const id = secureId('fil');
  await ctx.db.run(
    `INSERT INTO files (id, resource_id, identity_id, message_id, name, mime_type, size, content, created_at, purpose)
     VALUES (?, ?, ?, NULL, ?, ?, ?, NULL, ?, ?)`,
    [
      id,
      caller.identity.merchant_id,
      caller.identity.id,
      file.name,
      mimeType,
      size,
      ctx.clock.now(),
      purpose,
    ],
  );
  return (await fileById(ctx, id))!;
}

/** Takes the bytes of an allocated upload: only from its uploader, once, and exactly as many as announced. */
export async function storeUpload(
  ctx: DomainContext,
  caller: SessionCaller,
  fileId: string,
  bytes: Buffer,
): Promise<void> {
  const file = await fileById(ctx, fileId);
  if (!file || file.identity_id !== caller.identity.id) throw forbidden();
  if (file.content !== null)
    throw new ApiError(409, [{ title: 'The file was already uploaded', code: 'already-uploaded' }]);
  if (bytes.length !== Number(file.size)) {
    throw new ApiError(422, [
      { title: `Expected ${file.size} bytes, got ${bytes.length}`, code: 'size-mismatch' },
    ]);
  }
  await ctx.db.run('UPDATE files SET content = ? WHERE id = ?', [bytes, file.id]);
}

/** Deletes one of the caller's uploads for `purpose` that was not sent yet. */
export async function deleteUnsentFile(
  ctx: DomainContext,
  caller: SessionCaller,
  fileId: string,
  purpose: UploadPurpose,
): Promise<void> {
  const file = await fileById(ctx, fileId);
  if (!file || file.identity_id !== caller.identity.id || file.purpose !== purpose)
    throw notFound();
  if (sentTo(file) !== null) {
    const title =
      purpose === 'message'
        ? 'A sent attachment cannot be deleted'
        : 'A submitted attachment cannot be deleted';
    throw new ApiError(409, [{ title, code: 'attachment-sent' }]);
  }
  await ctx.db.run('DELETE FROM files WHERE id = ?', [file.id]);
}

/** Checks that each id is a finished, unsent upload of the caller for `purpose`, before they are claimed. */
export async function checkUnsentUploads(
  ctx: DomainContext,
  caller: SessionCaller,
  ids: readonly string[],
  purpose: UploadPurpose,
): Promise<void> {
  for (const id of ids) {
    const file = await fileById(ctx, id);
    const problem =
      !file ||
      file.identity_id !== caller.identity.id ||
      file.purpose !== purpose ||
      sentTo(file) !== null
        ? 'Attachment not found'
        : file.content === null
          ? 'Attachment upload is not finished'
          : null;
    if (problem)
      throw new ApiError(422, [
        { title: problem, code: 'invalid', source: { pointer: ATTACHMENTS_POINTER } },
      ]);
  }
}

/** The at-most error of a claim with too many attachments. */
export const tooManyAttachments = (max: number) =>
  new ApiError(422, [
    {
      title: `At most ${max} attachments`,
      code: 'invalid',
      source: { pointer: ATTACHMENTS_POINTER },
    },
  ]);

/**
 * Chunked uploads: announce (refused by size before any byte), append chunks at exactly the offset reached,
 * complete with a streamed SHA-256. Chunks of one upload are written one at a time, so two retries of the same
 * chunk racing each other cannot both land.
 */
import { randomBytes } from 'node:crypto';
import { open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DOWNLOAD_TOO_LARGE_MESSAGE,
  MAX_DOWNLOAD_BYTES,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_SIZE_POINTER,
  type DownloadFile,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { ownUpload, uploadScope } from './access.js';
import {
  downloadFile,
  isComplete,
  sha256OfFile,
  uploadById,
  uploadsDirectory,
  type UploadRow,
} from './store.js';

const OPAQUE_TYPE = 'application/octet-stream';

/** Announces a file: the size is checked here, so a file over 2 GB is refused before a byte is sent. */
export async function createUpload(
  ctx: DomainContext,
  caller: SessionCaller,
  input: { organizationId: string; name: string; size: number; contentType: string },
): Promise<UploadRow> {
  const organizationId = await uploadScope(ctx, caller, input.organizationId);
  if (input.size > MAX_DOWNLOAD_BYTES) throw tooLarge();
  const id = secureId('upl');
  const path = join(uploadsDirectory(), id);
  await writeFile(path, new Uint8Array(0));
  await ctx.db.run(
    `INSERT INTO uploads (id, organization_id, identity_id, name, content_type, size, received, file_path,
       created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    [
      id,
      organizationId,
      caller.identity.id,
      input.name,
      input.contentType || OPAQUE_TYPE,
      input.size,
      path,
      ctx.clock.now(),
    ],
  );
  // An empty file is complete at once.
  if (input.size === 0) await complete(ctx, (await uploadById(ctx.db, id))!);
  return (await uploadById(ctx.db, id))!;
}

export const tooLarge = () =>
  new ApiError(422, [
    {
      title: DOWNLOAD_TOO_LARGE_MESSAGE,
      code: 'file-too-large',
      source: { pointer: UPLOAD_SIZE_POINTER },
    },
  ]);

/** The caller's own upload, checked. */
export async function readUpload(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string,
): Promise<UploadRow> {
  return ownUpload(ctx, caller, await uploadById(ctx.db, id));
}

const locks = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier write to the same upload. */
function serialized<T>(id: string, work: () => Promise<T>): Promise<T> {
  const previous = locks.get(id) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  locks.set(id, next);
  void next
    .catch(() => undefined)
    .finally(() => {
      if (locks.get(id) === next) locks.delete(id);
    });
  return next;
}

/** The 409 of a chunk sent at another offset than the one reached: it carries where the server stands. */
const wrongOffset = (received: number) =>
  new ApiError(409, [
    {
      title: `Expected the chunk at offset ${received}`,
      code: 'wrong-offset',
      // The client resumes from here without another request.
      meta: { received },
    },
  ]);

/** Appends one chunk at exactly `offset`; the last one completes the upload. */
export async function appendChunk(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string,
  offset: number,
  bytes: Buffer,
): Promise<UploadRow> {
  await readUpload(ctx, caller, id);
  return serialized(id, async () => {
    const row = (await uploadById(ctx.db, id))!;
    const received = Number(row.received);
    if (isComplete(row))
      throw new ApiError(409, [
        { title: 'The upload is already complete', code: 'upload-complete' },
      ]);
    if (!Number.isInteger(offset) || offset !== received) throw wrongOffset(received);
    if (bytes.length === 0 || bytes.length > UPLOAD_CHUNK_BYTES)
      throw new ApiError(422, [
        { title: `A chunk holds 1 to ${UPLOAD_CHUNK_BYTES} bytes`, code: 'bad-chunk' },
      ]);
    if (received + bytes.length > Number(row.size))
      throw new ApiError(422, [
        { title: `The file has ${row.size} bytes, not more`, code: 'size-mismatch' },
      ]);
    const handle = await open(row.file_path, 'r+');
    try {
      await handle.write(bytes, 0, bytes.length, offset);
    } finally {
      await handle.close();
    }
    await ctx.db.run('UPDATE uploads SET received = ? WHERE id = ?', [received + bytes.length, id]);
    const updated = (await uploadById(ctx.db, id))!;
    if (Number(updated.received) === Number(updated.size)) await complete(ctx, updated);
    return (await uploadById(ctx.db, id))!;
  });
}

async function complete(ctx: DomainContext, row: UploadRow): Promise<void> {
  const sha256 = await sha256OfFile(row.file_path);
  await ctx.db.run(
    'UPDATE uploads SET sha256 = ?, completed_at = ?, download_token = ? WHERE id = ?',
    [sha256, ctx.clock.now(), `dl_${randomBytes(24).toString('base64url')}`, row.id],
  );
}

/**
 * The completed uploads among `ids` that belong to the organization, in the order asked (unknown, unfinished or
 * foreign ids are left out): what a payment link lists as its downloads.
 */
export async function uploadsByIds(
  ctx: DomainContext,
  organizationId: string,
  ids: readonly string[],
): Promise<DownloadFile[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.all<UploadRow>(
    `SELECT * FROM uploads WHERE organization_id = ? AND sha256 IS NOT NULL
       AND id IN (${ids.map(() => '?').join(', ')})`,
    [organizationId, ...ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [downloadFile(row)] : [];
  });
}

/** The completed upload behind a public download token, if any. */
export async function uploadByToken(
  ctx: DomainContext,
  token: string,
): Promise<UploadRow | undefined> {
  if (!token.startsWith('dl_')) return undefined;
  return ctx.db.get<UploadRow>(
    'SELECT * FROM uploads WHERE download_token = ? AND sha256 IS NOT NULL',
    [token],
  );
}

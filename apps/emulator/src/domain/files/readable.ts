/** Who may read a file someone else uploaded: it depends on what the file is for. */
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import type { Access } from '../access/access.js';
import type { SessionCaller } from '../access/caller.js';
import { lineageOf } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';
import { topicFor } from '../mailbox/topics.js';
import { readPermissions } from '../payments/access.js';
import { fileById, type FileRow } from './files.js';

/** `lineage` is the file's resource and its ancestors: the organization once sent, the merchant before. */
export function canReadFile(
  access: Access,
  purpose: FileRow['purpose'],
  lineage: readonly string[],
): boolean {
  if (purpose === 'evidence')
    return readPermissions.disputes.some((name) => access.can(name, lineage));
  // An export is its creator's alone.
  if (purpose === 'export') return false;
  // An unsent upload is filed under the uploader's merchant (no parent): its uploader's alone.
  if (lineage.length < 2) return false;
  // A sent attachment belongs to someone else's topic: readable where the caller sees every topic
  // (topics.all or topics.supervisor, as in topics/list) and reads messages.
  return (
    access.can('messages.read.1', lineage) &&
    (access.can('topics.all', lineage) || access.can('topics.supervisor', lineage))
  );
}

/**
 * Someone else's file, read by id: a sent attachment of a topic the caller reads with messages.read.1, or dispute
 * evidence for dispute readers. Unsent uploads and exports stay their uploader's; anything else answers
 * "not found".
 */
export async function checkOthersFile(
  ctx: DomainContext,
  caller: SessionCaller,
  file: FileRow,
): Promise<void> {
  if (file.purpose === 'message') {
    if (file.message_id === null) throw notFound();
    const message = await ctx.db.get<{ topic_id: string }>(
      'SELECT topic_id FROM messages WHERE id = ?',
      [file.message_id],
    );
    const topic = await topicFor(ctx, caller, message?.topic_id, 'topics.read');
    await visibleResource(ctx, caller, topic.resource_id, 'messages.read.1');
    return;
  }
  const lineage = (await lineageOf(ctx.db, file.resource_id)).map((row) => row.id);
  if (!caller.access.sees(lineage) || !canReadFile(caller.access, file.purpose, lineage))
    throw notFound();
}

/**
 * A file to download by path: anything not readable answers 403 (SPEC §8: the 'not allowed' notice), by the same
 * rule as messages/getFileId.
 */
export async function downloadableFile(
  ctx: DomainContext,
  caller: SessionCaller,
  fileId: string,
): Promise<FileRow & { content: ArrayBuffer }> {
  const file = await fileById(ctx, fileId);
  if (!file || file.content === null) throw forbidden();
  if (file.identity_id !== caller.identity.id) {
    await checkOthersFile(ctx, caller, file).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? forbidden() : error;
    });
  }
  return file as FileRow & { content: ArrayBuffer };
}

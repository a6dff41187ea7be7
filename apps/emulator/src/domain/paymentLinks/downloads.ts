/**
 * A link's downloads: the completed uploads named by `downloadIds`, kept on the link as { id, name, size, sha256 }
 * (what the dashboard shows); the public receipt resolves them again with `uploadsByIds` for their download paths.
 */
import { DOWNLOAD_NOT_READY_MESSAGE, type PaymentLinkDownload } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import { uploadsByIds } from '../uploads/uploads.js';

/** The downloads column for `downloadIds`, or undefined when they were not sent (the link keeps its own). */
export async function linkDownloads(
  ctx: DomainContext,
  organizationId: string,
  downloadIds: unknown,
): Promise<string | undefined> {
  if (!Array.isArray(downloadIds)) return undefined;
  const ids = [...new Set(downloadIds as string[])];
  const files = await uploadsByIds(ctx, organizationId, ids);
  if (files.length !== ids.length)
    throw new ApiError(422, [
      {
        title: DOWNLOAD_NOT_READY_MESSAGE,
        code: 'download-not-ready',
        source: { pointer: '/data/attributes/downloadIds' },
      },
    ]);
  return JSON.stringify(
    files.map(({ id, name, size, sha256 }): PaymentLinkDownload => ({ id, name, size, sha256 })),
  );
}

/** The ids of a link's downloads, in order. */
export const downloadIdsOf = (downloads: string): string[] =>
  (JSON.parse(downloads) as PaymentLinkDownload[]).map((file) => file.id);

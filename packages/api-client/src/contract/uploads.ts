/**
 * Chunked, resumable uploads (the downloads of payment links, SPEC §3/§5): a plain HTTP resource, since binary
 * chunks do not fit a JSON action. Create announces the file (refused by size before any byte is sent), each
 * chunk is PUT at the offset the server has reached, and a GET says where the server stands after a dropped
 * connection. A complete upload carries the SHA-256 of the stored bytes.
 */
import * as v from 'valibot';
import type { PermissionName } from '@paydesk/permissions';
import { body } from './jsonapi.js';

/** Payment link download files are limited to 2 GB (SPEC §5, §9 "Payment link downloads"). */
export const MAX_DOWNLOAD_BYTES = 2 * 1024 ** 3;
/** The error of a file over {@link MAX_DOWNLOAD_BYTES}, at the `size` field. */
export const DOWNLOAD_TOO_LARGE_MESSAGE = 'File is larger than 2 GB';
/** Files a payment link delivers at most. */
export const MAX_LINK_DOWNLOADS = 10;
/** A download id that is no completed upload of the link's organization (at `downloadIds`). */
export const DOWNLOAD_NOT_READY_MESSAGE = 'Upload not found or not finished';
/** Bytes per chunk the server asks for (the last chunk is shorter); small enough to retry cheaply. */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;
/** Who may upload downloads: a payment link writer (SPEC §6 "Payment links need all of …", or the write permission). */
export const UPLOAD_WRITE_PERMISSION: PermissionName = 'payment-links.write';
export const UPLOAD_LINK_PERMISSIONS = [
  'payments',
  'charge.write',
  'projects.read',
  'transactions.read.1',
] as const satisfies readonly PermissionName[];
/** The size pointer of a refused upload. */
export const UPLOAD_SIZE_POINTER = '/data/attributes/size';

export const uploadStatuses = ['uploading', 'complete'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** `POST /api/uploads`: announce a file of the organization (name, size in bytes, content type). */
export const UploadCreateSchema = body('upload', {
  organizationId: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Name is required'), v.maxLength(255)),
  size: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.maxValue(MAX_DOWNLOAD_BYTES, DOWNLOAD_TOO_LARGE_MESSAGE),
  ),
  contentType: v.optional(v.pipe(v.string(), v.maxLength(255)), ''),
});
export type UploadCreateInput = v.InferInput<typeof UploadCreateSchema>;

/** Where an upload stands: `received` bytes so far, the next PUT goes at that offset. */
export const UploadSchema = v.object({
  type: v.literal('upload'),
  id: v.string(),
  attributes: v.object({
    organizationId: v.string(),
    name: v.string(),
    size: v.number(),
    contentType: v.string(),
    received: v.number(),
    chunkSize: v.number(),
    status: v.picklist(uploadStatuses),
    /** Hex SHA-256 of the stored file once complete. */
    sha256: v.nullable(v.string()),
    createdAt: v.string(),
    completedAt: v.nullable(v.string()),
  }),
});
export type Upload = v.InferOutput<typeof UploadSchema>;
export const UploadDocumentSchema = v.object({ data: UploadSchema });

/** A completed upload as other resources (a payment link's `downloads`) show it. */
export const DownloadFileSchema = v.object({
  id: v.string(),
  name: v.string(),
  size: v.number(),
  contentType: v.string(),
  sha256: v.string(),
  /** Opaque, unguessable path that streams the file without a session (shown to a customer who paid). */
  downloadPath: v.string(),
});
export type DownloadFile = v.InferOutput<typeof DownloadFileSchema>;

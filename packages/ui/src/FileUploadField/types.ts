import type { ReactNode } from 'react';

/**
 * Where one file's upload stands: `uploading` (progress moves), `paused` (the connection dropped; it resumes or
 * can be retried), `failed` (gave up: retry), `done`, or `refused` (never sent, e.g. too large).
 */
export const uploadItemStatuses = ['uploading', 'paused', 'failed', 'done', 'refused'] as const;
export type UploadItemStatus = (typeof uploadItemStatuses)[number];

export interface UploadItem {
  /** Stable key of the row (the app's id for this file). */
  key: string;
  name: string;
  /** Bytes. */
  size: number;
  status: UploadItemStatus;
  /** 0…1 of the bytes the server has. */
  progress: number;
  /** The app's words for what went wrong with this file ('File is larger than 2 GB'). */
  error?: ReactNode;
}

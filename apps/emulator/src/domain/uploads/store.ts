/** Upload rows, where their bytes live on disk, and the resource the contract describes. */
import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_CHUNK_BYTES, routes, type DownloadFile, type Upload } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { iso } from '../../infra/time.js';

export interface UploadRow {
  id: string;
  organization_id: string;
  identity_id: string;
  name: string;
  content_type: string;
  size: number;
  received: number;
  file_path: string;
  sha256: string | null;
  download_token: string | null;
  created_at: number;
  completed_at: number | null;
}

/** Where uploaded files are written: outside the database (up to 2 GB each), streamed in and out. */
export function uploadsDirectory(): string {
  const directory = join(tmpdir(), 'paydesk-uploads');
  mkdirSync(directory, { recursive: true });
  return directory;
}

export const isComplete = (row: UploadRow) => row.sha256 !== null;

export function uploadResource(row: UploadRow): Upload {
  return {
    type: 'upload',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      name: row.name,
      size: Number(row.size),
      contentType: row.content_type,
      received: Number(row.received),
      chunkSize: UPLOAD_CHUNK_BYTES,
      status: isComplete(row) ? 'complete' : 'uploading',
      sha256: row.sha256,
      createdAt: iso(Number(row.created_at)),
      completedAt: row.completed_at === null ? null : iso(Number(row.completed_at)),
    },
  };
}

/** A completed upload as a payment link lists it, with the public path a paying customer downloads it from. */
export function downloadFile(row: UploadRow): DownloadFile {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    contentType: row.content_type,
    sha256: row.sha256 ?? '',
    downloadPath: routes.download(row.download_token ?? ''),
  };
}

export async function uploadById(db: Database, id: string): Promise<UploadRow | undefined> {
  return db.get<UploadRow>('SELECT * FROM uploads WHERE id = ?', [id]);
}

/** Hex SHA-256 of a file, read as a stream: a 2 GB file is never held in memory. */
export function sha256OfFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .once('error', reject)
      .once('end', () => resolve(hash.digest('hex')));
  });
}

/** Before a reset empties the table: the files go too. */
export async function dropAllUploadFiles(db: Database): Promise<void> {
  for (const row of await db.all<{ file_path: string }>('SELECT file_path FROM uploads'))
    rmSync(row.file_path, { force: true });
}

/** Export of exactly the current view: the same filters and sort, as the provider's CSV file. */
import { payments, routes, type DownloadProgress } from '@paydesk/api-client';
import { api } from '../../shared/api/client';
import { listInput } from '../../shared/api/listQueries';
import type { TransactionListAttributes } from './queries';

export interface ExportResult {
  fileName: string;
  rows: number | undefined;
}

export async function exportTransactions(
  attributes: TransactionListAttributes,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<ExportResult> {
  const exportAction = payments.actions['transactions/export'];
  const answer = await api.call(exportAction, listInput<typeof exportAction>(attributes), {
    signal,
  });
  const fileName = answer.data.attributes.name;
  await api.download(routes.file(answer.data.id), { fileName, onProgress, signal });
  const rows = answer.meta?.rows;
  return { fileName, rows: typeof rows === 'number' ? rows : undefined };
}

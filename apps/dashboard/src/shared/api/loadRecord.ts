import type { QueryClient, EnsureQueryDataOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isRefused } from '../errors/errorMessages';

/**
 * A detail route's loader: loads one record into the cache before the page renders. A record the provider refuses
 * or does not know (another organization's, or none) — or one `belongsHere` rejects (another project's) — is a
 * page that does not exist for this user: not found, never an error screen.
 */
export async function loadRecord<TData>(
  queryClient: QueryClient,
  // The detail factories' options carry their own key type; only the data type matters here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: EnsureQueryDataOptions<TData, any, TData, any>,
  belongsHere?: (record: TData) => boolean,
): Promise<TData> {
  let record: TData;
  try {
    record = await queryClient.ensureQueryData(options);
  } catch (error) {
    if (isRefused(error)) throw notFound();
    throw error;
  }
  if (belongsHere && !belongsHere(record)) throw notFound();
  return record;
}

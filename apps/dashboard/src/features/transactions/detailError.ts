import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@paydesk/api-client';

/** SPEC §8, word for word. */
export const transactionReadDenied = msg`You don't have permission to read details of this transaction`;

/** What a failed detail load means: refused (403), unknown here (404), or anything else. */
export function detailErrorKind(error: unknown): 'denied' | 'not-found' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403) return 'denied';
  if (error.status === 404) return 'not-found';
  return 'failed';
}

export const detailErrorMessages: Record<ReturnType<typeof detailErrorKind>, MessageDescriptor> = {
  denied: transactionReadDenied,
  'not-found': msg`This transaction does not exist in the selected organization.`,
  failed: msg`The transaction could not be loaded.`,
};

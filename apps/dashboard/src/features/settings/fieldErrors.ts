import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiError } from '@paydesk/api-client';
import { errorMessage } from '../../errors/errorMessages';

/** Field errors the provider gives on the settings forms, worded in the user's language. */
const byCode: Record<string, MessageDescriptor> = {
  'invalid-password': msg`Current password is incorrect`,
  'weak-password': msg`Use at least 8 characters with a letter and a digit, different from the current password`,
};

/**
 * The server's errors per form field (by `source.pointer`), translated; `null` when the error belongs to no
 * field, so the caller reports it another way.
 */
export function serverFieldErrors(error: unknown, i18n: I18n): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  const fields: Record<string, string> = {};
  for (const problem of error.errors) {
    const field = (problem.source?.pointer ?? '').split('/').pop();
    if (!field) continue;
    const known = problem.code ? byCode[problem.code] : undefined;
    fields[field] = i18n._(
      known ?? errorMessage(new ApiError({ kind: 'http', errors: [problem] })),
    );
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

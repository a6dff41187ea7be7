import { ApiError } from '@paydesk/api-client';

/** The create form's fields that the provider names in its errors (SPEC §5: error names name and number). */
const fields = ['name', 'number'] as const;

/**
 * Server errors that name a field go to that field; null when none does (the form then shows one general
 * message instead).
 */
export function organizationFieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError)) return null;
  const byField = error.fieldErrors();
  const atFields = Object.fromEntries(
    fields.flatMap((field) => (byField[field] ? [[field, byField[field]]] : [])),
  );
  return Object.keys(atFields).length > 0 ? atFields : null;
}

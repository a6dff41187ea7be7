import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiError, type ErrorObject } from '@paydesk/api-client';
import { codeMessage, errorMessage, someErrorOccurred } from './errorMessages';

export interface FieldErrorOptions {
  /** The form's fields: an error that names another field, or none, belongs to the form. */
  fields: readonly string[];
  /** The feature's own words for the provider's codes, read before the catalogue's. */
  messages?: Readonly<Record<string, MessageDescriptor>>;
  /**
   * What the form says for an error whose code has no words: the generic failure, or the server's title where the
   * provider explains a refusal to the user (an operation the issuer refused).
   */
  formFallback?: 'generic' | 'title';
  /**
   * The form's field an error belongs to where it is not the last segment of its pointer (an item of a list:
   * `/conditions/0/value` is the first condition's value); undefined reads the pointer as usual.
   */
  fieldOf?: (problem: ErrorObject) => string | undefined;
  /** The feature's words for a server's title it shows (the provider's English refusals it translates). */
  titleText?: (title: string, i18n: I18n) => string;
}

export interface FieldErrors {
  /** Texts per field of the form, in the server's order: a Form's `validationErrors`. */
  fields: Record<string, string[]>;
  /**
   * What belongs to no field (its first error), or the failure as a whole when no error names a field of the form;
   * null when every error is at a field.
   */
  form: string | null;
}

/** The field an error names, read as `ApiError.fieldErrors()` reads it ('' for none). */
function fieldOf(problem: ErrorObject): string {
  const [field = ''] = Object.keys(
    new ApiError({ kind: 'answer', errors: [problem] }).fieldErrors(),
  );
  return field;
}

/**
 * A failed call's errors for a form, translated: each error that names one of the form's fields goes to that
 * field (worded by its code, else the server's title, which speaks of that field); the rest goes to the form.
 */
export function fieldErrors(error: unknown, i18n: I18n, options: FieldErrorOptions): FieldErrors {
  const { fields: names, messages, formFallback = 'generic', titleText } = options;
  const fields: Record<string, string[]> = {};
  const rest: string[] = [];
  for (const problem of error instanceof ApiError ? error.errors : []) {
    const field = options.fieldOf?.(problem) ?? fieldOf(problem);
    const words = codeMessage(problem.code, messages);
    const title = titleText ? titleText(problem.title, i18n) : problem.title;
    if (names.includes(field)) (fields[field] ??= []).push(words ? i18n._(words) : title);
    else if (words) rest.push(i18n._(words));
    else rest.push(formFallback === 'title' ? title : i18n._(someErrorOccurred));
  }
  const form = rest[0] ?? (Object.keys(fields).length === 0 ? i18n._(errorMessage(error)) : null);
  return { fields, form };
}

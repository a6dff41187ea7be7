/** What the refund, capture and cancel dialogs say, and how server errors map to their fields. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, type TransactionOperation } from '@paydesk/api-client';
import { errorMessage } from '../../errors/errorMessages';
import type { OperationAmountProblem } from './operationAmount';

/** SPEC §5, word for word. */
export const amountExceedsMessage = msg`Amount should not exceed the transaction amount`;

export const amountProblemMessages: Record<OperationAmountProblem, MessageDescriptor> = {
  required: msg`Enter an amount`,
  'not-positive': msg`Enter an amount greater than zero`,
  exceeds: amountExceedsMessage,
};

/** The provider's operation error codes, in the user's language. */
const byCode: Record<string, MessageDescriptor> = {
  'amount-exceeds': amountExceedsMessage,
  'operation-not-available': msg`This operation is no longer available for this transaction`,
  forbidden: msg`You are not allowed to perform this action`,
};

export const operationTitles: Record<TransactionOperation, MessageDescriptor> = {
  refund: msg`Refund`,
  capture: msg`Capture`,
  cancel: msg`Cancel authorization`,
};

export const operationSuccess: Record<TransactionOperation, MessageDescriptor> = {
  refund: msg`Refund created`,
  capture: msg`Capture created`,
  cancel: msg`Authorization cancelled`,
};

/** The operation may have been made, but its answer did not come in time (the client keeps checking). */
export const operationUnconfirmed: Record<
  TransactionOperation,
  { title: MessageDescriptor; text: MessageDescriptor }
> = {
  refund: {
    title: msg`We could not confirm this refund yet.`,
    text: msg`It may have been made: we keep checking, and pressing Refund again will not refund twice.`,
  },
  capture: {
    title: msg`We could not confirm this capture yet.`,
    text: msg`It may have been made: we keep checking, and pressing Capture again will not capture twice.`,
  },
  cancel: {
    title: msg`We could not confirm this cancellation yet.`,
    text: msg`It may have been made: we keep checking, and pressing Cancel authorization again will not cancel twice.`,
  },
};

export interface OperationErrors {
  /** Errors at the form's fields, by field name (`amount`, `reason`). */
  fields: Record<string, string>;
  /** An error that belongs to no field. */
  form: string | null;
}

/** A failed operation's errors, translated: those with a pointer at their field, the rest for the form. */
export function operationErrors(error: unknown, i18n: I18n): OperationErrors {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  const problems = error instanceof ApiError ? error.errors : [];
  for (const problem of problems) {
    const known = problem.code ? byCode[problem.code] : undefined;
    const text = known ? i18n._(known) : problem.title;
    const field = (problem.source?.pointer ?? '').split('/').pop();
    if (field === 'amount' || field === 'reason') fields[field] ??= text;
    else form ??= text;
  }
  if (problems.length === 0) form = i18n._(errorMessage(error));
  return { fields, form };
}

/** What the refund, capture and cancel dialogs say, and the words for the provider's operation errors. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransactionOperation } from '@paydesk/api-client';
import type { FieldErrorOptions } from '../../shared/errors/fieldErrors';
import type { OperationAmountProblem } from './operationAmount';

/** SPEC §5, word for word. */
export const amountExceedsMessage = msg`Amount should not exceed the transaction amount`;

export const amountProblemMessages: Record<OperationAmountProblem, MessageDescriptor> = {
  required: msg`Enter an amount`,
  'not-positive': msg`Enter an amount greater than zero`,
  exceeds: amountExceedsMessage,
};

/**
 * How the dialog reads a failed operation: errors at the amount or the reason go to that field, the rest to the
 * form, where a refusal the app has no words for is told in the provider's (the issuer's reason). A denied
 * operation is the catalogue's.
 */
export const operationErrorOptions = {
  fields: ['amount', 'reason'],
  messages: {
    'amount-exceeds': amountExceedsMessage,
    'operation-not-available': msg`This operation is no longer available for this transaction`,
  },
  formFallback: 'title',
} satisfies FieldErrorOptions;

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

/** The words of the transfer form: SPEC §5's card errors (client checks and the provider's codes alike). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { cardErrorCodes, cardFields, type CardError } from '@paydesk/api-client';
import type { FieldErrorOptions } from '../../shared/errors/fieldErrors';

/** SPEC §5, word for word. */
export const cardErrorMessages: Record<CardError, MessageDescriptor> = {
  invalidCardNumber: msg`Invalid card number`,
  invalidExpiry: msg`Invalid expiry date`,
  cardExpired: msg`Card expired`,
  invalidCvc: msg`Invalid CVC`,
  invalidHolderName: msg`Invalid cardholder name`,
};

/** The form's fields, as the provider names them (`/data/attributes/{field}`). */
export const transferFormFields = [
  'resourceId',
  'amount',
  'currency',
  ...cardFields,
  'description',
] as const;

/** A refusal at a field goes there, worded by its code; anything else to the form. */
export const transferErrorOptions = {
  fields: transferFormFields,
  messages: Object.fromEntries(
    (Object.keys(cardErrorCodes) as CardError[]).map((rule) => [
      cardErrorCodes[rule],
      cardErrorMessages[rule],
    ]),
  ),
} satisfies FieldErrorOptions;

/** The transfer may have been made, but its answer did not come in time (the client keeps checking). */
export const transferUnconfirmed = {
  title: msg`We could not confirm this transfer yet.`,
  text: msg`It may have been sent: we keep checking, and pressing Send transfer again will not send it twice.`,
};

/**
 * The transfers area (`POST /api/transfers`): money sent from a project to a card (SPEC §2 "transfers", §5
 * "Transfer card errors"). A transfer is a transaction of type `transfer`, so it is also on /transactions; its
 * answers are transactions. The card is checked field by field with `validateCard` (`cards.ts`) and only its BIN
 * and last 4 are ever kept or answered; the CVC is checked and dropped.
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  CurrencySchema,
  document,
  listDocument,
  listRequestOf,
  NoPayloadSchema,
} from './jsonapi.js';
import { TransactionSchema } from './paymentResources.js';
import { transactionSortFields } from './paymentVocabulary.js';
import { TRANSFER_DESCRIPTION_MAX_LENGTH, transferFilterFields } from './transferVocabulary.js';

/**
 * A transfer from project `resourceId` to a card. The card fields are plain strings here: the emulator checks them
 * with the shared card rules, so each refusal carries SPEC §5's text on its own field.
 */
export const TransferCreateSchema = body('transfer', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  /** Minor units of `currency`. */
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: CurrencySchema,
  /** Digits, spaces allowed (`4111 1111 1111 1111`). */
  cardNumber: v.string(),
  /** `MM/YY`. */
  expiry: v.string(),
  cvc: v.string(),
  holderName: v.string(),
  description: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(TRANSFER_DESCRIPTION_MAX_LENGTH)),
  ),
});
export type TransferCreate = v.InferInput<typeof TransferCreateSchema>;

export const TransferListRequestSchema = listRequestOf({
  filters: transferFilterFields,
  sorts: transactionSortFields,
});

export const transfers = defineArea('transfers', {
  'transfers/create': {
    description:
      'Sends `amount` from project `resourceId` to a card; each card field is checked and refused on its pointer. Answers the transfer transaction.',
    payload: TransferCreateSchema,
    answer: document(TransactionSchema),
    moneyMoving: true,
  },
  'transfers/list': {
    description:
      'Transfers of an organization or a project (resourceId), filtered and sorted, pages with an `after` cursor.',
    payload: TransferListRequestSchema,
    answer: listDocument(TransactionSchema),
    ignorable: true,
  },
  'transfers/get': {
    description: 'One transfer (a transaction of type transfer).',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(TransactionSchema),
  },
});

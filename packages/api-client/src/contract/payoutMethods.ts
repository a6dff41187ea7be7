/**
 * Payout methods (requisites) of an organization, in the money area: where its payouts go. A bank account (holder,
 * IBAN + BIC, or a local account number + bank code), a card (only its BIN and last 4 are kept) or a wallet
 * (provider + account id). Each has a currency; an organization has exactly one default method per currency that
 * has any. The writes are checked by the emulator field by field, each refusal on its `/data/attributes/…`.
 */
import * as v from 'valibot';
import {
  body,
  CurrencySchema,
  DateTimeSchema,
  document,
  EmptyDocumentSchema,
  listDocument,
  listRequestOf,
  NoPayloadSchema,
  resource,
} from './jsonapi.js';
import {
  payoutMethodFilterFields,
  payoutMethodKinds,
  payoutMethodVerifications,
  walletProviders,
} from './payoutMethodVocabulary.js';

/** A payout method. Bank fields are null for cards and wallets, and so on per kind. */
export const PayoutMethodSchema = resource('payout-method', {
  organizationId: v.string(),
  kind: v.picklist(payoutMethodKinds),
  currency: CurrencySchema,
  /** Bank accounts and cards. */
  holderName: v.nullable(v.string()),
  /** Bank accounts: an IBAN (upper case, no spaces) with its BIC, or a local account number with a bank code. */
  iban: v.nullable(v.string()),
  bic: v.nullable(v.string()),
  accountNumber: v.nullable(v.string()),
  bankCode: v.nullable(v.string()),
  /** Cards: the first 6 and the last 4 digits; the full number is never kept. */
  cardBin: v.nullable(v.string()),
  cardLast4: v.nullable(v.string()),
  cardBrand: v.nullable(v.string()),
  walletProvider: v.nullable(v.picklist(walletProviders)),
  walletAccountId: v.nullable(v.string()),
  verification: v.picklist(payoutMethodVerifications),
  /** The method payouts of its currency go to unless a request names another. */
  isDefault: v.boolean(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type PayoutMethod = v.InferOutput<typeof PayoutMethodSchema>;

/** The fields a client sends; which apply depends on the kind (the others must be absent or empty). */
const detailFields = {
  holderName: v.optional(v.string()),
  iban: v.optional(v.string()),
  bic: v.optional(v.string()),
  accountNumber: v.optional(v.string()),
  bankCode: v.optional(v.string()),
  /** Cards: the full number, checked (Luhn) and reduced to BIN + last 4 before it is stored. */
  cardNumber: v.optional(v.string()),
  walletProvider: v.optional(v.string()),
  walletAccountId: v.optional(v.string()),
};

/** A new method of an organization (resourceId). The first of its currency becomes the default. */
export const PayoutMethodCreateSchema = body('payout-method', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(payoutMethodKinds),
  currency: CurrencySchema,
  ...detailFields,
});
export type PayoutMethodCreate = v.InferInput<typeof PayoutMethodCreateSchema>;

/**
 * New details of a method (its kind and currency stay). Changed bank or wallet details are verified again; a card
 * keeps its number unless `cardNumber` is sent.
 */
export const PayoutMethodUpdateSchema = body('payout-method', detailFields);
export type PayoutMethodUpdate = v.InferInput<typeof PayoutMethodUpdateSchema>;

export const PayoutMethodListRequestSchema = listRequestOf({
  filters: payoutMethodFilterFields,
  sorts: ['createdAt'],
});

/** The payout-method actions of the money area (spread into `money`). */
export const payoutMethodActions = {
  'payout-methods/list': {
    description:
      'Payout methods of an organization (resourceId): default ones first, then oldest first.',
    payload: PayoutMethodListRequestSchema,
    answer: listDocument(PayoutMethodSchema),
    ignorable: true,
  },
  'payout-methods/create': {
    description:
      'Adds a payout method; each field is checked (IBAN checksum, BIC, card number) and refused on its pointer.',
    payload: PayoutMethodCreateSchema,
    answer: document(PayoutMethodSchema),
  },
  'payout-methods/update': {
    description: 'Changes the details of a payout method (not its kind or currency).',
    id: 'required',
    payload: PayoutMethodUpdateSchema,
    answer: document(PayoutMethodSchema),
  },
  'payout-methods/remove': {
    description:
      'Removes a payout method; the last one of a currency the organization holds money in is refused. Removing a default makes the oldest other method of its currency the default.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: EmptyDocumentSchema,
  },
  'payout-methods/setDefault': {
    description:
      'Makes a payout method the default of its currency (the previous default stops being one).',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(PayoutMethodSchema),
  },
} as const;

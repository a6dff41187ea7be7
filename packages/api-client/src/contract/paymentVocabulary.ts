/**
 * The payments area's vocabularies (SPEC §4 "Status vocabularies"), named once for the client, the emulator and
 * the dashboard. Wire values are kebab-case spellings of the spec's words.
 */

/** Transaction types (SPEC §4), "second chargeback (and its capture and refund)" spelled out. */
export const transactionTypes = [
  'charge',
  'charge-authorize',
  'authorize-reversal',
  'charge-cancel',
  'charge-capture',
  'charge-recurring',
  'charge-reversal',
  'chargeback',
  'chargeback-refund',
  'second-chargeback',
  'second-chargeback-capture',
  'second-chargeback-refund',
  'rapid-dispute',
  'refund',
  'refund-reversal',
  'transfer',
  'transfer-reversal',
  'transferback',
  'transferback-capture',
  'transferback-refund',
  'verify',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Transaction results (SPEC §4). */
export const transactionResults = ['fail', 'partial', 'processing', 'success'] as const;
export type TransactionResult = (typeof transactionResults)[number];

/**
 * Status filter values (SPEC §4): the statuses of every list's status filter (transactions, subscriptions,
 * invoices), as the provider spells them.
 */
export const statusFilterValues = [
  'active',
  'authenticated',
  'authorized',
  'cancelled',
  'chargebacked',
  'completed',
  'created',
  'disputed',
  'expired',
  'failed',
  'halted',
  'issued',
  'paid',
  'partially-paid',
  'partially-refunded',
  'paused',
  'pending',
  'refund-pending',
  'refunded',
  'successful',
  'trialling',
  'uncaptured',
] as const;
export type StatusFilterValue = (typeof statusFilterValues)[number];

/**
 * The status filter values of SPEC §4 that a transaction can be in. `completed` is an authorization captured in
 * full (or captured and the rest cancelled); `uncaptured` an authorization with an amount still to capture.
 */
export const transactionStatuses = [
  'created',
  'pending',
  'authenticated',
  'authorized',
  'uncaptured',
  'completed',
  'successful',
  'failed',
  'cancelled',
  'expired',
  'refund-pending',
  'partially-refunded',
  'refunded',
  'disputed',
  'chargebacked',
] as const satisfies readonly StatusFilterValue[];
export type TransactionStatus = (typeof transactionStatuses)[number];

export const payMethods = ['card', 'sepa', 'paypal', 'apple-pay'] as const;
export type PayMethod = (typeof payMethods)[number];

export const cardBrands = ['visa', 'mastercard', 'amex', 'maestro', 'jcb'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** ISO 4217 minor-unit exponents of the currencies the provider settles in (JPY 0, KWD 3). */
export const currencyExponents = { EUR: 2, USD: 2, GBP: 2, JPY: 0, KWD: 3 } as const;
export type PaymentCurrency = keyof typeof currencyExponents;
export const paymentCurrencies = Object.keys(currencyExponents) as readonly PaymentCurrency[];

/** 3-D Secure protocol versions. */
export const threeDsVersions = ['1.0.2', '2.1.0', '2.2.0', '2.3.1'] as const;

/** Dispute statuses (SPEC §4); `new` is shown as 'Confirmation needed'. */
export const disputeStates = [
  'action-required',
  'confirmed',
  'ignored',
  'lost',
  'merchant-action-required',
  'new',
  'pending',
  'won',
] as const;
export type DisputeState = (typeof disputeStates)[number];

/** States in which the merchant can still answer (accept or submit evidence). */
export const openDisputeStates = [
  'new',
  'action-required',
  'merchant-action-required',
] as const satisfies readonly DisputeState[];

/**
 * Days before a dispute's response deadline at which the merchant is reminded (push notice and mailbox message),
 * while the dispute still waits for them; each threshold once.
 */
export const DISPUTE_REMINDER_DAYS = [7, 3, 1] as const;

/** The "due within" choices of the disputes list: disputes waiting for the merchant due within this many days. */
export const disputeDueWithinDays = [1, 3, 7] as const;
export type DisputeDueWithin = (typeof disputeDueWithinDays)[number];

export const disputeTypes = [
  'retrieval-request',
  'chargeback',
  'pre-arbitration',
  'second-chargeback',
  'rapid-dispute',
] as const;
export type DisputeType = (typeof disputeTypes)[number];

/** How a dispute ended: the merchant won or lost it, accepted it, or let the deadline pass. */
export const disputeResolutions = ['won', 'lost', 'accepted', 'expired'] as const;
export type DisputeResolution = (typeof disputeResolutions)[number];

export const cardSchemes = ['visa', 'mastercard'] as const;
export type CardScheme = (typeof cardSchemes)[number];

/** Card-scheme dispute reason codes with the schemes' own descriptions (Visa Claims Resolution, Mastercard). */
export const disputeReasons = {
  '10.4': { scheme: 'visa', description: 'Other Fraud – Card-Absent Environment' },
  '10.5': { scheme: 'visa', description: 'Visa Fraud Monitoring Program' },
  '11.3': { scheme: 'visa', description: 'No Authorization' },
  '12.5': { scheme: 'visa', description: 'Incorrect Amount' },
  '12.6.1': { scheme: 'visa', description: 'Duplicate Processing' },
  '13.1': { scheme: 'visa', description: 'Merchandise/Services Not Received' },
  '13.2': { scheme: 'visa', description: 'Cancelled Recurring Transaction' },
  '13.3': { scheme: 'visa', description: 'Not as Described or Defective Merchandise/Services' },
  '13.6': { scheme: 'visa', description: 'Credit Not Processed' },
  '13.7': { scheme: 'visa', description: 'Cancelled Merchandise/Services' },
  '4837': { scheme: 'mastercard', description: 'No Cardholder Authorization' },
  '4841': {
    scheme: 'mastercard',
    description: 'Cancelled Recurring or Digital Goods Transactions',
  },
  '4853': { scheme: 'mastercard', description: 'Cardholder Dispute' },
  '4855': { scheme: 'mastercard', description: 'Goods or Services Not Provided' },
  '4860': { scheme: 'mastercard', description: 'Credit Not Processed' },
  '4863': { scheme: 'mastercard', description: 'Cardholder Does Not Recognize – Potential Fraud' },
  '4870': { scheme: 'mastercard', description: 'Chip Liability Shift' },
} as const satisfies Record<string, { scheme: CardScheme; description: string }>;
export type DisputeReasonCode = keyof typeof disputeReasons;
export const disputeReasonCodes = Object.keys(disputeReasons) as readonly DisputeReasonCode[];

export const customerGenders = ['male', 'female', 'unspecified'] as const;
export type CustomerGender = (typeof customerGenders)[number];

/** Evidence text is limited so one submission stays a reasonable document. */
export const DISPUTE_EVIDENCE_MAX_LENGTH = 20_000;
/** At most this many files go with one evidence submission. */
export const DISPUTE_EVIDENCE_MAX_FILES = 10;
/** An export answers at most this many rows; narrow the filters for more. */
export const TRANSACTION_EXPORT_MAX_ROWS = 100_000;
/** Statistics cover at most this many days (one bucket per day). */
export const STATISTICS_MAX_DAYS = 366;

/**
 * Sort fields of transaction lists; `-createdAt` (newest first) by default. Ties are broken by id. Named here,
 * apart from the schemas in `payments.ts`, so reading a list's URL does not pull in the whole contract.
 */
export const transactionSortFields = ['createdAt', 'amount'] as const;
export const DEFAULT_TRANSACTION_SORT = '-createdAt';
/** Sort fields of dispute lists. */
export const disputeSortFields = ['createdAt', 'responseDeadline', 'amount'] as const;

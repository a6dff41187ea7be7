/**
 * Resource objects of the payments area (SPEC §3 "Transaction", "Dispute", "Customer"). A card is never sent whole:
 * only its BIN (first 6) and last 4; saved tokens only masked.
 */
import * as v from 'valibot';
import { FraudVerdictSchema } from './antifraudResources.js';
import {
  CurrencySchema,
  DateTimeSchema,
  MinorAmountSchema,
  related,
  resource,
  toOne,
  toOneOrNull,
} from './jsonapi.js';
import {
  cardBrands,
  cardSchemes,
  customerGenders,
  disputeReasonCodes,
  disputeResolutions,
  disputeStates,
  disputeTypes,
  payMethods,
  transactionResults,
  transactionStatuses,
  transactionTypes,
} from './paymentVocabulary.js';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const NonNegativeAmount = v.pipe(MinorAmountSchema, v.minValue(0));
/** `YYYY-MM-DD`. */
const DateSchema = v.pipe(v.string(), v.isoDate());

/** Card details: brand, BIN and last 4 only — never a full card number. */
export const CardSchema = v.object({
  brand: v.picklist(cardBrands),
  /** The first 6 digits (bank identification number). */
  bin: v.pipe(v.string(), v.regex(/^\d{6}$/)),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  /** `MM/YY`. */
  expiry: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/)),
  holderName: v.string(),
  /** ISO 3166-1 alpha-2. */
  issuerCountry: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  issuerName: v.string(),
});
export type Card = v.InferOutput<typeof CardSchema>;

/** 3-D Secure authentication data. */
export const ThreeDsSchema = v.object({
  version: v.string(),
  /** Electronic commerce indicator, two digits (`05`, `02`…). */
  eci: v.pipe(v.string(), v.regex(/^\d{2}$/)),
  cavv: v.nullable(v.string()),
  xid: v.nullable(v.string()),
  enrolled: v.boolean(),
});
export type ThreeDs = v.InferOutput<typeof ThreeDsSchema>;

/** Travel data (SPEC §3): one of car rental, cruise or lodging, told apart by `kind`. */
export const TravelSchema = v.variant('kind', [
  v.object({
    kind: v.literal('car-rental'),
    company: v.string(),
    renterName: v.string(),
    pickUpLocation: v.string(),
    pickUpDate: DateSchema,
    returnLocation: v.string(),
    returnDate: DateSchema,
  }),
  v.object({
    kind: v.literal('cruise'),
    line: v.string(),
    ship: v.string(),
    passengerName: v.string(),
    departurePort: v.string(),
    departureDate: DateSchema,
    returnDate: DateSchema,
  }),
  v.object({
    kind: v.literal('lodging'),
    property: v.string(),
    city: v.string(),
    guestName: v.string(),
    checkInDate: DateSchema,
    checkOutDate: DateSchema,
    rooms: Count,
  }),
]);
export type Travel = v.InferOutput<typeof TravelSchema>;

/**
 * A transaction. `refundedAmount`, `capturedAmount` and `cancelledAmount` sum its children so the remaining
 * amount of each operation is known without fetching them (see `transactionOperationLimits`).
 */
export const TransactionSchema = related(
  'transaction',
  {
    amount: NonNegativeAmount,
    currency: CurrencySchema,
    type: v.picklist(transactionTypes),
    status: v.picklist(transactionStatuses),
    result: v.picklist(transactionResults),
    /** The processor's result code (`0000` approved, `0051` insufficient funds…). */
    resultCode: v.string(),
    createdAt: DateTimeSchema,
    processedAt: v.nullable(DateTimeSchema),
    settledAt: v.nullable(DateTimeSchema),
    /** In `settlementCurrency`, once settled. */
    settlementAmount: v.nullable(MinorAmountSchema),
    settlementCurrency: v.nullable(CurrencySchema),
    payMethod: v.picklist(payMethods),
    card: v.nullable(CardSchema),
    threeDs: v.nullable(ThreeDsSchema),
    /** 0 (no risk) … 100. */
    riskScore: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    /** The provider's fee, in the transaction's currency. */
    fee: NonNegativeAmount,
    /** The merchant's own key-value data sent with the payment. */
    meta: v.record(v.string(), v.string()),
    /** The merchant's reference (order number). */
    referenceId: v.nullable(v.string()),
    /** The transaction this one refunds, captures, cancels or charges back. */
    originalId: v.nullable(v.string()),
    refundedAmount: NonNegativeAmount,
    capturedAmount: NonNegativeAmount,
    cancelledAmount: NonNegativeAmount,
    travel: v.nullable(TravelSchema),
    /** What antifraud screening decided: the blocking or flagging rule or list entry; null when it passed. */
    fraud: v.optional(v.nullable(FraudVerdictSchema), null),
  },
  {
    customer: toOneOrNull('customer'),
    /** The project (resource) the transaction was made in. */
    project: toOne('resource'),
    paymentLink: toOneOrNull('payment-link'),
  },
);
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/** A card or account saved for later payments; `maskedToken` shows only the token's last characters. */
export const SavedTokenSchema = v.object({
  id: v.string(),
  maskedToken: v.string(),
  payMethod: v.picklist(payMethods),
  cardBrand: v.nullable(v.picklist(cardBrands)),
  last4: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  expiry: v.nullable(v.string()),
  createdAt: DateTimeSchema,
});

/** An amount per currency (totals across currencies are never added up). */
export const CurrencyAmountSchema = v.object({
  currency: CurrencySchema,
  amount: MinorAmountSchema,
});
export type CurrencyAmount = v.InferOutput<typeof CurrencyAmountSchema>;

export const AddressSchema = v.object({
  line1: v.string(),
  line2: v.nullable(v.string()),
  city: v.string(),
  state: v.nullable(v.string()),
  zipcode: v.string(),
});

export const CustomerSchema = related(
  'customer',
  {
    name: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    phone: v.nullable(v.string()),
    gender: v.picklist(customerGenders),
    /** BCP 47 (`de-DE`). */
    language: v.string(),
    /** IANA zone (`Europe/Berlin`). */
    timeZone: v.string(),
    billingAddress: v.nullable(AddressSchema),
    billingEmail: v.nullable(v.string()),
    billingPhone: v.nullable(v.string()),
    contactPhone: v.nullable(v.string()),
    savedTokens: v.array(SavedTokenSchema),
    createdAt: DateTimeSchema,
    /** Share of the customer's payments that failed, 0…1. */
    failedRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    /** Successful payments less refunds, per currency. */
    totalSpent: v.array(CurrencyAmountSchema),
    totalTransactions: Count,
  },
  { organization: toOne('resource') },
);
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** An attachment of dispute evidence; download it from `routes.file(id)`. */
export const EvidenceFileSchema = v.object({
  id: v.string(),
  name: v.string(),
  size: Count,
  mimeType: v.string(),
});

export const EvidenceSchema = v.object({
  id: v.string(),
  text: v.string(),
  submittedAt: DateTimeSchema,
  attachments: v.array(EvidenceFileSchema),
});
export type Evidence = v.InferOutput<typeof EvidenceSchema>;

export const DisputeSchema = related(
  'dispute',
  {
    type: v.picklist(disputeTypes),
    state: v.picklist(disputeStates),
    scheme: v.picklist(cardSchemes),
    reasonCode: v.picklist(disputeReasonCodes),
    reasonDescription: v.string(),
    amount: NonNegativeAmount,
    currency: CurrencySchema,
    createdAt: DateTimeSchema,
    /** The merchant must answer before this; `null` once nothing is expected from them. */
    responseDeadline: v.nullable(DateTimeSchema),
    resolvedAt: v.nullable(DateTimeSchema),
    resolution: v.nullable(v.picklist(disputeResolutions)),
    /** Submissions, oldest first. */
    evidence: v.array(EvidenceSchema),
  },
  {
    transaction: toOne('transaction'),
    project: toOne('resource'),
  },
);
export type Dispute = v.InferOutput<typeof DisputeSchema>;

/** Per-currency key figures of a period. */
export const CurrencyFiguresSchema = v.object({
  currency: CurrencySchema,
  /** Successful payments (charges, captures, recurring charges). */
  volume: MinorAmountSchema,
  count: Count,
  refundAmount: MinorAmountSchema,
});

/** One day of the statistics series (UTC days). */
export const StatisticsBucketSchema = v.object({
  date: DateSchema,
  count: Count,
  successCount: Count,
  volume: v.array(CurrencyAmountSchema),
});

/** Key figures of an organization (or one project) over a period (`transactions/statistics`). */
export const TransactionStatisticsSchema = resource('transaction-statistics', {
  from: DateTimeSchema,
  to: DateTimeSchema,
  /** Payments (charges, authorizations, recurring charges) in the period. */
  count: Count,
  successCount: Count,
  /** successCount / count, 0…1; 0 when there were none. */
  successRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  refundsCount: Count,
  disputesCount: Count,
  currencies: v.array(CurrencyFiguresSchema),
  series: v.array(StatisticsBucketSchema),
});
export type TransactionStatistics = v.InferOutput<typeof TransactionStatisticsSchema>;

const AggregateRow = {
  count: Count,
  amounts: v.array(CurrencyAmountSchema),
};

/** Disputes of a period counted by state, by reason and by month (`disputes/aggregate`). */
export const DisputeAggregateSchema = resource('dispute-aggregate', {
  from: DateTimeSchema,
  to: DateTimeSchema,
  total: Count,
  byState: v.array(v.object({ state: v.picklist(disputeStates), ...AggregateRow })),
  byReason: v.array(
    v.object({
      reasonCode: v.picklist(disputeReasonCodes),
      reasonDescription: v.string(),
      ...AggregateRow,
    }),
  ),
  /** `YYYY-MM-DD` (day buckets) or `YYYY-MM` (month buckets), oldest first. */
  byPeriod: v.array(v.object({ period: v.string(), ...AggregateRow })),
});
export type DisputeAggregate = v.InferOutput<typeof DisputeAggregateSchema>;

/** Payments table rows as stored (migration 3), with their column lists for inserts. */
import type { Card, FraudVerdict, ThreeDs, Travel } from '@paydesk/api-client';

export const transactionColumns = [
  'id',
  'organization_id',
  'project_id',
  'customer_id',
  'customer_email',
  'original_id',
  'type',
  'status',
  'result',
  'result_code',
  'amount',
  'currency',
  'refunded_amount',
  'captured_amount',
  'cancelled_amount',
  'fee',
  'settlement_amount',
  'settlement_currency',
  'pay_method',
  'card_brand',
  'card_last4',
  'reference_id',
  'payment_link_id',
  'risk_score',
  'details',
  'created_at',
  'processed_at',
  'settled_at',
  'seeded',
] as const;

export interface TransactionRow {
  id: string;
  organization_id: string;
  project_id: string;
  customer_id: string | null;
  customer_email: string | null;
  original_id: string | null;
  type: string;
  status: string;
  result: string;
  result_code: string;
  amount: number;
  currency: string;
  refunded_amount: number;
  captured_amount: number;
  cancelled_amount: number;
  fee: number;
  settlement_amount: number | null;
  settlement_currency: string | null;
  pay_method: string;
  card_brand: string | null;
  card_last4: string | null;
  reference_id: string | null;
  payment_link_id: string | null;
  risk_score: number;
  /** JSON of {@link TransactionDetails}. */
  details: string;
  created_at: number;
  processed_at: number | null;
  settled_at: number | null;
  seeded: number;
}

/** The field groups kept as JSON: never filtered or sorted on. */
export interface TransactionDetails {
  card: Card | null;
  threeDs: ThreeDs | null;
  meta: Record<string, string>;
  travel: Travel | null;
  /** Antifraud's verdict when a rule or list blocked or flagged the payment. */
  fraud?: FraudVerdict | null;
  /** The payer's IP and the card's fingerprint, as antifraud saw them. */
  ip?: string | null;
  cardFingerprint?: string | null;
}

export const customerColumns = [
  'id',
  'organization_id',
  'email',
  'name',
  'details',
  'created_at',
] as const;

export interface CustomerRow {
  id: string;
  organization_id: string;
  email: string;
  name: string;
  /** JSON of the remaining customer attributes (names, phones, address, saved tokens…). */
  details: string;
  created_at: number;
}

export const disputeColumns = [
  'id',
  'organization_id',
  'project_id',
  'transaction_id',
  'type',
  'state',
  'reason_code',
  'amount',
  'currency',
  'created_at',
  'response_deadline',
  'resolved_at',
  'resolution',
  'seeded',
] as const;

export interface DisputeRow {
  id: string;
  organization_id: string;
  project_id: string;
  transaction_id: string;
  type: string;
  state: string;
  reason_code: string;
  amount: number;
  currency: string;
  created_at: number;
  response_deadline: number | null;
  resolved_at: number | null;
  resolution: string | null;
  seeded: number;
}

export const evidenceColumns = [
  'id',
  'dispute_id',
  'identity_id',
  'text',
  'submitted_at',
  'seeded',
] as const;

export interface EvidenceRow {
  id: string;
  dispute_id: string;
  identity_id: string | null;
  text: string;
  submitted_at: number;
  seeded: number;
}

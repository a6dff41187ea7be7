/** Payments rows → the contract's resource objects (TransactionSchema, CustomerSchema, DisputeSchema). */
import { disputeReasons, type DisputeReasonCode } from '@paydesk/api-client';
import { iso } from '../../infra/time.js';
import type { CustomerFigures } from '../../domain/payments/customerFigures.js';
import type { EvidenceFile } from '../../domain/payments/disputeQuery.js';
import type {
  CustomerRow,
  DisputeRow,
  EvidenceRow,
  TransactionDetails,
  TransactionRow,
} from '../../domain/payments/rows.js';
import { ref } from './document.js';

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(Number(ms)));

export function transactionResource(row: TransactionRow) {
  const details = JSON.parse(row.details) as TransactionDetails;
  return {
    type: 'transaction' as const,
    id: row.id,
    attributes: {
      amount: Number(row.amount),
      currency: row.currency,
      type: row.type,
      status: row.status,
      result: row.result,
      resultCode: row.result_code,
      createdAt: iso(Number(row.created_at)),
      processedAt: isoOrNull(row.processed_at),
      settledAt: isoOrNull(row.settled_at),
      settlementAmount: row.settlement_amount === null ? null : Number(row.settlement_amount),
      settlementCurrency: row.settlement_currency,
      payMethod: row.pay_method,
      card: details.card,
      threeDs: details.threeDs,
      riskScore: Number(row.risk_score),
      fee: Number(row.fee),
      meta: details.meta,
      referenceId: row.reference_id,
      originalId: row.original_id,
      refundedAmount: Number(row.refunded_amount),
      capturedAmount: Number(row.captured_amount),
      cancelledAmount: Number(row.cancelled_amount),
      travel: details.travel,
      fraud: details.fraud ?? null,
    },
    relationships: {
      customer: ref('customer', row.customer_id),
      project: ref('resource', row.project_id),
      paymentLink: ref('payment-link', row.payment_link_id),
    },
  };
}

export function customerResource(row: CustomerRow, figures: CustomerFigures | undefined) {
  const details = JSON.parse(row.details) as Record<string, unknown>;
  const payments = figures?.payments ?? 0;
  return {
    type: 'customer' as const,
    id: row.id,
    attributes: {
      ...details,
      name: row.name,
      email: row.email,
      createdAt: iso(Number(row.created_at)),
      failedRate:
        payments === 0 ? 0 : Math.round(((figures?.failed ?? 0) / payments) * 1000) / 1000,
      totalSpent: [...(figures?.spent ?? new Map<string, number>())]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, amount]) => ({ currency, amount })),
      totalTransactions: payments,
    },
    relationships: { organization: ref('resource', row.organization_id) },
  };
}

export function disputeResource(
  row: DisputeRow,
  evidence: readonly EvidenceRow[],
  files: readonly EvidenceFile[],
) {
  const code = row.reason_code as DisputeReasonCode;
  return {
    type: 'dispute' as const,
    id: row.id,
    attributes: {
      type: row.type,
      state: row.state,
      scheme: disputeReasons[code].scheme,
      reasonCode: code,
      reasonDescription: disputeReasons[code].description,
      amount: Number(row.amount),
      currency: row.currency,
      createdAt: iso(Number(row.created_at)),
      responseDeadline: isoOrNull(row.response_deadline),
      resolvedAt: isoOrNull(row.resolved_at),
      resolution: row.resolution,
      evidence: evidence
        .filter((item) => item.dispute_id === row.id)
        .map((item) => ({
          id: item.id,
          text: item.text,
          submittedAt: iso(Number(item.submitted_at)),
          attachments: files
            .filter((file) => file.evidence_id === item.id)
            .map((file) => ({
              id: file.id,
              name: file.name,
              size: Number(file.size),
              mimeType: file.mime_type,
            })),
        })),
    },
    relationships: {
      transaction: ref('transaction', row.transaction_id),
      project: ref('resource', row.project_id),
    },
  };
}

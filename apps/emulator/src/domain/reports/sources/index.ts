/**
 * What each report type reads: its columns and its rows, streamed from the database in keyset pages, with totals
 * per currency gathered on the way. Times are written in the report's time zone.
 */
import type { ReportType } from '@paydesk/api-client';
import { balanceStatement } from './balanceStatement.js';
import { disputes } from './disputes.js';
import { payouts } from './payouts.js';
import type { ReportSource, SourceInput } from './table.js';
import { processingTransactions, refundConfirmation, settledTransactions } from './transactions.js';

export type { ReportSource, SourceInput } from './table.js';

export const reportSources: Record<ReportType, (input: SourceInput) => ReportSource> = {
  'processing-transactions': processingTransactions,
  'settled-transactions': settledTransactions,
  'refund-confirmation': refundConfirmation,
  disputes,
  payouts,
  'balance-statement': balanceStatement,
};

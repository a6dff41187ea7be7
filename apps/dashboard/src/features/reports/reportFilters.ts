/** What each report type can be narrowed by, and the form's defaults. */
import {
  disputeStates,
  payoutStatuses,
  transactionStatuses,
  type ReportType,
} from '@paydesk/api-client';

/** The statuses a type filters by (transaction statuses, dispute states, payout statuses); none for the rest. */
export const statusesOf: Record<ReportType, readonly string[]> = {
  'processing-transactions': transactionStatuses,
  'settled-transactions': transactionStatuses,
  'refund-confirmation': [],
  disputes: disputeStates,
  payouts: payoutStatuses,
  'balance-statement': [],
};

/** Time zones offered for the period besides the user's own. */
/* eslint-disable lingui/no-unlocalized-strings -- IANA zone names */
export const commonTimeZones = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** `YYYY-MM-DD` of an instant in a zone. */
export function dayIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

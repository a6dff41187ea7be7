/** The arithmetic of billing, pure: cycle boundaries on the UTC calendar and what one invoice costs. */
import type { BillingInterval } from '@paydesk/api-client';
import { DAY } from '../../infra/time.js';

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `at` moved by `count` intervals. Months and years keep the day of the month, clamped to the month's last day
 * (31 January + 1 month = 28 February), and are always counted from the same anchor so the day never drifts.
 */
export function addIntervals(at: number, interval: BillingInterval, count: number): number {
  if (interval === 'day') return at + count * DAY;
  if (interval === 'week') return at + count * 7 * DAY;
  const date = new Date(at);
  const months = interval === 'month' ? count : count * 12;
  const total = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return Date.UTC(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** Midnight UTC of the first day of the month after `at`'s. */
export function nextMonthStart(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** `YYYY-MM-DD` as midnight UTC, or undefined when it is not a real day. */
export function parseDay(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== value ? undefined : at;
}

export interface PriceTerms {
  amount: number;
  discountPercent: number;
  vatPercent: number;
  setupFee: number;
}

/** One invoice: the price less the discount (plus the one-time fee on the first), then VAT on that. */
export function invoiceAmounts(terms: PriceTerms, first: boolean) {
  const net =
    Math.round((terms.amount * (100 - terms.discountPercent)) / 100) + (first ? terms.setupFee : 0);
  const vat = Math.round((net * terms.vatPercent) / 100);
  return { net, vat, total: net + vat };
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ReportDelivery,
  ReportFormat,
  ReportType,
  ScheduleFrequency,
} from '@paydesk/api-client';

export const reportTypeLabels: Record<ReportType, MessageDescriptor> = {
  'processing-transactions': msg`Processing transactions`,
  'settled-transactions': msg`Settled transactions`,
  'refund-confirmation': msg`Refund confirmation`,
  disputes: msg`Disputes`,
  payouts: msg`Payouts`,
  'balance-statement': msg`Balance statement`,
};

/** A file format's name, which is its id in capitals (CSV, XLSX, PDF) in every language. */
export const reportFormatLabel = (format: ReportFormat) => format.toUpperCase();

export const deliveryLabels: Record<ReportDelivery, MessageDescriptor> = {
  dashboard: msg`Download from the dashboard`,
  email: msg`Send by email`,
};

export const frequencyLabels: Record<ScheduleFrequency, MessageDescriptor> = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
};

/** ISO weekdays, 1 = Monday. */
export const weekdayLabels: Record<number, MessageDescriptor> = {
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
  6: msg`Saturday`,
  7: msg`Sunday`,
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportDelivery, ReportFormat, ReportType } from '@paydesk/api-client';

export const reportTypeLabels: Record<ReportType, MessageDescriptor> = {
  'processing-transactions': msg`Processing transactions`,
  'settled-transactions': msg`Settled transactions`,
  'refund-confirmation': msg`Refund confirmation`,
  disputes: msg`Disputes`,
  payouts: msg`Payouts`,
  'balance-statement': msg`Balance statement`,
};

export const reportFormatLabels: Record<ReportFormat, string> = {
  csv: 'CSV',
  xlsx: 'XLSX',
  pdf: 'PDF',
};

export const deliveryLabels: Record<ReportDelivery, MessageDescriptor> = {
  dashboard: msg`Download from the dashboard`,
  email: msg`Send by email`,
};

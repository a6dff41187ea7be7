/** The filters side panel's fields for transactions, in the user's language. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  paymentCurrencies,
  transactionResults,
  transactionStatuses,
  transactionTypes,
} from '@paydesk/api-client';
import type { FilterDefinition } from '@paydesk/ui';
import type { StatusLabel } from '../../shared/status';
import { transactionTypeLabels } from './labels';

/** The currency amounts are entered in when the view is not limited to one. */
const DEFAULT_AMOUNT_CURRENCY = 'EUR';

export function transactionFilterDefinitions(
  i18n: I18n,
  statusLabel: StatusLabel,
  currencies: readonly string[] | undefined,
): FilterDefinition[] {
  const amountCurrency = currencies?.length === 1 ? currencies[0]! : DEFAULT_AMOUNT_CURRENCY;
  return [
    {
      type: 'date',
      field: 'createdAt',
      label: i18n._(msg`Created`),
    },
    {
      type: 'enum',
      field: 'status',
      label: i18n._(msg`Status`),
      options: transactionStatuses.map((value) => ({
        value,
        label: statusLabel(value, 'filter'),
      })),
    },
    {
      type: 'enum',
      field: 'type',
      label: i18n._(msg`Type`),
      options: transactionTypes.map((value) => ({
        value,
        label: i18n._(transactionTypeLabels[value]),
      })),
    },
    {
      type: 'enum',
      field: 'result',
      label: i18n._(msg`Result`),
      options: transactionResults.map((value) => ({
        value,
        label: statusLabel(value, 'transactionResult'),
      })),
    },
    {
      type: 'enum',
      field: 'currency',
      label: i18n._(msg`Currency`),
      options: paymentCurrencies.map((value) => ({ value, label: value })),
    },
    {
      type: 'amount',
      field: 'amount',
      label: i18n._(msg`Amount`),
      currency: amountCurrency,
      description: i18n._(
        msg`Compared with each transaction's amount in its own currency's smallest unit`,
      ),
    },
    {
      type: 'text',
      field: 'cardLast4',
      label: i18n._(msg`Card last 4 digits`),
    },
    {
      type: 'text',
      field: 'referenceId',
      label: i18n._(msg`Reference id`),
    },
    {
      type: 'text',
      field: 'customerEmail',
      label: i18n._(msg`Customer email`),
    },
  ];
}

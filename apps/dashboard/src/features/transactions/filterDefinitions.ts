/** The filters side panel's fields for transactions, in the user's language. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { transactionResults, transactionStatuses, transactionTypes } from '@paydesk/api-client';
import type { FilterDefinition } from '@paydesk/ui';
import type { ListFilters } from '../../shared/lists/filters';
import { transactionTypeLabels } from './labels';

/** The currency amounts are entered in when the view is not limited to one. */
const DEFAULT_AMOUNT_CURRENCY = 'EUR';

export function transactionFilterDefinitions(
  filter: ListFilters,
  i18n: I18n,
  currencies: readonly string[] | undefined,
): FilterDefinition[] {
  const amountCurrency = currencies?.length === 1 ? currencies[0]! : DEFAULT_AMOUNT_CURRENCY;
  return [
    filter.period('createdAt', i18n._(msg`Created`)),
    filter.status('filter', transactionStatuses),
    filter.values('type', i18n._(msg`Type`), transactionTypes, transactionTypeLabels),
    filter.status('transactionResult', transactionResults, {
      field: 'result',
      label: i18n._(msg`Result`),
    }),
    filter.currency(),
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

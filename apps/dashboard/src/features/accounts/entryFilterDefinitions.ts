/** The filters side panel's fields for an account's entries, in the user's language. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { balanceBuckets, entryDirections, ledgerReasons } from '@paydesk/api-client';
import type { FilterDefinition } from '@paydesk/ui';
import type { ListFilters } from '../../shared/lists/filters';
import { bucketLabels } from '../balances';
import { directionLabels, reasonLabels } from './labels';

export function entryFilterDefinitions(
  filter: ListFilters,
  i18n: I18n,
  currency: string,
): FilterDefinition[] {
  return [
    filter.period('createdAt', i18n._(msg`Created`)),
    filter.values('bucket', i18n._(msg`Bucket`), balanceBuckets, bucketLabels),
    filter.values('reason', i18n._(msg`Reason`), ledgerReasons, reasonLabels),
    filter.values('direction', i18n._(msg`Direction`), entryDirections, directionLabels),
    {
      type: 'amount',
      field: 'amount',
      label: i18n._(msg`Amount`),
      currency,
      description: i18n._(msg`Compared with the entry's amount, credit or debit alike`),
    },
  ];
}

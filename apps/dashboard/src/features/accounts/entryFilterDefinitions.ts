/** The filters side panel's fields for an account's entries, in the user's language. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { balanceBuckets, entryDirections, ledgerReasons } from '@paydesk/api-client';
import type { FilterDefinition } from '@paydesk/ui';
import { bucketLabels } from '../balances';
import { directionLabels, reasonLabels } from './labels';

export function entryFilterDefinitions(i18n: I18n, currency: string): FilterDefinition[] {
  return [
    { type: 'date', field: 'createdAt', label: i18n._(msg`Created`) },
    {
      type: 'enum',
      field: 'bucket',
      label: i18n._(msg`Bucket`),
      options: balanceBuckets.map((value) => ({ value, label: i18n._(bucketLabels[value]) })),
    },
    {
      type: 'enum',
      field: 'reason',
      label: i18n._(msg`Reason`),
      options: ledgerReasons.map((value) => ({ value, label: i18n._(reasonLabels[value]) })),
    },
    {
      type: 'enum',
      field: 'direction',
      label: i18n._(msg`Direction`),
      options: entryDirections.map((value) => ({ value, label: i18n._(directionLabels[value]) })),
    },
    {
      type: 'amount',
      field: 'amount',
      label: i18n._(msg`Amount`),
      currency,
      description: i18n._(msg`Compared with the entry's amount, credit or debit alike`),
    },
  ];
}

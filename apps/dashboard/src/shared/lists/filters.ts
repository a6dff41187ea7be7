/**
 * The filters most lists share, built once so a period, a status or a currency filter reads the same everywhere:
 * `const filter = useListFilters()`, then `filter.period(…)`, `filter.status(…)`, `filter.currency()`.
 */
import { useLingui } from '@lingui/react/macro';
import { paymentCurrencies } from '@paydesk/api-client';
import type { FilterDefinition } from '@paydesk/ui';
import { useMemo } from 'react';
import { useStatusLabel, type StatusOf, type StatusVocabulary } from '../status';

export function useListFilters() {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  return useMemo(
    () => ({
      /** Whole calendar days of the list's date column. */
      period: (field: string, label: string): FilterDefinition => ({ type: 'date', field, label }),
      /** The provider's statuses of one vocabulary, in its words. */
      status: <V extends StatusVocabulary>(
        vocabulary: V,
        statuses: readonly StatusOf<V>[],
        { field = 'status', label = t`Status` }: { field?: string; label?: string } = {},
      ): FilterDefinition => ({
        type: 'enum',
        field,
        label,
        options: statuses.map((value) => ({ value, label: statusLabel(value, vocabulary) })),
      }),
      /** The currencies the provider pays in. */
      currency: (): FilterDefinition => ({
        type: 'enum',
        field: 'currency',
        label: t`Currency`,
        options: paymentCurrencies.map((value) => ({ value, label: value })),
      }),
    }),
    [t, statusLabel],
  );
}

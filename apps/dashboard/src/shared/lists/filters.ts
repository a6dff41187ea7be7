/**
 * The filters most lists share, built once so a period, a status or a currency filter reads the same everywhere:
 * `const filter = useListFilters()`, then `filter.period(…)`, `filter.status(…)`, `filter.values(…)`, `filter.currency()`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { paymentCurrencies } from '@paydesk/api-client';
import type { FilterDefinition } from '@paydesk/ui';
import { useMemo } from 'react';
import { useStatusLabel, type StatusOf, type StatusVocabulary } from '../status';

export function useListFilters() {
  const { t, i18n } = useLingui();
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
      /** Values in the area's own words (its label table). */
      values: <V extends string>(
        field: string,
        label: string,
        values: readonly V[],
        labels: Readonly<Record<V, MessageDescriptor>>,
      ): FilterDefinition => ({
        type: 'enum',
        field,
        label,
        options: values.map((value) => ({ value, label: i18n._(labels[value]) })),
      }),
      /** The currencies the provider pays in. */
      currency: (): FilterDefinition => ({
        type: 'enum',
        field: 'currency',
        label: t`Currency`,
        options: paymentCurrencies.map((value) => ({ value, label: value })),
      }),
    }),
    [t, i18n, statusLabel],
  );
}

/** The filter factories of `useListFilters`, for a list whose filters are built outside its component. */
export type ListFilters = ReturnType<typeof useListFilters>;

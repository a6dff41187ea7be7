import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { statusLabels } from './statusLabels';
import type { StatusVocabulary } from './vocabularies';

/** "under-review" → "Under review": the words of a status newer than this code. */
export function humanizeStatus(status: string) {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statusLabelOf(vocabulary: StatusVocabulary, status: string) {
  const labels: Partial<Record<string, MessageDescriptor>> = statusLabels[vocabulary];
  return Object.hasOwn(labels, status) ? labels[status] : undefined;
}

/** The words of a status in the user's language, e.g. for filter options; the same text badges show. */
export function useStatusLabel() {
  // `_` changes with the language, so memoized options follow a switch.
  const { _ } = useLingui();
  return useCallback(
    (status: string, vocabulary: StatusVocabulary) => {
      const label = statusLabelOf(vocabulary, status);
      return label ? _(label) : humanizeStatus(status);
    },
    [_],
  );
}

export type StatusLabel = ReturnType<typeof useStatusLabel>;

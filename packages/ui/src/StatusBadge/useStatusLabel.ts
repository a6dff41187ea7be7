import { useCallback } from 'react';
import { useStrings } from '../private/intl';
import { statusStrings, type StatusLabelKey } from './intl';
import type { StatusVocabulary } from './vocabularies';

export function statusLabelKey(
  status: string,
  vocabulary?: StatusVocabulary,
): StatusLabelKey | undefined {
  if (vocabulary === 'dispute' && status === 'new') return 'dispute.new';
  return Object.hasOwn(statusStrings['en-US'], status) ? (status as StatusLabelKey) : undefined;
}

/** "partially-refunded" → "Partially refunded", for a status word this code does not know yet. */
export function humanizeStatus(status: string) {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The localized label of a status, e.g. for filter options; the same text StatusBadge shows. */
export function useStatusLabel() {
  const t = useStrings(statusStrings, 'StatusBadge');
  return useCallback(
    (status: string, vocabulary?: StatusVocabulary) => {
      const key = statusLabelKey(status, vocabulary);
      return key ? t(key) : humanizeStatus(status);
    },
    [t],
  );
}

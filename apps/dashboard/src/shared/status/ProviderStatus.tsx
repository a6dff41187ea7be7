import { StatusBadge, type StatusBadgeProps } from '@paydesk/ui';
import { statusAppearanceOf } from './statusAppearance';
import { useStatusLabel } from './useStatusLabel';
import type { StatusOf, StatusVocabulary } from './vocabularies';

type StatusOfVocabulary = {
  [V in StatusVocabulary]: {
    /** A word may read differently in one vocabulary (dispute `new` is 'Confirmation needed'). */
    vocabulary: V;
    status: StatusOf<V>;
  };
}[StatusVocabulary];

export type ProviderStatusProps = StatusOfVocabulary &
  Omit<StatusBadgeProps, 'tone' | 'glyph' | 'children'>;

/** A provider status as a badge, with the app's one mapping; an unknown status shows neutral, in words. */
export function ProviderStatus({ vocabulary, status, ...props }: ProviderStatusProps) {
  const label = useStatusLabel();
  const { tone, glyph } = statusAppearanceOf(vocabulary, status);
  return (
    // data-status: the raw word, for end-to-end tests.
    <StatusBadge {...props} tone={tone} glyph={glyph} data-status={status}>
      {label(status, vocabulary)}
    </StatusBadge>
  );
}

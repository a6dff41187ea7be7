import { Badge, type BadgeProps } from '../Badge';
import type { IconComponent } from '../Icon';
import {
  IconBlocked,
  IconError,
  IconInfo,
  IconNeutral,
  IconPending,
  IconSuccess,
  IconWarning,
} from '../Icon/icons';
import { statusAppearanceOf, type StatusGlyph } from './statusTone';
import { useStatusLabel } from './useStatusLabel';
import type { StatusOf, StatusVocabulary } from './vocabularies';

const glyphIcons: Record<StatusGlyph, IconComponent> = {
  success: IconSuccess,
  error: IconError,
  warning: IconWarning,
  pending: IconPending,
  info: IconInfo,
  neutral: IconNeutral,
  blocked: IconBlocked,
};

type StatusProps = {
  [V in StatusVocabulary]: {
    /** Which vocabulary the status comes from; a word may read differently in one (dispute `new`). */
    vocabulary: V;
    status: StatusOf<V>;
  };
}[StatusVocabulary];

export type StatusBadgeProps = StatusProps &
  Omit<BadgeProps, 'tone' | 'icon' | 'children' | 'count'>;

/**
 * A status as a badge with tone, shape and text from the one app-wide mapping. A status newer than
 * this code still renders, neutral, with its words.
 */
export function StatusBadge({ vocabulary, status, ...props }: StatusBadgeProps) {
  const label = useStatusLabel();
  const { tone, glyph } = statusAppearanceOf(status, vocabulary);
  const Glyph = glyphIcons[glyph];
  return (
    <Badge
      {...props}
      tone={tone}
      data-status={status}
      icon={<Glyph size={props.size === 'sm' ? 'xs' : 'sm'} />}
    >
      {label(status, vocabulary)}
    </Badge>
  );
}

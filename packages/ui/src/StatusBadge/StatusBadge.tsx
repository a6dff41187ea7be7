import { Badge, type BadgeProps, type BadgeTone } from '../Badge';
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

/** The shape shown beside the text, so a status is never told by colour alone. */
export const statusGlyphs = [
  'success',
  'error',
  'warning',
  'pending',
  'info',
  'neutral',
  'blocked',
] as const;
export type StatusGlyph = (typeof statusGlyphs)[number];

const glyphIcons: Record<StatusGlyph, IconComponent> = {
  success: IconSuccess,
  error: IconError,
  warning: IconWarning,
  pending: IconPending,
  info: IconInfo,
  neutral: IconNeutral,
  blocked: IconBlocked,
};

/** The shape each tone gets unless a status asks for another (e.g. `pending` or `blocked`). */
export const defaultStatusGlyph: Record<BadgeTone, StatusGlyph> = {
  neutral: 'neutral',
  accent: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
  info: 'info',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'icon' | 'count'> {
  tone: BadgeTone;
  /** Defaults to the tone's shape. */
  glyph?: StatusGlyph;
  /** The status in words, already localized. */
  children: BadgeProps['children'];
}

/** A status as a badge: tone, shape and words. Which status gets which is the app's choice. */
export function StatusBadge({ tone, glyph, ...props }: StatusBadgeProps) {
  const Glyph = glyphIcons[glyph ?? defaultStatusGlyph[tone]];
  return <Badge {...props} tone={tone} icon={<Glyph size={props.size === 'sm' ? 'xs' : 'sm'} />} />;
}

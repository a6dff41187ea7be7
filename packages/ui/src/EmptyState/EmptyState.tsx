import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import { IconError, IconRefresh, IconSearch } from '../Icon/icons';
import { useStrings } from '../private/intl';
import { Text } from '../Text';
import { actions as actionsClass, iconWrap, root } from './EmptyState.css';
import { emptyStateStrings } from './intl';

export const emptyStateVariants = ['empty', 'filtered', 'error'] as const;
export type EmptyStateVariant = (typeof emptyStateVariants)[number];

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * `empty`: nothing exists yet (say what it means and what to do); `filtered`: nothing matches the filters
   * (offer to clear them); `error`: loading failed (say what failed, offer retry; announced as an alert).
   */
  variant?: EmptyStateVariant;
  title: ReactNode;
  /** What it means and what to do next. */
  description?: ReactNode;
  /** A decorative icon; each variant has a default. */
  icon?: ReactNode;
  /** Outline level of the title (default 2). */
  titleLevel?: HeadingLevel;
  /** Own actions, e.g. "Create payment link". */
  action?: ReactNode;
  /** `filtered`: adds a localized "Clear filters" button. */
  onClearFilters?: () => void;
  /** `error`: adds a localized "Try again" button. */
  onRetry?: () => void;
  /** `error`: shows the retry as pending while it runs. */
  isRetrying?: boolean;
}

const defaultIcons: Record<EmptyStateVariant, ReactNode> = {
  empty: null,
  filtered: <IconSearch size="lg" />,
  error: <IconError size="lg" />,
};

/** What a list or page shows when it has nothing to show: empty, filtered to nothing, or failed. */
export function EmptyState({
  variant = 'empty',
  title,
  description,
  icon,
  titleLevel = 2,
  action,
  onClearFilters,
  onRetry,
  isRetrying,
  className,
  ...props
}: EmptyStateProps) {
  const t = useStrings(emptyStateStrings, 'EmptyState');
  const id = useId();
  const shownIcon = icon ?? defaultIcons[variant];
  const hasActions = action !== undefined || onClearFilters !== undefined || onRetry !== undefined;
  return (
    <section
      role={variant === 'error' ? 'alert' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description !== undefined ? `${id}-description` : undefined}
      data-variant={variant}
      {...props}
      className={[root, className].filter(Boolean).join(' ')}
    >
      {shownIcon && <span className={iconWrap({ variant })}>{shownIcon}</span>}
      <Heading level={titleLevel} size="lg" id={`${id}-title`}>
        {title}
      </Heading>
      {description !== undefined && (
        <Text as="p" tone="muted" id={`${id}-description`}>
          {description}
        </Text>
      )}
      {hasActions && (
        <div className={actionsClass}>
          {onClearFilters && <Button onPress={onClearFilters}>{t('clearFilters')}</Button>}
          {onRetry && (
            <Button onPress={onRetry} isPending={isRetrying} icon={<IconRefresh />}>
              {t('retry')}
            </Button>
          )}
          {action}
        </div>
      )}
    </section>
  );
}

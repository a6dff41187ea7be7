import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button';
import { visuallyHidden } from '../private/focusRing.css';
import { useStrings } from '../private/intl';
import * as css from './Banner.css';
import { strings } from './intl';

export const bannerTones = ['info', 'success', 'warning', 'danger'] as const;
export type BannerTone = (typeof bannerTones)[number];
export const bannerLayouts = ['inline', 'banner'] as const;

const icons: Record<BannerTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

export interface InlineAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: BannerTone;
  /** `inline` is boxed inside content; `banner` is a full-bleed strip across a page. */
  layout?: (typeof bannerLayouts)[number];
  title?: ReactNode;
  /** What happened and what to do. */
  children?: ReactNode;
  /** An action such as a Button ("Retry", "Reload"). */
  action?: ReactNode;
  /** Shows a Dismiss button; remove the alert in this handler. */
  onDismiss?: () => void;
  /**
   * `alert` interrupts the screen reader, `status` waits; by default danger is an alert and the rest status.
   * Use `none` for a message that is part of the page from the start and need not be announced.
   */
  role?: 'alert' | 'status' | 'none';
}

/**
 * A message about the page or a task, in one of four tones, with an icon, optional title, text, action and
 * dismiss. The tone is also spoken (visually hidden), so it never relies on colour alone.
 */
export function InlineAlert({
  tone = 'info',
  layout = 'inline',
  title,
  children,
  action,
  onDismiss,
  role,
  className,
  ...props
}: InlineAlertProps) {
  const t = useStrings(strings, 'Banner');
  const Icon = icons[tone];
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      {...props}
      role={liveRole === 'none' ? undefined : liveRole}
      data-tone={tone}
      className={[css.banner({ tone, layout }), className].filter(Boolean).join(' ')}
    >
      <Icon size={16} aria-hidden className={css.icon({ tone })} />
      <div className={css.content}>
        {title != null && (
          <p className={css.title}>
            <span className={visuallyHidden}>{`${t(tone)}: `}</span>
            {title}
          </p>
        )}
        {children != null && (
          <div className={css.body}>
            {title == null && <span className={visuallyHidden}>{`${t(tone)}: `}</span>}
            {children}
          </div>
        )}
      </div>
      {(action != null || onDismiss) && (
        <div className={css.actions}>
          {action}
          {onDismiss && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('dismiss')}
              className={css.dismissButton}
              icon={<X size={16} aria-hidden />}
              onPress={onDismiss}
            />
          )}
        </div>
      )}
    </div>
  );
}

export type BannerProps = Omit<InlineAlertProps, 'layout'>;

/** A full-bleed InlineAlert for the top of a page or the app ("Reconnecting...", outdated version). */
export function Banner(props: BannerProps) {
  return <InlineAlert {...props} layout="banner" />;
}

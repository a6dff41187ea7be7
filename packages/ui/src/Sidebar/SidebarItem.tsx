import { memo, useId, type ReactNode } from 'react';
import {
  Button,
  Link,
  Tooltip,
  TooltipTrigger,
  type LinkProps,
  type PressEvent,
} from 'react-aria-components';
import { ThemedPortal } from '../private/ThemedPortal';
import { useStrings } from '../private/intl';
import * as styles from './Sidebar.css';
import { useSidebar } from './SidebarContext';
import { strings } from './intl';

/** Counts above this show as "99+". */
export const SIDEBAR_BADGE_MAX = 99;

export interface SidebarItemProps {
  /** The visible label; on the rail it is the item's name and its tooltip. */
  children: string;
  /** A decorative icon (rendered aria-hidden), e.g. `<Inbox />` from lucide-react. */
  icon?: ReactNode;
  /** Navigates through the app's RouterProvider. Without it the item is a button (e.g. Log out). */
  href?: LinkProps['href'];
  routerOptions?: LinkProps['routerOptions'];
  /** Marks the item for the page being shown (aria-current="page"). */
  isCurrent?: boolean;
  /** A count of new things, e.g. new mailbox issues; announced as the item's description ("3 new"). */
  badge?: number;
  onPress?: (event: PressEvent) => void;
  /**
   * Called when the user shows intent to follow the link (the pointer comes to rest on it, or it receives
   * keyboard focus): the moment to fetch what its page needs, so the page shows at once on the click.
   */
  onPreload?: () => void;
  isDisabled?: boolean;
}

/**
 * Shows a label as a tooltip only while the sidebar is an icon rail (not while the rail is expanded by hover or
 * focus). The wide sidebar and the drawer show their labels, so their items render no tooltip trigger at all: it
 * was about a third of the sidebar's render. The trigger comes and goes with the presentation only (a resize or
 * the collapse button), never under the pointer or focus.
 */
export function RailTooltip({ label, children }: { label: string; children: ReactNode }) {
  const { presentation, isCollapsed } = useSidebar();
  if (presentation !== 'rail') return children;
  return (
    <TooltipTrigger isDisabled={!isCollapsed} delay={300} closeDelay={0}>
      {children}
      <ThemedPortal>
        <Tooltip placement="end" offset={8} className={styles.tooltip}>
          {label}
        </Tooltip>
      </ThemedPortal>
    </TooltipTrigger>
  );
}

function SidebarItemImpl({
  children,
  icon,
  href,
  routerOptions,
  isCurrent,
  badge,
  onPress,
  onPreload,
  isDisabled,
}: SidebarItemProps) {
  const t = useStrings(strings, 'Sidebar');
  const { onNavigate } = useSidebar();
  const countId = useId();
  const hasBadge = badge !== undefined && badge > 0;
  const describedBy = hasBadge ? countId : undefined;
  const content = (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
      {hasBadge && (
        <span className={styles.badge} aria-hidden>
          {badge > SIDEBAR_BADGE_MAX ? `${SIDEBAR_BADGE_MAX}+` : badge}
        </span>
      )}
    </>
  );
  const press = (event: PressEvent) => {
    onPress?.(event);
    onNavigate();
  };
  return (
    <li>
      <RailTooltip label={children}>
        {href !== undefined ? (
          <Link
            href={href}
            routerOptions={routerOptions}
            aria-current={isCurrent ? 'page' : undefined}
            aria-describedby={describedBy}
            onPress={press}
            onHoverStart={onPreload}
            onFocus={onPreload}
            isDisabled={isDisabled}
            className={styles.item}
          >
            {content}
          </Link>
        ) : (
          <Button
            aria-describedby={describedBy}
            onPress={press}
            isDisabled={isDisabled}
            className={styles.item}
          >
            {content}
          </Button>
        )}
      </RailTooltip>
      {hasBadge && (
        <span id={countId} hidden>
          {t('newCount', { count: badge })}
        </span>
      )}
    </li>
  );
}

/**
 * One entry in a SidebarSection or SidebarGroup: a link, or a button when it has no `href`. Memoized: a
 * navigation re-renders the sidebar, and only the items whose props changed (the current page) render again.
 */
export const SidebarItem = memo(SidebarItemImpl);

import { ChevronRight } from 'lucide-react';
import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import * as styles from './Sidebar.css';
import { useSidebar } from './SidebarContext';
import { RailTooltip, type SidebarItemProps } from './SidebarItem';

export interface SidebarGroupProps {
  /** The group's label, e.g. "Billing". */
  label: string;
  /** A decorative icon, shown alone on the rail. */
  icon?: ReactNode;
  /** SidebarItem elements. */
  children: ReactNode;
  /** Controlled open state. */
  isExpanded?: boolean;
  /** Defaults to open when one of its items is current. */
  defaultExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
}

function containsCurrent(children: ReactNode): boolean {
  return Children.toArray(children).some(
    (child) => isValidElement(child) && (child as ReactElement<SidebarItemProps>).props.isCurrent,
  );
}

/**
 * A collapsible set of items (a disclosure: its button has aria-expanded). On the rail, pressing it expands the
 * sidebar over the content so the items can be reached. Its items are rendered from the first time it opens.
 */
export function SidebarGroup({
  label,
  icon,
  children,
  isExpanded: controlled,
  defaultExpanded,
  onExpandedChange,
}: SidebarGroupProps) {
  const { isCollapsed, peek } = useSidebar();
  const hasCurrent = containsCurrent(children);
  const [uncontrolled, setUncontrolled] = useState(defaultExpanded ?? hasCurrent);
  const isOpen = controlled ?? uncontrolled;
  // On the rail the items are hidden, so the group reads as collapsed.
  const isShownOpen = isOpen && !isCollapsed;
  // A closed group's items render the first time it opens, so a sidebar of closed groups renders only the entries
  // one sees. Once opened they stay mounted: toggling again never remounts a link under the pointer or focus.
  const [hasOpened, setHasOpened] = useState(isShownOpen);
  if (isShownOpen && !hasOpened) setHasOpened(true);

  const change = (next: boolean) => {
    if (isCollapsed) {
      peek();
      if (isOpen) return;
      next = true;
    }
    setUncontrolled(next);
    onExpandedChange?.(next);
  };

  return (
    <li>
      <Disclosure isExpanded={isShownOpen} onExpandedChange={change}>
        <RailTooltip label={label}>
          <Button
            slot="trigger"
            className={styles.item}
            data-current={(hasCurrent && !isShownOpen) || undefined}
          >
            {icon && (
              <span className={styles.icon} aria-hidden>
                {icon}
              </span>
            )}
            <span className={styles.label}>{label}</span>
            <ChevronRight
              size={16}
              aria-hidden
              className={styles.chevron}
              data-expanded={isShownOpen || undefined}
            />
          </Button>
        </RailTooltip>
        <DisclosurePanel className={styles.groupPanel}>
          <ul className={styles.nestedList} aria-label={label}>
            {hasOpened && children}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}

import { useId, type ReactNode } from 'react';
import * as styles from './Sidebar.css';
import { useSidebar } from './SidebarContext';

export interface SidebarSectionProps {
  /** A short heading for the section; it names the list. */
  title?: string;
  /** SidebarItem and SidebarGroup elements. */
  children: ReactNode;
}

/** A titled list of items. On the rail the title is replaced by a divider but still names the list. */
export function SidebarSection({ title, children }: SidebarSectionProps) {
  const titleId = useId();
  const { isCollapsed } = useSidebar();
  return (
    <div className={styles.section}>
      {title && (
        <div
          id={titleId}
          className={isCollapsed ? styles.sectionTitleCollapsed : styles.sectionTitle}
        >
          {title}
        </div>
      )}
      {title && isCollapsed && <div className={styles.sectionDivider} aria-hidden />}
      <ul className={styles.list} aria-labelledby={title ? titleId : undefined}>
        {children}
      </ul>
    </div>
  );
}

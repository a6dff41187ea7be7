import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useStrings } from '../private/intl';
import type { SidebarScreen } from '../Sidebar/constants';
import { SidebarScreenContext, useSidebarScreen } from '../Sidebar/useSidebarScreen';
import * as styles from './AppShell.css';
import { strings } from './intl';
import type { AppShellWidth } from './widths';

export interface AppShellProps {
  /** The app's Sidebar. */
  sidebar: ReactNode;
  /** Start of the header: where the person is, e.g. Breadcrumbs or the page's name. */
  title?: ReactNode;
  /** Middle of the header, kept for an app-wide search box; takes up to 360 px and gives way first. */
  search?: ReactNode;
  /** Status indicators shown in the header before the actions, e.g. "Reconnecting...". */
  indicators?: ReactNode;
  /** End of the header: context and the account menu, e.g. a mode Badge and an AccountMenu. */
  actions?: ReactNode;
  /** The page content, rendered in the main landmark. */
  children: ReactNode;
  /** `constrained` (default) keeps content within 1920 px (SPEC §9 "Layout width: constrained, 1920 px"). */
  width?: AppShellWidth;
  /** Pins the screen class for the shell and its sidebar instead of reading the viewport width. */
  screen?: SidebarScreen;
}

/**
 * The signed-in layout: a skip link, the sidebar, a sticky header (title, search, indicators, actions) and the
 * main landmark.
 */
export function AppShell({
  sidebar,
  title,
  search,
  indicators,
  actions,
  children,
  width = 'constrained',
  screen: pinnedScreen,
}: AppShellProps) {
  const t = useStrings(strings, 'AppShell');
  const screen = useSidebarScreen(pinnedScreen);
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);

  // Move focus (which scrolls to it) without touching the URL hash, which a client router may own.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <SidebarScreenContext.Provider value={screen}>
      <div className={styles.root} data-screen={screen} data-width={width}>
        <a href={`#${mainId}`} className={styles.skipLink} onClick={skip}>
          {t('skipToContent')}
        </a>
        <div className={styles.sidebar}>{sidebar}</div>
        <header className={styles.header}>
          <div className={styles.headerBar}>
            <div className={styles.title}>{title}</div>
            {search && <div className={styles.search}>{search}</div>}
            {indicators && <div className={styles.indicators}>{indicators}</div>}
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
        </header>
        <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
          <div className={styles.container}>{children}</div>
        </main>
      </div>
    </SidebarScreenContext.Provider>
  );
}

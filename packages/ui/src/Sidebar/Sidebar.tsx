import { PanelLeftClose, PanelLeftOpen, Menu as MenuIcon, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { ThemedPortal } from '../private/ThemedPortal';
import { useStrings } from '../private/intl';
import { SIDEBAR_HOVER_EXPAND_DELAY_MS, type SidebarScreen } from './constants';
import * as styles from './Sidebar.css';
import * as drawerStyles from './SidebarDrawer.css';
import {
  SidebarContext,
  type SidebarContextValue,
  type SidebarPresentation,
} from './SidebarContext';
import { strings } from './intl';
import { useSidebarScreen } from './useSidebarScreen';

export interface SidebarProps {
  /** SidebarSection elements. */
  children: ReactNode;
  /** Shown above the navigation, e.g. an OrganizationSwitcher. */
  header?: ReactNode;
  /** Names the navigation landmark; defaults to a localized "Main navigation". */
  'aria-label'?: string;
  /**
   * Whether the sidebar is expanded on screens of 600 px and wider (controlled). Leave undefined to follow
   * the screen: expanded from 1400 px, an icon rail below.
   */
  expanded?: boolean;
  /** The remembered choice to start with (uncontrolled), e.g. the app's stored `sidebarExpanded`. */
  defaultExpanded?: boolean;
  /** Called when the person expands or collapses the sidebar with the toggle; store it to remember the choice. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Pins the screen class instead of reading the viewport width (previews, tests). */
  screen?: SidebarScreen;
}

function presentationFor(screen: SidebarScreen, expanded: boolean): SidebarPresentation {
  if (screen === 'narrow') return 'drawer';
  return expanded ? 'expanded' : 'rail';
}

/**
 * The app's main navigation. Expanded from 1400 px, an icon rail below (hover or focus expands it over the
 * content), and an off-canvas modal drawer under 600 px.
 */
export function Sidebar({
  children,
  header,
  'aria-label': ariaLabel,
  expanded: controlledExpanded,
  defaultExpanded,
  onExpandedChange,
  screen: pinnedScreen,
}: SidebarProps) {
  const t = useStrings(strings, 'Sidebar');
  const screen = useSidebarScreen(pinnedScreen);
  const navId = useId();
  const [chosen, setChosen] = useState<boolean | undefined>(defaultExpanded);
  const expanded = controlledExpanded ?? chosen ?? screen === 'wide';
  const presentation = presentationFor(screen, expanded);
  const [isPeeking, setPeeking] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clearHoverTimer = () => clearTimeout(hoverTimer.current);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (presentation !== 'rail') setPeeking(false);
    if (presentation !== 'drawer') setDrawerOpen(false);
  }, [presentation]);

  const toggle = () => {
    const next = !expanded;
    clearHoverTimer();
    setPeeking(false);
    setChosen(next);
    onExpandedChange?.(next);
  };

  const peek = useCallback(() => {
    if (presentation === 'rail') setPeeking(true);
  }, [presentation]);
  const onNavigate = useCallback(() => setDrawerOpen(false), []);
  // useHover reacts to mouse only, so touch never peeks.
  const { hoverProps } = useHover({
    isDisabled: presentation !== 'rail',
    onHoverStart: () => {
      clearHoverTimer();
      hoverTimer.current = setTimeout(() => setPeeking(true), SIDEBAR_HOVER_EXPAND_DELAY_MS);
    },
    onHoverEnd: () => {
      clearHoverTimer();
      setPeeking(false);
    },
  });
  const { focusWithinProps } = useFocusWithin({ onBlurWithin: () => setPeeking(false) });
  const isCollapsed = presentation === 'rail' && !isPeeking;
  const context = useMemo<SidebarContextValue>(
    () => ({ presentation, isCollapsed, peek, onNavigate }),
    [presentation, isCollapsed, peek, onNavigate],
  );

  const navigation = (
    <nav id={navId} aria-label={ariaLabel ?? t('navigation')} className={styles.nav}>
      {children}
    </nav>
  );

  if (presentation === 'drawer') {
    return (
      <SidebarContext.Provider value={context}>
        <div className={drawerStyles.drawerTrigger}>
          <Button
            className={styles.iconButton}
            aria-label={t('openNavigation')}
            aria-expanded={isDrawerOpen}
            onPress={() => setDrawerOpen(true)}
          >
            <MenuIcon size={20} aria-hidden />
          </Button>
        </div>
        <ThemedPortal>
          <ModalOverlay
            isOpen={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            isDismissable
            className={drawerStyles.drawerBackdrop}
          >
            <Modal className={drawerStyles.drawer}>
              <Dialog
                aria-label={ariaLabel ?? t('navigation')}
                className={drawerStyles.drawerDialog}
              >
                <div className={styles.header}>
                  <div className={styles.headerContent}>{header}</div>
                  <Button
                    className={styles.iconButton}
                    aria-label={t('closeNavigation')}
                    onPress={() => setDrawerOpen(false)}
                  >
                    <X size={20} aria-hidden />
                  </Button>
                </div>
                {navigation}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </ThemedPortal>
      </SidebarContext.Provider>
    );
  }

  return (
    <SidebarContext.Provider value={context}>
      <div className={styles.slot} data-presentation={presentation}>
        <div
          className={styles.panel}
          data-collapsed={isCollapsed || undefined}
          data-peek={isPeeking || undefined}
          {...mergeProps(hoverProps, focusWithinProps)}
        >
          {header && (
            <div className={styles.header}>
              <div className={styles.headerContent}>{header}</div>
            </div>
          )}
          {navigation}
          <div className={styles.footer}>
            <Button
              className={styles.iconButton}
              aria-label={expanded ? t('collapse') : t('expand')}
              aria-controls={navId}
              onPress={toggle}
            >
              {expanded ? (
                <PanelLeftClose size={20} aria-hidden className={styles.mirrored} />
              ) : (
                <PanelLeftOpen size={20} aria-hidden className={styles.mirrored} />
              )}
            </Button>
          </div>
        </div>
      </div>
    </SidebarContext.Provider>
  );
}

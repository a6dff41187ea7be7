import { createContext, useContext } from 'react';

export const sidebarPresentations = ['expanded', 'rail', 'drawer'] as const;
/** How the sidebar is shown right now: full width, an icon rail, or inside the off-canvas drawer. */
export type SidebarPresentation = (typeof sidebarPresentations)[number];

export interface SidebarContextValue {
  presentation: SidebarPresentation;
  /** True when only icons show (the rail, not expanded by hover or focus). */
  isCollapsed: boolean;
  /** Expands a collapsed rail over the content until the pointer or focus leaves it. */
  peek: () => void;
  /** Called when an item is pressed (closes the drawer). */
  onNavigate: () => void;
}

const outside: SidebarContextValue = {
  presentation: 'expanded',
  isCollapsed: false,
  peek: () => {},
  onNavigate: () => {},
};

export const SidebarContext = createContext<SidebarContextValue>(outside);

/** For components placed in the sidebar (e.g. OrganizationSwitcher) to adapt to the rail. */
export function useSidebar(): SidebarContextValue {
  return useContext(SidebarContext);
}

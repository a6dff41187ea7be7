export { Sidebar, type SidebarProps } from './Sidebar';
export { SidebarSection, type SidebarSectionProps } from './SidebarSection';
export { SidebarItem, SIDEBAR_BADGE_MAX, type SidebarItemProps } from './SidebarItem';
export { SidebarGroup, type SidebarGroupProps } from './SidebarGroup';
export {
  useSidebar,
  sidebarPresentations,
  type SidebarPresentation,
  type SidebarContextValue,
} from './SidebarContext';
export {
  SIDEBAR_WIDE_MIN_WIDTH_PX,
  SIDEBAR_DRAWER_MAX_WIDTH_PX,
  SIDEBAR_HOVER_EXPAND_DELAY_MS,
  sidebarScreens,
  sidebarScreenForWidth,
  type SidebarScreen,
} from './constants';
export { SidebarScreenContext, useSidebarScreen } from './useSidebarScreen';

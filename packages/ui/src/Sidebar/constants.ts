/** SPEC §9 "Sidebar breakpoints: 1400 px and 600 px; hover-expand delay 100 ms". */
/** At or above this viewport width the sidebar is expanded by default. */
export const SIDEBAR_WIDE_MIN_WIDTH_PX = 1400;
/** Below this viewport width the sidebar becomes an off-canvas drawer. */
export const SIDEBAR_DRAWER_MAX_WIDTH_PX = 600;
/** How long the pointer rests on a collapsed sidebar before it expands over the content. */
export const SIDEBAR_HOVER_EXPAND_DELAY_MS = 100;

export const sidebarScreens = ['wide', 'medium', 'narrow'] as const;
/** `wide`: expanded by default; `medium`: an icon rail by default; `narrow`: an off-canvas drawer. */
export type SidebarScreen = (typeof sidebarScreens)[number];

export function sidebarScreenForWidth(widthPx: number): SidebarScreen {
  if (widthPx < SIDEBAR_DRAWER_MAX_WIDTH_PX) return 'narrow';
  if (widthPx < SIDEBAR_WIDE_MIN_WIDTH_PX) return 'medium';
  return 'wide';
}

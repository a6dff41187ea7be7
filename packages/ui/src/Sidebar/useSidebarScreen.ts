import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  SIDEBAR_DRAWER_MAX_WIDTH_PX,
  SIDEBAR_WIDE_MIN_WIDTH_PX,
  type SidebarScreen,
} from './constants';

const wideQuery = `(min-width: ${SIDEBAR_WIDE_MIN_WIDTH_PX}px)`;
const narrowQuery = `(max-width: ${SIDEBAR_DRAWER_MAX_WIDTH_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = [window.matchMedia(wideQuery), window.matchMedia(narrowQuery)];
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

function snapshot(): SidebarScreen {
  if (typeof window === 'undefined' || !window.matchMedia) return 'wide';
  if (window.matchMedia(narrowQuery).matches) return 'narrow';
  return window.matchMedia(wideQuery).matches ? 'wide' : 'medium';
}

/** Lets an AppShell (or a story) pin the screen class for everything inside it. */
export const SidebarScreenContext = createContext<SidebarScreen | undefined>(undefined);

/** The screen class from the viewport width, unless pinned by a prop or an enclosing AppShell. */
export function useSidebarScreen(pinned?: SidebarScreen): SidebarScreen {
  const fromContext = useContext(SidebarScreenContext);
  const fromMedia = useSyncExternalStore(subscribe, snapshot, () => 'wide' as const);
  return pinned ?? fromContext ?? fromMedia;
}

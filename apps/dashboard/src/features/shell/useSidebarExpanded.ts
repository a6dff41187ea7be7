import { useCallback, useState } from 'react';

/** Where the sidebar choice is remembered client-side (SPEC §3). */
export const SIDEBAR_EXPANDED_KEY = 'sidebarExpanded';

function read(): boolean | undefined {
  const stored = localStorage.getItem(SIDEBAR_EXPANDED_KEY);
  return stored === null ? undefined : stored === 'true';
}

/** The remembered expanded choice; undefined until the user has chosen (the sidebar then follows the width). */
export function useSidebarExpanded(): [boolean | undefined, (expanded: boolean) => void] {
  const [expanded, setState] = useState(read);
  const set = useCallback((next: boolean) => {
    localStorage.setItem(SIDEBAR_EXPANDED_KEY, String(next));
    setState(next);
  }, []);
  return [expanded, set];
}

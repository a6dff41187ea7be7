import type { DataTableColumnVisibility } from '@paydesk/ui';
import { useCallback, useState } from 'react';

/** Column visibility is a personal choice: remembered per user on this device, not in the shared URL. */
export const columnVisibilityKey = (userId: string) => `paydesk.transactions.columns.${userId}`;

function read(key: string, fallback: DataTableColumnVisibility): DataTableColumnVisibility {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
      const entries = Object.entries(stored).filter(([, visible]) => typeof visible === 'boolean');
      return { ...fallback, ...Object.fromEntries(entries) };
    }
  } catch {
    // Unreadable or blocked storage: the defaults.
  }
  return fallback;
}

export function useColumnVisibility(userId: string, fallback: DataTableColumnVisibility) {
  const key = columnVisibilityKey(userId);
  const [state, setState] = useState(() => ({ key, visibility: read(key, fallback) }));
  // Another user signed in without a reload: read theirs.
  const visibility = state.key === key ? state.visibility : read(key, fallback);
  const change = useCallback(
    (next: DataTableColumnVisibility) => {
      setState({ key, visibility: next });
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this visit.
      }
    },
    [key],
  );
  return [visibility, change] as const;
}

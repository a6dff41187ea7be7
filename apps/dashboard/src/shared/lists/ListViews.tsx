/**
 * The place beside a list's search box and filters where its saved views go. The views are an area of their own
 * (features/savedViews), which shared/ may not import: the dashboard layout hands the component in through
 * {@link ListViewsProvider}, and every list screen shows it with {@link ListViews}. Outside the dashboard (tests,
 * stories) nothing shows.
 */
import type { DataTableColumnVisibility } from '@paydesk/ui';
import { createContext, useContext, type ComponentType } from 'react';

export interface ListViewsProps {
  /** The table's column choices, saved with a view and set when one is applied. */
  columns: DataTableColumnVisibility;
  onColumnsChange: (columns: DataTableColumnVisibility) => void;
}

const ListViewsContext = createContext<ComponentType<ListViewsProps> | null>(null);

export const ListViewsProvider = ListViewsContext.Provider;

export function ListViews(props: ListViewsProps) {
  const Views = useContext(ListViewsContext);
  return Views ? <Views {...props} /> : null;
}

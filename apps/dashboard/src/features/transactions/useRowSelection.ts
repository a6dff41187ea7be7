import type { DataTableRowSelection } from '@paydesk/ui';
import { useMemo, useState } from 'react';

/**
 * The table's selected rows (for a bulk refund) and their ids. Another filter, sort or search is another list
 * (`listKey`): what was selected in the last one is no longer shown, so the selection is dropped.
 */
export function useRowSelection(listKey: string) {
  const [rowSelection, setRowSelection] = useState<DataTableRowSelection>({});
  const [selectedIn, setSelectedIn] = useState(listKey);
  if (selectedIn !== listKey) {
    setSelectedIn(listKey);
    setRowSelection({});
  }
  const selectedIds = useMemo(
    () => Object.keys(rowSelection).filter((id) => rowSelection[id]),
    [rowSelection],
  );
  return { rowSelection, setRowSelection, selectedIds };
}

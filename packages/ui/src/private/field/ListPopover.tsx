import type { ReactNode } from 'react';
import { ListBox, Popover, type ListBoxProps } from 'react-aria-components';
import { listBox, listEmpty, listPopover } from './listbox.css';

export interface ListPopoverProps<T> extends Pick<ListBoxProps<T>, 'items' | 'children'> {
  /** Shown when the list is empty, e.g. a search with no results. */
  emptyMessage?: ReactNode;
}

/**
 * The popover-and-listbox pair of Select, ComboBox and MultiSelect. Private: the public Popover is a
 * separate component; this one only positions a list under its field's trigger.
 */
export function ListPopover<T extends object>({
  items,
  children,
  emptyMessage,
}: ListPopoverProps<T>) {
  return (
    <Popover className={listPopover} offset={4} placement="bottom start" maxHeight={320}>
      <ListBox
        items={items}
        className={listBox}
        renderEmptyState={
          emptyMessage != null ? () => <div className={listEmpty}>{emptyMessage}</div> : undefined
        }
      >
        {children}
      </ListBox>
    </Popover>
  );
}

import { Check, Columns3 } from 'lucide-react';
import { Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ThemedPortal } from '../private/ThemedPortal';
import { menu, menuCheck, menuItem, menuPopover } from './ColumnsMenu.css';

export interface ColumnsMenuColumn {
  id: string;
  label: string;
  isVisible: boolean;
  canHide: boolean;
}

export interface ColumnsMenuProps {
  label: string;
  columns: ReadonlyArray<ColumnsMenuColumn>;
  onChange: (visibility: Record<string, boolean>) => void;
}

/** A menu of checkable columns; columns that cannot be hidden are listed but disabled. */
export function ColumnsMenu({ label, columns, onChange }: ColumnsMenuProps) {
  const selected = new Set(columns.filter((c) => c.isVisible).map((c) => c.id));
  const onSelectionChange = (keys: Selection) => {
    const next: Record<string, boolean> = {};
    for (const column of columns) {
      next[column.id] = keys === 'all' || keys.has(column.id) || !column.canHide;
    }
    onChange(next);
  };
  return (
    <MenuTrigger>
      <Button size="sm" variant="secondary" icon={<Columns3 size={16} aria-hidden />}>
        {label}
      </Button>
      <ThemedPortal>
        <Popover placement="bottom end" className={menuPopover}>
          <Menu
            aria-label={label}
            className={menu}
            selectionMode="multiple"
            selectedKeys={selected}
            disabledKeys={columns.filter((c) => !c.canHide).map((c) => c.id)}
            onSelectionChange={onSelectionChange}
            items={columns}
          >
            {(column) => (
              <MenuItem id={column.id} textValue={column.label} className={menuItem}>
                <span className={menuCheck} aria-hidden>
                  {column.isVisible && <Check size={12} strokeWidth={3} />}
                </span>
                {column.label}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </ThemedPortal>
    </MenuTrigger>
  );
}

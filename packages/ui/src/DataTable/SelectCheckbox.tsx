import { useCallback } from 'react';
import { checkbox } from './DataTable.css';

export interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: unknown) => void;
}

/** A row's (or select-all's) checkbox. Not a tab stop: the cell is (Space toggles it); a click still works. */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: SelectCheckboxProps) {
  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  return (
    <input
      ref={ref}
      type="checkbox"
      tabIndex={-1}
      aria-label={label}
      className={checkbox}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

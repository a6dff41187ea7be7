import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Select as RACSelect,
  SelectValue,
  type ListBoxProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  inputBox,
  ListItem,
  ListPopover,
  withClassName,
  type FieldChromeProps,
  type FieldSize,
  type ListItemProps,
} from '../private/field';
import { chevron, select, trigger, value } from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'children'>, FieldChromeProps {
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one per item. */
  children: ListBoxProps<T>['children'];
  size?: FieldSize;
  placeholder?: string;
}

/** Pick one option from a short list. For long lists, use ComboBox so people can type to filter. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  size,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={withClassName(select, className)}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Button className={`${inputBox({ size })} ${trigger}`}>
        <SelectValue className={value} />
        <ChevronDown size={16} className={chevron} aria-hidden />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ListPopover items={items}>{children}</ListPopover>
    </RACSelect>
  );
}

export type SelectItemProps<T extends object = object> = ListItemProps<T> & {
  children?: ReactNode;
};
/** An option of a Select. */
export const SelectItem = ListItem;

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

export interface SelectPreviewProps {
  label?: ReactNode;
  /** The selected option's text, as the Select would show it. */
  value: ReactNode;
  size?: FieldSize;
  className?: string;
}

/**
 * A Select's look without its behaviour: the label and a trigger showing `value`. A Select builds its list of
 * options in a hidden render and then renders again, synchronously, in the commit that mounts it; a page can paint
 * this in its first frame and mount the Select right after, when it knows the selected option's text.
 */
export function SelectPreview({ label, value: shown, size, className }: SelectPreviewProps) {
  return (
    <div className={[select, className].filter(Boolean).join(' ')}>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <button type="button" disabled className={`${inputBox({ size })} ${trigger}`}>
        <span className={value}>{shown}</span>
        <ChevronDown size={16} className={chevron} aria-hidden />
      </button>
    </div>
  );
}

export type SelectItemProps<T extends object = object> = ListItemProps<T> & {
  children?: ReactNode;
};
/** An option of a Select. */
export const SelectItem = ListItem;

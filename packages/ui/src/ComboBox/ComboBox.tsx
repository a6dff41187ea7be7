import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  Group,
  Input,
  type ComboBoxProps as RACComboBoxProps,
  type ListBoxProps,
} from 'react-aria-components';
import {
  field,
  fieldButton,
  FieldHelp,
  FieldLabel,
  groupInput,
  inputBox,
  ListItem,
  ListPopover,
  useFieldStrings,
  withClassName,
  type FieldChromeProps,
  type FieldSize,
} from '../private/field';
import { comboBoxStrings } from './intl';

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children'>, FieldChromeProps {
  /** `ComboBoxItem`s, or a function rendering one per item. */
  children: ListBoxProps<T>['children'];
  size?: FieldSize;
  placeholder?: string;
  /** Shown in the list when nothing matches what was typed. Defaults to a localized "No results". */
  emptyMessage?: ReactNode;
}

/** Pick one option from a long list by typing to filter it. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  size,
  placeholder,
  emptyMessage,
  className,
  ...props
}: ComboBoxProps<T>) {
  const t = useFieldStrings(comboBoxStrings, 'ComboBox');
  return (
    <RACComboBox allowsEmptyCollection {...props} className={withClassName(field, className)}>
      {({ isInvalid, isDisabled }) => (
        <>
          {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group
            className={inputBox({ size, kind: 'group' })}
            isInvalid={isInvalid}
            isDisabled={isDisabled}
          >
            <Input placeholder={placeholder} className={groupInput} />
            <Button className={fieldButton}>
              <ChevronDown size={16} aria-hidden />
            </Button>
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
          <ListPopover emptyMessage={emptyMessage ?? t('noResults')}>{children}</ListPopover>
        </>
      )}
    </RACComboBox>
  );
}

/** An option of a ComboBox. */
export const ComboBoxItem = ListItem;

import { Search, X } from 'lucide-react';
import {
  Button,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  groupInput,
  inputBox,
  withClassName,
  type FieldChromeProps,
  type FieldSize,
} from '../private/field';
import { clearButton, searchField, searchIcon, searchInput } from './SearchField.css';

export interface SearchFieldProps extends RACSearchFieldProps, FieldChromeProps {
  placeholder?: string;
  size?: FieldSize;
}

/**
 * A search input. Escape clears it (a second Escape is left to the surrounding overlay); the clear
 * button, labelled by react-aria in the user's language, clears it with the pointer.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={withClassName(searchField, className)}>
      {({ isInvalid, isDisabled }) => (
        <>
          {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group
            className={inputBox({ size, kind: 'group' })}
            isInvalid={isInvalid}
            isDisabled={isDisabled}
          >
            <span className={searchIcon}>
              <Search size={16} aria-hidden />
            </span>
            <Input placeholder={placeholder} className={`${groupInput} ${searchInput}`} />
            <Button className={clearButton}>
              <X size={16} aria-hidden />
            </Button>
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACSearchField>
  );
}
